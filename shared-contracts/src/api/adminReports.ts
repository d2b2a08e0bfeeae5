import { adminReportsRoutes as e } from './routes.generated.js';
import { call } from './call.js';
import type { Transport } from './request.js';

/** Admin reports computed by the database. (The location-requests list is booking.locationRequests.) */
export function adminReportsApi(t: Transport) {
  return {
    revenue: () => call(t, e.revenue, {}),
    /** This API described from its endpoint definitions (OpenAPI 3.1). */
    openApi: () => call(t, e.openApi, {}),
  };
}
