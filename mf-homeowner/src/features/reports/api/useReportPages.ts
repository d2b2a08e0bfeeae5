import { REPORTS_PAGE_SIZE, queryKeys, type VisitPage, type VisitQuery } from '@housesit/shared-contracts';
import { useSession } from '@housesit/shell/kit';
import { useApiPages } from '@housesit/shell/kit/areas';

/** A page of reports; the first page of the active ones is one of the screen's first requests (area.json). */
export function reportsQuery(archived: boolean, offset: number): VisitQuery {
  return { when: 'past', status: 'completed', archived, limit: REPORTS_PAGE_SIZE, offset };
}

/**
 * Completed visits for the Reports page (its empty state promises 'Your completed visit reports':
 * a cancelled or upcoming visit has no report to read), REPORTS_PAGE_SIZE at a time (docs/product/customer.md §9: 10, plus 10
 * each time the end is reached). The API pages and says where the next page starts.
 */
export function useReportPages(archived: boolean, enabled = true) {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const pages = useApiPages<VisitPage['items'][number], VisitPage>(
    // The user id is part of the key: the logout cache clear does not reach infinite lists, and
    // the next user must never see the previous one's visits. Not enabled: not asked for yet.
    (offset) => (userId === null || !enabled ? null : queryKeys.visits.reports(userId, archived, offset)),
    (api, offset) => api.visits.list(reportsQuery(archived, offset)),
  );
  return { ...pages, visits: pages.items, isLoading: userId === null || pages.isLoading };
}
