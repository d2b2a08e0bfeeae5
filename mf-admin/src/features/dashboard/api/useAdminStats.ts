import { queryKeys, type AdminStats } from '@housesit/shared-contracts';
import { useApiQuery } from '@housesit/shell/kit';

/** GET /api/admin/stats: the dashboard cards and the revenue screen's Monthly Revenue. */
export function useAdminStats() {
  return useApiQuery<AdminStats>(queryKeys.admin.stats(), (api) => api.admin.stats());
}
