import { VISITS_PAGE_MAX, type VisitQuery } from '@housesit/shared-contracts';
import { useVisitsData } from '@housesit/shell/kit';

/** One page of the admin job queue, filtered on the server (dates, status, sitter, search). */
export function useJobsPage(query: VisitQuery, offset: number) {
  return useVisitsData('admin', { ...query, limit: VISITS_PAGE_MAX, offset });
}
