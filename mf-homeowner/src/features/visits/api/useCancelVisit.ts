import { formatCents, HOMEOWNER_MESSAGES, queryKeys } from '@housesit/shared-contracts';
import { useSession, useToast } from '@housesit/shell/kit';
import { problemToast, useApiAction, useQueryCache } from '@housesit/shell/kit/areas';
import { useCallback, useState } from 'react';
import { useRefetchVisits } from '../../../shared/useRefetchVisits';

/** PATCH /api/visit/{id}/cancel with the contract's toasts (naming the refund); visit lists and payments refetch after. */
export function useCancelVisit() {
  const run = useApiAction();
  const { toast } = useToast();
  const refetchVisits = useRefetchVisits();
  const { user } = useSession();
  const { invalidate } = useQueryCache();
  const [pending, setPending] = useState(false);

  const cancel = useCallback(
    async (visitId: number): Promise<boolean> => {
      setPending(true);
      const outcome = await run((api) => api.homeowner.cancelVisit(visitId));
      setPending(false);
      if (outcome.kind === 'ok') {
        const refund = outcome.data.refund;
        const words = !refund
          ? HOMEOWNER_MESSAGES.visitCancelled
          : refund.status === 'failed'
            ? HOMEOWNER_MESSAGES.visitCancelledRefundFailed(formatCents(refund.amountCents))
            : HOMEOWNER_MESSAGES.visitCancelledRefund(formatCents(refund.amountCents));
        toast({ ...words, variant: refund?.status === 'failed' ? 'destructive' : 'success' });
      } else {
        toast(problemToast(outcome, HOMEOWNER_MESSAGES.cancelFailed));
      }
      // Even a refusal may mean the list is stale (the visit moved on elsewhere); a refund
      // changes the billing page.
      await Promise.all([refetchVisits(), user ? invalidate(queryKeys.payments(user.id)) : undefined]);
      return outcome.kind === 'ok';
    },
    [run, toast, refetchVisits, invalidate, user],
  );

  return { cancel, pending };
}
