import { queryKeys, type VisitRatingAnswer } from '@housesit/shared-contracts';
import { useApiQuery } from '@housesit/shell/kit';

/** GET /api/visits/:id/rating: the customer's rating of a completed visit, null until given. */
export function useVisitRating(visitId: number, enabled: boolean) {
  return useApiQuery<VisitRatingAnswer>(enabled ? queryKeys.team.visitRating(visitId) : null, (api) => api.team.visitRating(visitId));
}
