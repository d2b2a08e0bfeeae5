import { TOASTS } from '@housesit/shared-contracts';
import { useApi, useToast } from '@housesit/shell/kit';
import { useCallback, useState } from 'react';
import { runAction } from '../../../shared/runAction';
import { useRefetchVisits } from '../../../shared/useRefetchVisits';

/**
 * Archives a completed visit's report (PATCH /api/report/{reportId}/archive, customer.md §7):
 * 'Report Archived' toast and a refetch, or 'Archive Failed' with the server's message.
 */
export function useArchiveReport(onArchived: () => unknown) {
  const api = useApi();
  const { toast } = useToast();
  const refetchVisits = useRefetchVisits();
  const [pendingId, setPendingId] = useState<number | null>(null);

  const archive = useCallback(
    async (reportId: number) => {
      setPendingId(reportId);
      const outcome = await runAction(() => api.homeowner.archiveReport(reportId));
      setPendingId(null);
      if (outcome.ok) {
        toast({ ...TOASTS.reportArchived, variant: 'success' });
        void refetchVisits();
        await onArchived();
      } else {
        toast({
          title: TOASTS.archiveFailed.title,
          description: outcome.message ?? TOASTS.archiveFailed.description,
          variant: 'destructive',
        });
      }
    },
    [api, toast, refetchVisits, onArchived],
  );

  return { archive, pendingId };
}
