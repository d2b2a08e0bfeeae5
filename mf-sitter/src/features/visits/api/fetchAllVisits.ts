import { VISITS_PAGE_MAX, type ApiClient, type ApiResult, type Visit, type VisitQuery } from '@housesit/shared-contracts';

/**
 * The first page of the sitter's visits: the first request of the screens built on them (area.json
 * `firstRequests`, which firstRequests.test.ts holds to this), so the page server answers it into their page.
 */
export const FIRST_VISITS_PAGE: VisitQuery = { limit: VISITS_PAGE_MAX, offset: 0 };

/**
 * Every visit of GET /api/visits (for a sitter the API returns only the visits assigned to
 * them), page by page until nextOffset is null. The dashboard, jobs and earnings all derive
 * their figures from this one list, so they share one cached request.
 */
export async function fetchAllVisits(api: ApiClient): Promise<ApiResult<Visit[]>> {
  const items: Visit[] = [];
  let offset = 0;
  for (;;) {
    const result = await api.visits.list({ ...FIRST_VISITS_PAGE, offset });
    if (!result.ok) return result;
    items.push(...result.data.items);
    const next = result.data.nextOffset;
    // A next offset that does not move forward would loop for ever: stop instead.
    if (next === null || next <= offset) return { ok: true, status: result.status, data: items };
    offset = next;
  }
}
