import { rescheduleDateRange, rescheduleRefusal, type Visit } from '@housesit/shared-contracts';
import { Button, Field, Stack, TextArea } from '@housesit/shell/kit';
import { RescheduleFields, type RescheduleValue } from '@housesit/shell/kit/areas';
import { useId, useState } from 'react';
import { SitterDayLoad, useSitterLoad } from '../../dispatch';
import { useBookingChanges } from '../hooks/useBookingChanges';

/** The visit's sitter on the new day: their load there, or that they are off and the move lets them go. */
function SitterOnNewDay({ job, value }: { job: Visit; value: RescheduleValue }) {
  const load = useSitterLoad(value.date, value.date);
  const sitter = job.assignedSitter;
  if (!sitter || value.date === '') return null;
  return (
    <SitterDayLoad
      report={load.data}
      sitter={{ id: sitter.id, name: `${sitter.firstName} ${sitter.lastName}` }}
      date={value.date}
      window={value.timeWindow}
      visit={job}
      offNote="Moving the visit to that day unassigns them; assign another sitter afterwards."
    />
  );
}

type Mode = 'none' | 'reschedule' | 'cancel';

interface Props {
  job: Visit;
  onJobChange(job: Visit): void;
}

/** Moves the visit: today or later (the admin's rule, repeated from the API's). */
function RescheduleForm({ job, onDone, changes }: { job: Visit; onDone(): void; changes: ReturnType<typeof useBookingChanges> }) {
  const [value, setValue] = useState<RescheduleValue>({ date: '', timeWindow: job.timeWindow });
  const [note, setNote] = useState('');
  const [reason, setReason] = useState<string | null>(null);
  const noteId = useId();
  const now = new Date();
  const { min, max } = rescheduleDateRange('admin', now);
  const refusal =
    value.date === '' ? null : rescheduleRefusal({ actor: 'admin', now, visit: job, date: value.date, timeWindow: value.timeWindow });
  const shown = refusal?.message ?? reason;
  const busy = changes.pending !== null;
  const submit = async () => {
    const answer = await changes.reschedule(job, { ...value, ...(note.trim() ? { reason: note.trim() } : {}) });
    if (answer === null) onDone();
    else setReason(answer);
  };
  return (
    <Stack gap={3}>
      <RescheduleFields
        value={value}
        onChange={(next) => (setValue(next), setReason(null))}
        min={min}
        max={max}
        hint="Today or later. The homeowner is told."
        disabled={busy}
      />
      {refusal === null ? <SitterOnNewDay job={job} value={value} /> : null}
      <Field label="Note for the visit's history (optional)" htmlFor={noteId}>
        <TextArea id={noteId} value={note} rows={2} onChange={(event) => setNote(event.target.value)} disabled={busy} />
      </Field>
      {shown ? <p role="alert">{shown}</p> : null}
      <Stack direction="row" gap={2} wrap>
        <Button onClick={() => void submit()} disabled={busy || value.date === '' || refusal !== null}>
          {changes.pending === 'reschedule' ? 'Saving...' : 'Save new date'}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          Back
        </Button>
      </Stack>
    </Stack>
  );
}

/** Cancels the visit with a reason (required), refunding what is due unless the admin unticks it. */
function CancelForm({ job, onDone, changes }: { job: Visit; onDone(): void; changes: ReturnType<typeof useBookingChanges> }) {
  const [text, setText] = useState('');
  const [refund, setRefund] = useState(true);
  const [reason, setReason] = useState<string | null>(null);
  const reasonId = useId();
  const busy = changes.pending !== null;
  const submit = async () => {
    const answer = await changes.cancel(job, text.trim(), refund);
    if (answer === null) onDone();
    else setReason(answer);
  };
  return (
    <Stack gap={3}>
      <Field label="Reason for cancelling" htmlFor={reasonId} error={reason ?? undefined} hint="The homeowner sees it with any refund.">
        <TextArea
          id={reasonId}
          value={text}
          rows={2}
          required
          onChange={(event) => (setText(event.target.value), setReason(null))}
          disabled={busy}
        />
      </Field>
      <label>
        <input type="checkbox" checked={refund} onChange={(event) => setRefund(event.target.checked)} disabled={busy} /> Refund what is due
        to the card
      </label>
      <Stack direction="row" gap={2} wrap>
        <Button variant="danger" onClick={() => void submit()} disabled={busy || text.trim() === ''}>
          {changes.pending === 'cancel' ? 'Cancelling...' : 'Cancel visit'}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          Back
        </Button>
      </Stack>
    </Stack>
  );
}

/** The job details' booking changes: offered while the visit has not begun. */
export function ChangeBooking({ job, onJobChange }: Props) {
  const [mode, setMode] = useState<Mode>('none');
  const changes = useBookingChanges(onJobChange);
  if (job.status !== 'scheduled') return <p>Only a visit that has not begun can be rescheduled or cancelled.</p>;
  const done = () => setMode('none');
  if (mode === 'reschedule') return <RescheduleForm job={job} onDone={done} changes={changes} />;
  if (mode === 'cancel') return <CancelForm job={job} onDone={done} changes={changes} />;
  return (
    <Stack direction="row" gap={2} wrap>
      <Button variant="secondary" onClick={() => setMode('reschedule')}>
        Reschedule
      </Button>
      <Button variant="danger" onClick={() => setMode('cancel')}>
        Cancel visit
      </Button>
    </Stack>
  );
}
