import { VISITS_PAGE_MAX, queryKeys, type Visit } from '@housesit/shared-contracts';
import { useApiQuery } from '@housesit/shell/kit';

/**
 * Every visit of the week (GET /api/admin/jobs with the week's first and last service-area day),
 * page after page: a schedule with a missing visit would hide a sitter's clash. Its key is under
 * the visit lists', so assignments and live updates refetch it.
 */
export function useWeekVisits(days: readonly string[]) {
  const from = days[0] ?? '';
  const to = days[days.length - 1] ?? '';
  return useApiQuery<Visit[]>(queryKeys.visits.schedule(from), async (api) => {
    const items: Visit[] = [];
    let offset: number | null = 0;
    while (offset !== null) {
      const result = await api.admin.jobs({ from, to, limit: VISITS_PAGE_MAX, offset });
      if (!result.ok) return result;
      items.push(...result.data.items);
      offset = result.data.nextOffset;
    }
    return { ok: true, status: 200, data: items };
  });
}
