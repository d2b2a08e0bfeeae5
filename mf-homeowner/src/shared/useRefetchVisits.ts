import { queryKeys } from '@housesit/shared-contracts';
import { useQueryCache } from '@housesit/shell/kit/areas';
import { useCallback } from 'react';

/**
 * Refetches every cached visits query (dashboard, conversations, My Visits: all under
 * `queryKeys.visits.all()`). Infinite lists (Reports) are not reached by a key filter; their
 * screens refetch those themselves.
 */
export function useRefetchVisits() {
  const { invalidate } = useQueryCache();
  return useCallback(() => invalidate(queryKeys.visits.all()), [invalidate]);
}
