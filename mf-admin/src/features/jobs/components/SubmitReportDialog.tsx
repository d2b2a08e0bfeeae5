import { useState, type FormEvent } from 'react';
import { LIFECYCLE_MESSAGES, missingTaskReasons, NOTES_MAX, REASON_MAX, type Visit } from '@housesit/shared-contracts';
import { Button, Dialog, Field, Input, Stack, TextArea } from '@housesit/shell/kit';
import { Muted } from '@housesit/shell/kit/areas';

export interface SubmitReportDialogProps {
  job: Visit | null;
  submitting: boolean;
  onClose: () => void;
  /** Resolves true once the visit is completed, which closes the dialog. */
  onSubmit: (job: Visit, notes: string, taskReasons: Record<string, string>) => Promise<boolean>;
}

/**
 * Submit Report: the visit's notes for the homeowner and a reason for each task not done
 * (docs/product/DECISIONS.md 'Visit safety', shown in the homeowner's report), then the visit is completed.
 */
export function SubmitReportDialog({ job, submitting, onClose, onSubmit }: SubmitReportDialogProps) {
  const [notes, setNotes] = useState('');
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState<Record<string, string>>({});
  if (!job) return null;
  const formId = `submit-report-${job.id}`;
  const photos = job.report?.mediaUrls.length ?? 0;
  const openTasks = job.tasks.filter((task) => !task.isCompleted);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const given = Object.fromEntries(openTasks.map((task) => [String(task.id), (reasons[String(task.id)] ?? '').trim()]));
    // The shared rule the API refuses with: a reason for each task not done.
    const absent = missingTaskReasons(job.tasks, given);
    setMissing(absent);
    if (Object.keys(absent).length > 0) return;
    if (await onSubmit(job, notes, given)) {
      setNotes('');
      setReasons({});
      onClose();
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Submit Report for Visit #${job.id}`}
      description="Completing the visit shares the report with the homeowner."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={submitting} aria-busy={submitting || undefined}>
            {submitting ? 'Completing...' : 'Complete Visit'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap={3}>
          <Muted>{photos === 1 ? '1 photo on the report.' : `${photos} photos on the report.`}</Muted>
          <Field label="Visit notes" htmlFor={`${formId}-notes`} hint="What was done and anything the homeowner should know (optional).">
            <TextArea id={`${formId}-notes`} value={notes} maxLength={NOTES_MAX} onChange={(e) => setNotes(e.target.value)} />
          </Field>
          {openTasks.length > 0 ? <Muted>{LIFECYCLE_MESSAGES.taskReasonRequired}</Muted> : null}
          {openTasks.map((task) => (
            <Field
              key={task.id}
              label={`Why was '${task.task.name}' not done?`}
              htmlFor={`${formId}-reason-${task.id}`}
              error={missing[`taskReasons.${task.id}`]}
            >
              <Input
                id={`${formId}-reason-${task.id}`}
                value={reasons[String(task.id)] ?? ''}
                maxLength={REASON_MAX}
                onChange={(e) => setReasons((all) => ({ ...all, [String(task.id)]: e.target.value }))}
              />
            </Field>
          ))}
        </Stack>
      </form>
    </Dialog>
  );
}
