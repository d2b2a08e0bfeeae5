import { queryKeys, type ApiClient, type UserStats } from '@housesit/shared-contracts';
import { useApiQuery } from '@housesit/shell/kit';

/** GET /api/user/stats: one of the dashboard's first requests (area.json `firstRequests`). */
export const fetchUserStats = (api: ApiClient) => api.visits.userStats();

/** The signed-in homeowner's own counts and spend. */
export function useUserStats() {
  return useApiQuery<UserStats>(queryKeys.userStats.all(), fetchUserStats);
}
