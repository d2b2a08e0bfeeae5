import { useCallback, useState } from 'react';
import { formatCents, RESCHEDULE_MESSAGES, visitWhen, type RescheduleVisitPayload, type Visit } from '@housesit/shared-contracts';
import { useToast } from '@housesit/shell/kit';
import { useApiAction } from '@housesit/shell/kit/areas';
import { useRefreshJobs } from './useRefreshJobs';

/**
 * An admin's cancel and reschedule from the job details (docs/product/DECISIONS.md 'Cancellation and refunds':
 * any visit not begun; a cancel needs a reason and says whether to refund; a move has no notice
 * rule but never goes into the past). Each answers null when done, else the server's reason,
 * which the form shows where it was asked.
 */
export function useBookingChanges(onChanged: (job: Visit) => void) {
  const run = useApiAction();
  const { toast } = useToast();
  const refreshJobs = useRefreshJobs();
  const [pending, setPending] = useState<'cancel' | 'reschedule' | null>(null);

  const finish = useCallback(
    async (job: Visit) => {
      onChanged(job);
      await refreshJobs().catch(() => undefined);
    },
    [onChanged, refreshJobs],
  );

  const reschedule = useCallback(
    async (job: Visit, payload: RescheduleVisitPayload): Promise<string | null> => {
      setPending('reschedule');
      const outcome = await run((api) => api.homeowner.rescheduleVisit(job.id, payload));
      setPending(null);
      if (outcome.kind !== 'ok') return outcome.message ?? RESCHEDULE_MESSAGES.failed.description;
      const { visit, sitterUnassigned } = outcome.data;
      toast({
        title: 'Visit rescheduled',
        description: `Visit #${job.id} is now on ${visitWhen(visit)}.${sitterUnassigned ? ' Its sitter already had a full day then and was unassigned.' : ''}`,
        variant: 'success',
      });
      await finish(visit);
      return null;
    },
    [run, toast, finish],
  );

  const cancel = useCallback(
    async (job: Visit, reason: string, refund: boolean): Promise<string | null> => {
      setPending('cancel');
      const outcome = await run((api) => api.homeowner.cancelVisit(job.id, { reason, refund }));
      setPending(null);
      if (outcome.kind !== 'ok') return outcome.fieldErrors['reason'] ?? outcome.message ?? 'Failed to cancel the visit. Please try again.';
      const money = outcome.data.refund;
      toast({
        title: 'Visit cancelled',
        description: money
          ? `Visit #${job.id} is cancelled; ${formatCents(money.amountCents)} refunded (${money.status}).`
          : `Visit #${job.id} is cancelled; nothing refunded.`,
        variant: 'success',
      });
      await finish(outcome.data.visit);
      return null;
    },
    [run, toast, finish],
  );

  return { reschedule, cancel, pending };
}
