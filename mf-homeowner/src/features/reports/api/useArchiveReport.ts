import { TOASTS } from '@housesit/shared-contracts';
import { useToast } from '@housesit/shell/kit';
import { problemToast, useApiAction } from '@housesit/shell/kit/areas';
import { useCallback, useState } from 'react';
import { useRefetchVisits } from '../../../shared/useRefetchVisits';

/**
 * Archives a completed visit's report (PATCH /api/report/{reportId}/archive, customer.md §7):
 * 'Report Archived' toast and a refetch, or 'Archive Failed' with the server's message.
 */
export function useArchiveReport(onArchived: () => unknown) {
  const run = useApiAction();
  const { toast } = useToast();
  const refetchVisits = useRefetchVisits();
  const [pendingId, setPendingId] = useState<number | null>(null);

  const archive = useCallback(
    async (reportId: number) => {
      setPendingId(reportId);
      const outcome = await run((api) => api.homeowner.archiveReport(reportId));
      setPendingId(null);
      if (outcome.kind === 'ok') {
        toast({ ...TOASTS.reportArchived, variant: 'success' });
        void refetchVisits();
        await onArchived();
      } else {
        toast(problemToast(outcome, TOASTS.archiveFailed));
      }
    },
    [run, toast, refetchVisits, onArchived],
  );

  return { archive, pendingId };
}
