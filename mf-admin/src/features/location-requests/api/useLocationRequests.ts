import type { LocationRequest } from '@housesit/shared-contracts';
import { useApiQuery } from '@housesit/shell/kit';

/** GET /api/admin/location-requests: the newest service-area requests first. */
export function useLocationRequests() {
  return useApiQuery<{ items: LocationRequest[] }>(['admin', 'location-requests'], (api) => api.booking.locationRequests());
}
