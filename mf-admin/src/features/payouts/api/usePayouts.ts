import { queryKeys, type PayoutWeek, type SitterRatingSummary } from '@housesit/shared-contracts';
import { useApiQuery } from '@housesit/shell/kit';

/** GET /api/admin/payouts: the last weeks' pay per sitter, pending or paid. */
export function usePayouts() {
  return useApiQuery<{ items: PayoutWeek[] }>(queryKeys.team.payouts(), (api) => api.team.payouts());
}

/** GET /api/admin/sitter-ratings: every sitter's average rating and count. */
export function useSitterRatings() {
  return useApiQuery<{ items: SitterRatingSummary[] }>(queryKeys.team.sitterRatings(), (api) => api.team.sitterRatings());
}
