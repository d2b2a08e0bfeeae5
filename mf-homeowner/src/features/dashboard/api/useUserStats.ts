import { queryKeys, type UserStats } from '@housesit/shared-contracts';
import { useApiQuery } from '@housesit/shell/kit';

/** GET /api/user/stats: the signed-in homeowner's own counts and spend. */
export function useUserStats() {
  return useApiQuery<UserStats>(queryKeys.userStats.all(), (api) => api.visits.userStats());
}
