import { useState, type FormEvent } from 'react';
import { REASON_MAX, type FieldRefusal, type Visit } from '@housesit/shared-contracts';
import { Button, Dialog, Field, Input, Stack, formatLongDate } from '@housesit/shell/kit';

export interface StartReasonDialogProps {
  job: Visit | null;
  /**
   * Why the visit cannot start without a reason (the shared start rule, for an admin); null on the
   * visit's day, when the admin only confirms.
   */
  refusal: FieldRefusal | null;
  submitting: boolean;
  onClose: () => void;
  /** Resolves true once the visit is started, which closes the dialog. */
  onSubmit: (job: Visit, reason?: string) => Promise<boolean>;
}

/**
 * Start Visit asks first (docs/product/DECISIONS.md 'Visit safety'): on the visit's service-area day the admin
 * confirms which visit starts; off that day they give a reason, sent with the start and kept in
 * the visit's history.
 */
export function StartReasonDialog({ job, refusal, submitting, onClose, onSubmit }: StartReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  if (!job) return null;
  const formId = `start-reason-${job.id}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (refusal && reason.trim() === '') {
      setError(refusal.message);
      return;
    }
    if (await onSubmit(job, refusal ? reason.trim() : undefined)) {
      setReason('');
      onClose();
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={refusal ? `Start Visit #${job.id} early` : `Start Visit #${job.id}?`}
      description={
        refusal ? refusal.message : `Start Visit #${job.id} at ${job.propertyAddress} (${formatLongDate(job.scheduledDate)}) now?`
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={submitting} aria-busy={submitting || undefined}>
            {submitting ? 'Starting...' : 'Start Visit'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(e) => void submit(e)} noValidate>
        {refusal ? (
          <Stack gap={3}>
            <Field label="Reason" htmlFor={`${formId}-reason`} error={error}>
              <Input id={`${formId}-reason`} value={reason} maxLength={REASON_MAX} onChange={(e) => setReason(e.target.value)} />
            </Field>
          </Stack>
        ) : null}
      </form>
    </Dialog>
  );
}
