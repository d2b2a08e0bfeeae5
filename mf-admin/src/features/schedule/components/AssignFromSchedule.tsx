import { useEffect, useId, useState } from 'react';
import { TOASTS, queryKeys, serviceDayKey, serviceDayLabel, type User, type Visit } from '@housesit/shared-contracts';
import { Button, Dialog, Field, useToast } from '@housesit/shell/kit';
import { Actions, DetailList, Select, useApiAction, useQueryCache } from '@housesit/shell/kit/areas';
import { SitterDayLoad, offOn, useSitterLoad } from '../../dispatch';
import { personName } from '../../jobs';
import { visitWindow } from '../week';
import { assignedMessage, planAssignedMessage } from '../assignText';

const NONE = '';

export interface AssignFromScheduleProps {
  visit: Visit | null;
  sitters: readonly User[];
  /** A sitter already chosen (a visit dropped on their cell): the dialog opens on them. */
  initialSitterId?: number | null;
  onClose(): void;
}

/**
 * Assign or change a visit's sitter from the week view (PATCH /api/admin/jobs/:id/assign, the
 * queue's own call). Shows the chosen sitter's load that day and warns, without refusing, of
 * every crowded window and a day over the limit; a sitter who is off that day is listed but
 * cannot be chosen (the API refuses them too). A recurring plan's visit can take the plan's
 * remaining visits along (POST …/assign-plan), which skips the sitter's days off and says so.
 */
export function AssignFromSchedule({ visit, sitters, initialSitterId = null, onClose }: AssignFromScheduleProps) {
  const run = useApiAction();
  const { toast } = useToast();
  const { invalidate } = useQueryCache();
  const selectId = useId();
  const current = visit?.assignedSitterId == null ? NONE : String(visit.assignedSitterId);
  const initial = initialSitterId === null ? current : String(initialSitterId);
  const [choice, setChoice] = useState(initial);
  const [wholePlan, setWholePlan] = useState(false);
  const [saving, setSaving] = useState(false);
  useEffect(() => setChoice(initial), [initial]);
  const day = visit ? serviceDayKey(visit.scheduledDate) : '';
  const load = useSitterLoad(day, day);
  if (!visit) return null;

  const active = sitters.filter((sitter) => !sitter.deactivatedAt);
  const off = offOn(load.data, day);
  const chosenId = choice === NONE ? null : Number(choice);
  const chosen = active.find((sitter) => sitter.id === chosenId);
  const chosenOff = chosenId !== null && off.has(chosenId);
  const locked = visit.status === 'completed' || visit.status === 'cancelled';
  const isPlan = visit.planType === 'recurring' && chosenId !== null;

  const save = async () => {
    setSaving(true);
    try {
      if (isPlan && wholePlan) {
        const outcome = await run((api) => api.dispatch.assignPlan(visit.id, { sitterId: chosenId }));
        if (outcome.kind !== 'ok') return failed(outcome.message);
        toast({ title: TOASTS.jobUpdated.title, description: planAssignedMessage(outcome.data), variant: 'success' });
      } else {
        const outcome = await run((api) => api.lifecycle.assign(visit.id, chosenId));
        if (outcome.kind !== 'ok') return failed(outcome.message);
        toast({ title: TOASTS.jobUpdated.title, description: assignedMessage(outcome.data.visit), variant: 'success' });
      }
      await invalidate(queryKeys.visits.all(), queryKeys.admin.stats());
      onClose();
    } finally {
      setSaving(false);
    }
  };
  const failed = (message: string | null | undefined) =>
    toast({ title: TOASTS.jobUpdateFailed.title, description: message ?? TOASTS.jobUpdateFailed.description, variant: 'destructive' });

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Visit #${visit.id}`}
      description={`${serviceDayLabel(visit.scheduledDate)} · ${visitWindow(visit)}`}
    >
      <DetailList>
        <dt>Homeowner</dt>
        <dd>{personName(visit.homeowner) ?? '—'}</dd>
        <dt>Address</dt>
        <dd>{visit.propertyAddress}</dd>
        <dt>Sitter</dt>
        <dd>{personName(visit.assignedSitter) ?? 'Unassigned'}</dd>
      </DetailList>
      {locked ? null : (
        <>
          <Field
            label="Assigned sitter"
            htmlFor={selectId}
            hint={off.size > 0 ? 'Sitters who are off that day cannot be chosen.' : undefined}
          >
            <Select id={selectId} value={choice} onChange={(event) => setChoice(event.target.value)} disabled={saving}>
              <option value={NONE}>Unassigned</option>
              {active.map((sitter) => (
                <option key={sitter.id} value={String(sitter.id)} disabled={off.has(sitter.id) && String(sitter.id) !== current}>
                  {`${sitter.firstName} ${sitter.lastName}${off.has(sitter.id) ? ' (off that day)' : ''}`}
                </option>
              ))}
            </Select>
          </Field>
          {chosen && choice !== current ? (
            <SitterDayLoad
              report={load.data}
              sitter={{ id: chosen.id, name: `${chosen.firstName} ${chosen.lastName}` }}
              date={day}
              window={visit.timeWindow}
              visit={visit}
            />
          ) : null}
          {isPlan ? (
            <label>
              <input type="checkbox" checked={wholePlan} onChange={(event) => setWholePlan(event.target.checked)} disabled={saving} /> Also
              assign the plan&apos;s remaining visits (days the sitter is off, and visits another sitter has, are skipped)
            </label>
          ) : null}
          <Actions>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button
              disabled={saving || chosenOff || (choice === current && !(isPlan && wholePlan))}
              aria-busy={saving || undefined}
              onClick={() => void save()}
            >
              {saving ? 'Saving...' : 'Save sitter'}
            </Button>
          </Actions>
        </>
      )}
    </Dialog>
  );
}
