import { DASHBOARD_UPCOMING_LIMIT, DASHBOARD_UPCOMING_QUERY } from '@housesit/shared-contracts';
import { useVisitsData } from '@housesit/shell/kit';

/**
 * Upcoming means status scheduled and a date in the future (customer.md §2); the API filters.
 * The query is shared-contracts' so the server can answer it into the page (firstRequests.ts).
 */
export function useUpcomingVisits() {
  const result = useVisitsData('homeowner', DASHBOARD_UPCOMING_QUERY);
  // The API honours the limit; the slice keeps the screen within the spec's 3 regardless.
  const visits = result.data?.items.slice(0, DASHBOARD_UPCOMING_LIMIT);
  return { ...result, visits };
}
