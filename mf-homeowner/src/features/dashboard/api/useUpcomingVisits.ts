import { DASHBOARD_UPCOMING_LIMIT, type VisitQuery } from '@housesit/shared-contracts';
import { useVisitsData } from '@housesit/shell/kit';

/**
 * The dashboard's upcoming visits: scheduled, in the future, the first 3. One of the dashboard's
 * first requests (area.json `firstRequests`, which firstRequests.test.ts holds to this query), so
 * the page server answers it into the page.
 */
export const DASHBOARD_UPCOMING_QUERY: VisitQuery = { when: 'upcoming', status: 'scheduled', limit: DASHBOARD_UPCOMING_LIMIT };

/** Upcoming means status scheduled and a date in the future; the API filters. */
export function useUpcomingVisits() {
  const result = useVisitsData('homeowner', DASHBOARD_UPCOMING_QUERY);
  // The API honours the limit; the slice keeps the screen within the spec's 3 regardless.
  const visits = result.data?.items.slice(0, DASHBOARD_UPCOMING_LIMIT);
  return { ...result, visits };
}
