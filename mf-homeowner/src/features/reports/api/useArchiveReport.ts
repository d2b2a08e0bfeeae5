import { TOASTS } from '@housesit/shared-contracts';
import { useToast } from '@housesit/shell/kit';
import { problemToast, useApiAction } from '@housesit/shell/kit/areas';
import { useCallback, useState } from 'react';
import { useRefetchVisits } from '../../../shared/useRefetchVisits';

/**
 * Archives a completed visit's report (PATCH /api/report/{reportId}/archive, docs/product/customer.md §7) or
 * restores an archived one (…/restore): 'Report Archived' / 'Report Restored' and a refetch of
 * every visit list (both report lists among them, so the other view is current when shown), or
 * 'Archive Failed' / 'Restore Failed' with the server's message.
 */
export function useArchiveReport(onArchived: () => unknown) {
  const run = useApiAction();
  const { toast } = useToast();
  const refetchVisits = useRefetchVisits();
  const [pendingId, setPendingId] = useState<number | null>(null);

  const change = useCallback(
    async (reportId: number, archive: boolean) => {
      setPendingId(reportId);
      const outcome = await run((api) => (archive ? api.homeowner.archiveReport(reportId) : api.homeowner.restoreReport(reportId)));
      setPendingId(null);
      if (outcome.kind === 'ok') {
        toast({ ...(archive ? TOASTS.reportArchived : TOASTS.reportRestored), variant: 'success' });
        void refetchVisits();
        await onArchived();
      } else {
        toast(problemToast(outcome, archive ? TOASTS.archiveFailed : TOASTS.restoreFailed));
      }
    },
    [run, toast, refetchVisits, onArchived],
  );
  const archive = useCallback((reportId: number) => change(reportId, true), [change]);
  const restore = useCallback((reportId: number) => change(reportId, false), [change]);

  return { archive, restore, pendingId };
}
