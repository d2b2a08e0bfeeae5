import type { UserStats } from '@housesit/shared-contracts';
import { useApiQuery } from '@housesit/shell/kit';

export const USER_STATS_KEY = ['user-stats'] as const;

/** GET /api/user/stats: the signed-in homeowner's own counts and spend. */
export function useUserStats() {
  return useApiQuery<UserStats>(USER_STATS_KEY, (api) => api.visits.userStats());
}
