import { VISITS_CACHE_MS, VISITS_RETRY_COUNT, queryKeys, type Visit } from '@housesit/shared-contracts';
import { useApiQuery, useSession } from '@housesit/shell/kit';
import { fetchAllVisits } from './fetchAllVisits';

/** The signed-in sitter's assigned visits, cached like every visits list (30 s, 1 retry). */
export function useSitterVisits() {
  const { user } = useSession();
  return useApiQuery<Visit[]>(user ? queryKeys.visits.assigned(user.id) : null, fetchAllVisits, {
    freshMs: VISITS_CACHE_MS,
    retry: VISITS_RETRY_COUNT,
  });
}
