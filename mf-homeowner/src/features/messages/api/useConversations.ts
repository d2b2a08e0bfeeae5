import { VISITS_PAGE_MAX } from '@housesit/shared-contracts';
import { useVisitsData } from '@housesit/shell/kit';

/** One conversation per visit: the homeowner's visits, as many as the API gives in one page. */
export function useConversations() {
  const result = useVisitsData('homeowner', { limit: VISITS_PAGE_MAX });
  return { ...result, visits: result.data?.items, total: result.data?.total ?? 0 };
}
