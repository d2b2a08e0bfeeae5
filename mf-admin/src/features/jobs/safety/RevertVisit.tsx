import { useId, useState } from 'react';
import { LIFECYCLE_MESSAGES, REASON_MAX, revertRefusal, type Visit } from '@housesit/shared-contracts';
import { Button, Field, Stack, TextArea } from '@housesit/shell/kit';
import { Muted } from '@housesit/shell/kit/areas';
import type { useVisitSafety } from '../hooks/useVisitSafety';

interface Props {
  job: Visit;
  safety: ReturnType<typeof useVisitSafety>;
}

/**
 * 'Revert to scheduled' for a started visit (docs/product/DECISIONS.md 'Visit safety'): only without photos
 * (the API's rule, repeated here), and with a reason kept in the visit's history. A refusal the
 * API still makes (a photo arrived meanwhile) is shown under the reason.
 */
export function RevertVisit({ job, safety }: Props) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reasonId = useId();
  if (job.status !== 'in_progress') return null;
  // The API's own rule (shared-contracts): with photos the answer would be 409 visit.revert_has_photos.
  const refusal = revertRefusal(job);
  if (refusal) return <Muted>{refusal.message}</Muted>;
  const busy = safety.pending !== null;
  if (!open) {
    return (
      <Stack direction="row" gap={2} wrap>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Revert to scheduled
        </Button>
      </Stack>
    );
  }
  const submit = async () => {
    if (text.trim() === '') {
      setError(LIFECYCLE_MESSAGES.revertReasonRequired);
      return;
    }
    const answer = await safety.revert(job, text.trim());
    if (answer === null) {
      setOpen(false);
      setText('');
    } else setError(answer);
  };
  return (
    <Stack gap={3}>
      <Field
        label="Reason for reverting"
        htmlFor={reasonId}
        error={error ?? undefined}
        hint="The check-in and ticks are cleared; the reason is kept in the history."
      >
        <TextArea
          id={reasonId}
          value={text}
          rows={2}
          maxLength={REASON_MAX}
          required
          onChange={(event) => (setText(event.target.value), setError(null))}
          disabled={busy}
        />
      </Field>
      <Stack direction="row" gap={2} wrap>
        <Button variant="danger" onClick={() => void submit()} disabled={busy} aria-busy={safety.pending === 'revert' || undefined}>
          {safety.pending === 'revert' ? 'Reverting...' : 'Revert to scheduled'}
        </Button>
        <Button variant="secondary" onClick={() => (setOpen(false), setError(null))} disabled={busy}>
          Back
        </Button>
      </Stack>
    </Stack>
  );
}
