import { VISITS_CACHE_MS, VISITS_RETRY_COUNT, queryKeys, type SitterEarnings } from '@housesit/shared-contracts';
import { useApiQuery, useSession } from '@housesit/shell/kit';

/**
 * GET /api/sitter/earnings: totals, pay weeks, next payout and history, computed by the database
 * from the sitter's completed visits. Cached like the visits it derives from (30 s, 1 retry).
 */
export function useSitterEarnings() {
  const { user } = useSession();
  return useApiQuery<SitterEarnings>(user ? queryKeys.sitterEarnings(user.id) : null, (api) => api.lifecycle.sitterEarnings(), {
    freshMs: VISITS_CACHE_MS,
    retry: VISITS_RETRY_COUNT,
  });
}
