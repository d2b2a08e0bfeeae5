import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { TOASTS, queryKeys, serviceDayLabel, type User, type Visit } from '@housesit/shared-contracts';
import { Button, Dialog, Field, theme, useToast } from '@housesit/shell/kit';
import { Actions, DetailList, Select, useApiAction, useQueryCache } from '@housesit/shell/kit/areas';
import { personName } from '../../jobs';
import { assignmentWarnings, visitWindow } from '../week';

const Warning = styled.div`
  margin: 12px 0;
  padding: 12px;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.warningSurface};
  color: ${theme.colors.warning};
  ul {
    margin: 0;
    padding-left: 20px;
  }
`;

const NONE = '';

export interface AssignFromScheduleProps {
  visit: Visit | null;
  sitters: readonly User[];
  /** The week's visits: the warnings look at the chosen sitter's other visits that day. */
  weekVisits: readonly Visit[];
  onClose(): void;
}

/**
 * Assign or change a visit's sitter from the week view (PATCH /api/admin/jobs/:id/assign, the
 * queue's own call). Warns, without refusing, when the sitter's day would go over the daily
 * limit or another of their visits is in the same window.
 */
export function AssignFromSchedule({ visit, sitters, weekVisits, onClose }: AssignFromScheduleProps) {
  const run = useApiAction();
  const { toast } = useToast();
  const { invalidate } = useQueryCache();
  const selectId = useId();
  const current = visit?.assignedSitterId == null ? NONE : String(visit.assignedSitterId);
  const [choice, setChoice] = useState(current);
  const [saving, setSaving] = useState(false);
  useEffect(() => setChoice(current), [current]);
  if (!visit) return null;

  const active = sitters.filter((sitter) => !sitter.deactivatedAt);
  const chosenId = choice === NONE ? null : Number(choice);
  const chosen = active.find((sitter) => sitter.id === chosenId);
  const warnings = chosen ? assignmentWarnings(visit, chosen.id, weekVisits, `${chosen.firstName} ${chosen.lastName}`) : [];
  const locked = visit.status === 'completed' || visit.status === 'cancelled';

  const save = async () => {
    setSaving(true);
    try {
      const outcome = await run((api) => api.lifecycle.assign(visit.id, chosenId));
      if (outcome.kind !== 'ok') {
        toast({
          title: TOASTS.jobUpdateFailed.title,
          description: outcome.message ?? TOASTS.jobUpdateFailed.description,
          variant: 'destructive',
        });
        return;
      }
      const sitter = outcome.data.visit.assignedSitter;
      toast({
        title: TOASTS.jobUpdated.title,
        description: sitter
          ? `${sitter.firstName} ${sitter.lastName} is assigned to Visit #${visit.id}.`
          : `Visit #${visit.id} has no sitter now.`,
        variant: 'success',
      });
      await invalidate(queryKeys.visits.all(), queryKeys.admin.stats());
      onClose();
    } finally {
      setSaving(false);
    }
  };

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
          <Field label="Assigned sitter" htmlFor={selectId}>
            <Select id={selectId} value={choice} onChange={(event) => setChoice(event.target.value)} disabled={saving}>
              <option value={NONE}>Unassigned</option>
              {active.map((sitter) => (
                <option key={sitter.id} value={String(sitter.id)}>{`${sitter.firstName} ${sitter.lastName}`}</option>
              ))}
            </Select>
          </Field>
          {warnings.length > 0 ? (
            <Warning role="status" aria-label="Schedule warning">
              <ul>
                {warnings.map((warning) => (
                  <li key={warning}>{warning}</li>
                ))}
              </ul>
            </Warning>
          ) : null}
          <Actions>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button disabled={saving || choice === current} aria-busy={saving || undefined} onClick={() => void save()}>
              {saving ? 'Saving...' : 'Save sitter'}
            </Button>
          </Actions>
        </>
      )}
    </Dialog>
  );
}
