import { RESCHEDULE_MESSAGES, visitWhen, type RescheduleVisitPayload } from '@housesit/shared-contracts';
import { useToast } from '@housesit/shell/kit';
import { useApiAction } from '@housesit/shell/kit/areas';
import { useCallback, useState } from 'react';
import { useRefetchVisits } from '../../../shared/useRefetchVisits';

/**
 * PATCH /api/visit/{id}/reschedule. Answers null when the visit moved (a toast says where to),
 * else the server's reason, which the dialog shows beside the fields (the customer can pick again).
 */
export function useRescheduleVisit() {
  const run = useApiAction();
  const { toast } = useToast();
  const refetchVisits = useRefetchVisits();
  const [pending, setPending] = useState(false);

  const reschedule = useCallback(
    async (visitId: number, payload: RescheduleVisitPayload): Promise<string | null> => {
      setPending(true);
      const outcome = await run((api) => api.homeowner.rescheduleVisit(visitId, payload));
      setPending(false);
      await refetchVisits();
      if (outcome.kind === 'ok') {
        toast({ ...RESCHEDULE_MESSAGES.rescheduled(visitWhen(outcome.data.visit)), variant: 'success' });
        return null;
      }
      return outcome.message ?? RESCHEDULE_MESSAGES.failed.description;
    },
    [run, toast, refetchVisits],
  );

  return { reschedule, pending };
}
