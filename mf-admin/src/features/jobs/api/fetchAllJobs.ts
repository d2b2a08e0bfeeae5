import { VISITS_PAGE_MAX, type ApiClient, type ApiResult, type Visit } from '@housesit/shared-contracts';

/**
 * Every job of GET /api/admin/jobs, page by page (limit VISITS_PAGE_MAX) until nextOffset is
 * null. The users and revenue screens derive their figures from the whole list.
 */
export async function fetchAllJobs(api: ApiClient): Promise<ApiResult<Visit[]>> {
  const items: Visit[] = [];
  let offset = 0;
  for (;;) {
    const result = await api.admin.jobs({ limit: VISITS_PAGE_MAX, offset });
    if (!result.ok) return result;
    items.push(...result.data.items);
    const next = result.data.nextOffset;
    // A next offset that does not move forward would loop for ever: stop instead.
    if (next === null || next <= offset) return { ok: true, status: result.status, data: items };
    offset = next;
  }
}
