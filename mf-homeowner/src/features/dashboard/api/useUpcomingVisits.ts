import { DASHBOARD_UPCOMING_LIMIT, type VisitQuery } from '@housesit/shared-contracts';
import { useVisitsData } from '@housesit/shell/kit';

/** Upcoming means status scheduled and a date in the future (customer.md §2); the API filters. */
export const UPCOMING_QUERY: VisitQuery = { when: 'upcoming', status: 'scheduled', limit: DASHBOARD_UPCOMING_LIMIT };

export function useUpcomingVisits() {
  const result = useVisitsData('homeowner', UPCOMING_QUERY);
  // The API honours the limit; the slice keeps the screen within the spec's 3 regardless.
  const visits = result.data?.items.slice(0, DASHBOARD_UPCOMING_LIMIT);
  return { ...result, visits };
}
