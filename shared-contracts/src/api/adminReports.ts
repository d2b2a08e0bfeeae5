import type { RevenueReport } from '../schemas/admin.js';
import { request, type Transport } from './request.js';

/** Admin reports computed by the database. (The location-requests list is booking.locationRequests.) */
export function adminReportsApi(t: Transport) {
  return {
    revenue: () => request<RevenueReport>(t, '/api/admin/revenue'),
  };
}
