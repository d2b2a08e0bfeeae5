import { ADMIN_TODAY_JOBS_LIMIT, type VisitQuery } from '@housesit/shared-contracts';
import { useVisitsData } from '@housesit/shell/kit';

/** Today's jobs as the dashboard asks for them: one of its first requests (area.json). */
export const TODAYS_JOBS_QUERY: VisitQuery = { when: 'today', limit: ADMIN_TODAY_JOBS_LIMIT };

/** GET /api/admin/jobs?when=today, at most ADMIN_TODAY_JOBS_LIMIT jobs. */
export function useTodaysJobs() {
  const query = useVisitsData('admin', TODAYS_JOBS_QUERY);
  // The server honours the limit; slicing again keeps the spec's "at most 5" whatever it sends.
  const jobs = query.data?.items.slice(0, ADMIN_TODAY_JOBS_LIMIT);
  // How many today's visits the list leaves out ('+n more', a link to the whole day).
  const more = query.data ? Math.max(0, query.data.total - (jobs?.length ?? 0)) : 0;
  return { ...query, jobs, more };
}
