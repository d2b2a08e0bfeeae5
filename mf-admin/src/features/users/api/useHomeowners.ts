import { HOMEOWNER_PAGE_SIZE, VISITS_CACHE_MS, VISITS_RETRY_COUNT, queryKeys, type HomeownerSummaryPage } from '@housesit/shared-contracts';
import { useApiQuery } from '@housesit/shell/kit';

/**
 * GET /api/admin/users/homeowners: one page of homeowners grouped from their visits by the
 * API, with the overview cards; cached like the visits they come from (30 s, 1 retry).
 */
export function useHomeowners(search: string, offset: number) {
  return useApiQuery<HomeownerSummaryPage>(
    queryKeys.admin.homeowners.page(search, offset),
    (api) => api.admin.homeowners({ search: search || undefined, limit: HOMEOWNER_PAGE_SIZE, offset }),
    { freshMs: VISITS_CACHE_MS, retry: VISITS_RETRY_COUNT },
  );
}
