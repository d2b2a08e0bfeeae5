import { rescheduleDateRange, rescheduleRefusal, visitTitle, type Visit } from '@housesit/shared-contracts';
import { Button, Dialog, Stack } from '@housesit/shell/kit';
import { RescheduleFields, type RescheduleValue } from '@housesit/shell/kit/areas';
import { useState } from 'react';
import { visitDateTime } from '../../../shared/visitText';
import { useRescheduleVisit } from '../api/useRescheduleVisit';

interface Props {
  visit: Visit;
  onClose(): void;
}

/**
 * Moves a visit to another day and window, free (docs/product/DECISIONS.md 'Cancellation and refunds'). The
 * screen repeats the API's rule (rescheduleRefusal) as the customer picks; whatever the server
 * still refuses is shown here in its words.
 */
function RescheduleForm({ visit, onClose }: Props) {
  const [value, setValue] = useState<RescheduleValue>({ date: '', timeWindow: visit.timeWindow });
  const [serverReason, setServerReason] = useState<string | null>(null);
  const { reschedule, pending } = useRescheduleVisit();
  const now = new Date();
  const { min, max } = rescheduleDateRange('homeowner', now);
  const refusal =
    value.date === '' ? null : rescheduleRefusal({ actor: 'homeowner', now, visit, date: value.date, timeWindow: value.timeWindow });
  const reason = refusal?.message ?? serverReason;

  const submit = async () => {
    const answer = await reschedule(visit.id, value);
    if (answer === null) onClose();
    else setServerReason(answer);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="Reschedule this visit"
      description={`${visitTitle(visit)} · ${visitDateTime(visit)}`}
      size="sm"
      footer={
        <Stack direction="row" gap={2} justify="flex-end" wrap>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Keep date
          </Button>
          <Button onClick={() => void submit()} disabled={pending || value.date === '' || refusal !== null}>
            {pending ? 'Rescheduling...' : 'Reschedule'}
          </Button>
        </Stack>
      }
    >
      <Stack gap={3}>
        <RescheduleFields
          value={value}
          onChange={(next) => {
            setValue(next);
            setServerReason(null);
          }}
          min={min}
          max={max}
          hint="At least 7 days from today. Moving a visit is free."
          disabled={pending}
        />
        {reason ? <p role="alert">{reason}</p> : null}
      </Stack>
    </Dialog>
  );
}

/** The dialog while a visit is being moved; a fresh form for each visit. */
export function RescheduleVisitDialog({ visit, onClose }: { visit: Visit | null; onClose(): void }) {
  return visit ? <RescheduleForm key={visit.id} visit={visit} onClose={onClose} /> : null;
}
