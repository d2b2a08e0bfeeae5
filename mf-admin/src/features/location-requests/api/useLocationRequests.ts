import { LOCATION_REQUESTS_PAGE_SIZE, queryKeys, type LocationRequestPage } from '@housesit/shared-contracts';
import { useApiQuery } from '@housesit/shell/kit';

/** GET /api/admin/location-requests: one page of service-area requests, newest first. */
export function useLocationRequests(offset: number) {
  return useApiQuery<LocationRequestPage>(queryKeys.admin.locationRequests(offset), (api) =>
    api.booking.locationRequests({ limit: LOCATION_REQUESTS_PAGE_SIZE, offset }),
  );
}
