import { VISITS_PAGE_MAX } from '@housesit/shared-contracts';
import { useVisitsData } from '@housesit/shell/kit';

/** View Details: one page of a homeowner's visits, newest first, from GET /api/admin/jobs?homeownerId=. */
export function useHomeownerVisits(homeownerId: number, offset: number) {
  return useVisitsData('admin', { homeownerId, limit: VISITS_PAGE_MAX, offset });
}
