import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/**
 * Refetches every cached visits query of the kit's loader (`['visits', ...]` keys: dashboard,
 * conversations, My Visits). Infinite lists (Reports) are not reached by a key filter; their
 * screens refetch those themselves.
 */
export function useRefetchVisits() {
  const { mutate } = useSWRConfig();
  return useCallback(
    () => mutate((key) => Array.isArray(key) && (key[0] === 'visits' || key[0] === 'myVisits')),
    [mutate],
  );
}
