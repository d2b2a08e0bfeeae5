import { VISITS_CACHE_MS, VISITS_RETRY_COUNT, type Visit } from '@housesit/shared-contracts';
import { useApiQuery, useSession } from '@housesit/shell/kit';
import { fetchAllVisits } from './fetchAllVisits';

/** Cache key of the sitter's visits; the visit actions refetch it after every change. */
export const sitterVisitsKey = (userId: number) => ['sitter', 'visits', userId] as const;

/** The signed-in sitter's assigned visits, cached like every visits list (30 s, 1 retry). */
export function useSitterVisits() {
  const { user } = useSession();
  return useApiQuery<Visit[]>(user ? sitterVisitsKey(user.id) : null, fetchAllVisits, {
    freshMs: VISITS_CACHE_MS,
    retry: VISITS_RETRY_COUNT,
  });
}
