import { queryKeys, type RevenueReport } from '@housesit/shared-contracts';
import { useApiQuery } from '@housesit/shell/kit';

/** GET /api/admin/revenue: every figure of the screen, computed by the database from paid bookings. */
export function useRevenueReport() {
  return useApiQuery<RevenueReport>(queryKeys.admin.revenue(), (api) => api.adminReports.revenue());
}
