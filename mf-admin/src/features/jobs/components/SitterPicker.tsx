import { useEffect, useState } from 'react';
import { SITTER_ROLE, type Visit, failureText } from '@housesit/shared-contracts';
import { Button, Field } from '@housesit/shell/kit';
import { Actions, Muted, Select } from '@housesit/shell/kit/areas';
import { useAccounts } from '../../accounts';
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

  // Nothing moves out of completed or cancelled (platform.md §4), so neither does the sitter.
  if (job.status === 'completed' || job.status === 'cancelled') {
    return <p>{personName(job.assignedSitter) ?? 'Unassigned'}</p>;
  }
  if (sitters.error) return <Muted role="alert">Could not load sitters: {failureText(sitters.error)}</Muted>;

  const id = `assigned-sitter-${job.id}`;
  // A deactivated sitter cannot sign in to do the visit (the API refuses them too).
  const items = (sitters.data?.items ?? []).filter((s) => !s.deactivatedAt);
  // The assigned sitter stays listed even if the list is still loading or no longer has them.
  const listed = job.assignedSitter && !items.some((s) => s.id === job.assignedSitterId) ? [job.assignedSitter] : [];
  return (
    <Actions>
      <Field label="Assigned sitter" htmlFor={id} hint={sitters.isLoading ? 'Loading sitters...' : undefined}>
        <Select id={id} value={choice} onChange={(e) => setChoice(e.target.value)} disabled={saving}>
          <option value={NONE}>Unassigned</option>
          {[...listed, ...items].map((s) => (
            <option key={s.id} value={String(s.id)}>
              {`${s.firstName} ${s.lastName}`}
            </option>
          ))}
        </Select>
      </Field>
      <Button
        variant="secondary"
        disabled={saving || choice === current}
        aria-busy={saving || undefined}
        onClick={() => void onAssign(choice === NONE ? null : Number(choice))}
        style={{ alignSelf: 'end' }}
      >
        {saving ? 'Saving...' : 'Save sitter'}
      </Button>
    </Actions>
  );
}
