import { VISITS_PAGE_MAX, type VisitStatus } from '@housesit/shared-contracts';
import { useVisitsData } from '@housesit/shell/kit';

/** One page of the admin job queue, filtered by status on the server. */
export function useJobsPage(status: VisitStatus | undefined, offset: number) {
  return useVisitsData('admin', { status, limit: VISITS_PAGE_MAX, offset });
}
