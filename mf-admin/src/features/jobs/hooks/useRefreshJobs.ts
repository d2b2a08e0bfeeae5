import { useCallback } from 'react';
import { queryKeys } from '@housesit/shared-contracts';
import { useQueryCache } from '@housesit/shell/kit/areas';

/**
 * docs/product/platform.md §4: after a status or photo change the admin jobs list is refetched; the stats
 * and the derived homeowner summaries and revenue figures move with it, so they are refetched too
 * (the staff accounts do not).
 */
export function useRefreshJobs(): () => Promise<unknown> {
  const { invalidate } = useQueryCache();
  return useCallback(
    () => invalidate(queryKeys.visits.all(), queryKeys.admin.stats(), queryKeys.admin.homeowners.all(), queryKeys.admin.revenue()),
    [invalidate],
  );
}
