import type { RevenueReport } from '@housesit/shared-contracts';
import { useApiQuery } from '@housesit/shell/kit';

/** GET /api/admin/revenue: every figure of the screen, computed by the database from paid bookings. */
export function useRevenueReport() {
  return useApiQuery<RevenueReport>(['admin', 'revenue'], (api) => api.adminReports.revenue());
}
