import { useEffect, useState } from 'react';
import { SITTER_ROLE, type Visit, failureText, serviceDayKey } from '@housesit/shared-contracts';
import { Button, Field } from '@housesit/shell/kit';
import { Actions, Muted, Select } from '@housesit/shell/kit/areas';
import { useAccounts } from '../../accounts';
import { SitterDayLoad, offOn, useSitterLoad } from '../../dispatch';
import { personName } from '../jobFormat';

export interface SitterPickerProps {
  job: Visit;
  saving: boolean;
  onAssign: (sitterId: number | null) => Promise<boolean>;
}

const NONE = '';

/**
 * Who does the visit: any account with the sitter role, or nobody. The choice is saved with its
 * own button so moving through the list with the keyboard does not reassign the visit.
 */
export function SitterPicker({ job, saving, onAssign }: SitterPickerProps) {
  const sitters = useAccounts(SITTER_ROLE);
  const current = job.assignedSitterId === null ? NONE : String(job.assignedSitterId);
  const [choice, setChoice] = useState(current);
  useEffect(() => setChoice(current), [current]);
  const day = serviceDayKey(job.scheduledDate);
  const load = useSitterLoad(day, day);

  // Nothing moves out of completed or cancelled (docs/product/platform.md §4), so neither does the sitter.
  if (job.status === 'completed' || job.status === 'cancelled') {
    return <p>{personName(job.assignedSitter) ?? 'Unassigned'}</p>;
  }
  if (sitters.error) return <Muted role="alert">Could not load sitters: {failureText(sitters.error)}</Muted>;

  const id = `assigned-sitter-${job.id}`;
  // A deactivated sitter cannot sign in to do the visit (the API refuses them too).
  const items = (sitters.data?.items ?? []).filter((s) => !s.deactivatedAt);
  // The assigned sitter stays listed even if the list is still loading or no longer has them.
  const listed = job.assignedSitter && !items.some((s) => s.id === job.assignedSitterId) ? [job.assignedSitter] : [];
  // A sitter off that day is listed but cannot be chosen (the API refuses them); the chosen one's load shows before saving.
  const off = offOn(load.data, day);
  const chosen = choice === NONE || choice === current ? null : [...listed, ...items].find((s) => String(s.id) === choice);
  return (
    <>
      <Actions>
        <Field label="Assigned sitter" htmlFor={id} hint={sitters.isLoading ? 'Loading sitters...' : undefined}>
          <Select id={id} value={choice} onChange={(e) => setChoice(e.target.value)} disabled={saving}>
            <option value={NONE}>Unassigned</option>
            {[...listed, ...items].map((s) => (
              <option key={s.id} value={String(s.id)} disabled={off.has(s.id) && String(s.id) !== current}>
                {`${s.firstName} ${s.lastName}${off.has(s.id) ? ' (off that day)' : ''}`}
              </option>
            ))}
          </Select>
        </Field>
        <Button
          variant="secondary"
          disabled={saving || choice === current || (chosen != null && off.has(chosen.id))}
          aria-busy={saving || undefined}
          onClick={() => void onAssign(choice === NONE ? null : Number(choice))}
          style={{ alignSelf: 'end' }}
        >
          {saving ? 'Saving...' : 'Save sitter'}
        </Button>
      </Actions>
      {chosen ? (
        <SitterDayLoad
          report={load.data}
          sitter={{ id: chosen.id, name: `${chosen.firstName} ${chosen.lastName}` }}
          date={day}
          window={job.timeWindow}
          visit={job}
        />
      ) : null}
    </>
  );
}
