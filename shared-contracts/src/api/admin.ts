import type { AdminStats, HomeownerSummaryPage, HomeownerSummaryQuery } from '../schemas/admin.js';
import type { AttentionReport } from '../schemas/attention.js';
import type { VisitPage, VisitQuery } from '../schemas/visit.js';
import { request, type Transport } from './request.js';

export function adminApi(t: Transport) {
  return {
    jobs: (query: VisitQuery = {}) => request<VisitPage>(t, '/api/admin/jobs', { query: { ...query } }),
    stats: () => request<AdminStats>(t, '/api/admin/stats'),
    /** What needs the office now: the dashboard's 'Needs attention' panel. */
    attention: () => request<AttentionReport>(t, '/api/admin/attention'),
    homeowners: (query: HomeownerSummaryQuery = {}) =>
      request<HomeownerSummaryPage>(t, '/api/admin/users/homeowners', { query: { ...query } }),
  };
}
