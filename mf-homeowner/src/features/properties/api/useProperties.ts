import { queryKeys, type PropertySummary } from '@housesit/shared-contracts';
import { useApiQuery, useSession } from '@housesit/shell/kit';

/** The addresses the homeowner has booked (GET /api/properties), with their visit counts. */
export function useProperties() {
  const { user } = useSession();
  return useApiQuery<{ items: PropertySummary[] }>(user ? queryKeys.properties(user.id) : null, (api) => api.homeowner.properties());
}
