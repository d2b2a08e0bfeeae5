import { HOMEOWNER_MESSAGES } from '@housesit/shared-contracts';
import { useToast } from '@housesit/shell/kit';
import { problemToast, useApiAction } from '@housesit/shell/kit/areas';
import { useCallback, useState } from 'react';
import { useRefetchVisits } from '../../../shared/useRefetchVisits';

/** PATCH /api/visit/{id}/cancel with the contract's toasts; every visit list refetches after. */
export function useCancelVisit() {
  const run = useApiAction();
  const { toast } = useToast();
  const refetchVisits = useRefetchVisits();
  const [pending, setPending] = useState(false);

  const cancel = useCallback(
    async (visitId: number): Promise<boolean> => {
      setPending(true);
      const outcome = await run((api) => api.homeowner.cancelVisit(visitId));
      setPending(false);
      if (outcome.kind === 'ok') toast({ ...HOMEOWNER_MESSAGES.visitCancelled, variant: 'success' });
      else toast(problemToast(outcome, HOMEOWNER_MESSAGES.cancelFailed));
      // Even a refusal may mean the list is stale (the visit moved on elsewhere).
      await refetchVisits();
      return outcome.kind === 'ok';
    },
    [run, toast, refetchVisits],
  );

  return { cancel, pending };
}
