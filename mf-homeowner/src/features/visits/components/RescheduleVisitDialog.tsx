import { rescheduleDateRange, rescheduleRefusal, serviceDayKey, visitTitle, type Visit } from '@housesit/shared-contracts';
import { Button, Dialog, Stack } from '@housesit/shell/kit';
import { Muted, type RescheduleValue } from '@housesit/shell/kit/areas';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { VisitCalendar } from '../../../shared/calendar/VisitCalendar';
import { visitDateTime } from '../../../shared/visitText';
import { useRescheduleVisit } from '../api/useRescheduleVisit';
import { TimeWindowField } from './TimeWindowField';

const DateLabel = styled.h3`
  margin: 0;
  font-size: 1rem;
`;

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
  // The booking's month calendar, opened on the visit's own day and window.
  const current: RescheduleValue = { date: serviceDayKey(visit.scheduledDate), timeWindow: visit.timeWindow };
  const [value, setValue] = useState<RescheduleValue>(current);
  const labelId = useId();
  const hintId = useId();
  const [serverReason, setServerReason] = useState<string | null>(null);
  const { reschedule, pending } = useRescheduleVisit();
  const now = new Date();
  const { min, max } = rescheduleDateRange('homeowner', now);
  const unchanged = value.date === current.date && value.timeWindow === current.timeWindow;
  const refusal = unchanged ? null : rescheduleRefusal({ actor: 'homeowner', now, visit, date: value.date, timeWindow: value.timeWindow });
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
          <Button onClick={() => void submit()} disabled={pending || unchanged || refusal !== null}>
            {pending ? 'Rescheduling...' : 'Reschedule'}
          </Button>
        </Stack>
      }
    >
      <Stack gap={3}>
        <div>
          <DateLabel id={labelId}>New date</DateLabel>
          <Muted id={hintId}>At least 7 days from today. Moving a visit is free.</Muted>
        </div>
        <VisitCalendar
          labelledBy={labelId}
          describedBy={hintId}
          selected={[value.date]}
          onChange={(dates) => {
            setValue({ ...value, date: dates[0] ?? value.date });
            setServerReason(null);
          }}
          earliest={min}
          latest={max}
          mode="single"
          today={serviceDayKey(now)}
        />
        <TimeWindowField
          value={value.timeWindow}
          onChange={(timeWindow) => {
            setValue({ ...value, timeWindow });
            setServerReason(null);
          }}
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
