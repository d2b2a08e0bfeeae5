import { HOMEOWNER_MESSAGES } from '@housesit/shared-contracts';
import { useApi, useToast } from '@housesit/shell/kit';
import { useCallback, useState } from 'react';
import { runAction } from '../../../shared/runAction';
import { useRefetchVisits } from '../../../shared/useRefetchVisits';

/** PATCH /api/visit/{id}/cancel with the contract's toasts; every visit list refetches after. */
export function useCancelVisit() {
  const api = useApi();
  const { toast } = useToast();
  const refetchVisits = useRefetchVisits();
  const [pending, setPending] = useState(false);

  const cancel = useCallback(
    async (visitId: number): Promise<boolean> => {
      setPending(true);
      const outcome = await runAction(() => api.homeowner.cancelVisit(visitId));
      setPending(false);
      if (outcome.ok) {
        toast({ ...HOMEOWNER_MESSAGES.visitCancelled, variant: 'success' });
      } else {
        toast({
          title: HOMEOWNER_MESSAGES.cancelFailed.title,
          description: outcome.message ?? HOMEOWNER_MESSAGES.cancelFailed.description,
          variant: 'destructive',
        });
      }
      // Even a refusal may mean the list is stale (the visit moved on elsewhere).
      await refetchVisits();
      return outcome.ok;
    },
    [api, toast, refetchVisits],
  );

  return { cancel, pending };
}
