import type { HomeownerSummaryQuery } from '../schemas/admin.js';
import type { VisitQuery } from '../schemas/visit.js';
import { adminRoutes as e } from './routes.generated.js';
import { call } from './call.js';
import type { Transport } from './request.js';

export function adminApi(t: Transport) {
  return {
    jobs: (query: VisitQuery = {}) => call(t, e.jobs, { query: { ...query } }),
    stats: () => call(t, e.stats, {}),
    /** What needs the office now: the dashboard's 'Needs attention' panel. */
    attention: () => call(t, e.attention, {}),
    homeowners: (query: HomeownerSummaryQuery = {}) => call(t, e.homeowners, { query: { ...query } }),
  };
}
