import { VISITS_CACHE_MS, VISITS_RETRY_COUNT, queryKeys, type ApiClient, type SitterEarnings } from '@housesit/shared-contracts';
import { useApiQuery, useSession } from '@housesit/shell/kit';

/** One of the sitter dashboard's first requests (area.json). */
export const fetchSitterEarnings = (api: ApiClient) => api.lifecycle.sitterEarnings();

/**
 * GET /api/sitter/earnings: totals, pay weeks, next payout and history, computed by the database
 * from the sitter's completed visits. Cached like the visits it derives from (30 s, 1 retry).
 */
export function useSitterEarnings() {
  const { user } = useSession();
  return useApiQuery<SitterEarnings>(user ? queryKeys.sitterEarnings(user.id) : null, fetchSitterEarnings, {
    freshMs: VISITS_CACHE_MS,
    retry: VISITS_RETRY_COUNT,
  });
}
