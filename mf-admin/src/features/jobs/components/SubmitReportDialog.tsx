import { useState, type FormEvent } from 'react';
import { NOTES_MAX, type Visit } from '@housesit/shared-contracts';
import { Button, Dialog, Field, Stack, TextArea } from '@housesit/shell/kit';
import { Muted } from '@housesit/shell/kit/areas';

export interface SubmitReportDialogProps {
  job: Visit | null;
  submitting: boolean;
  onClose: () => void;
  /** Resolves true once the visit is completed, which closes the dialog. */
  onSubmit: (job: Visit, notes: string) => Promise<boolean>;
}

/** Submit Report: the visit's notes for the homeowner, then the visit is completed. */
export function SubmitReportDialog({ job, submitting, onClose, onSubmit }: SubmitReportDialogProps) {
  const [notes, setNotes] = useState('');
  if (!job) return null;
  const formId = `submit-report-${job.id}`;
  const photos = job.report?.mediaUrls.length ?? 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onSubmit(job, notes)) {
      setNotes('');
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
        </Stack>
      </form>
    </Dialog>
  );
}
