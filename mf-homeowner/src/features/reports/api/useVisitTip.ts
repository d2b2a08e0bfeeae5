import { queryKeys, type VisitTipAnswer } from '@housesit/shared-contracts';
import { useApiQuery } from '@housesit/shell/kit';

/** GET /api/visits/:id/tip: the visit's paid tip, else its latest attempt, else null. */
export function useVisitTip(visitId: number) {
  return useApiQuery<VisitTipAnswer>(queryKeys.team.visitTip(visitId), (api) => api.team.visitTip(visitId));
}
