import { queryKeys, type VisitHistoryResponse } from '@housesit/shared-contracts';
import { useApiQuery } from '@housesit/shell/kit';

/** GET /api/visit/:id/history: who started, reverted, moved or cancelled the visit, and why. */
export function useVisitHistory(visitId: number) {
  return useApiQuery<VisitHistoryResponse>(queryKeys.visits.history(visitId), (api) => api.lifecycle.history(visitId));
}
