import type { AdminStats } from '../schemas/admin.js';
import type { VisitPage, VisitQuery } from '../schemas/visit.js';
import { request, type Transport } from './request.js';

export function adminApi(t: Transport) {
  return {
    jobs: (query: VisitQuery = {}) => request<VisitPage>(t, '/api/admin/jobs', { query: { ...query } }),
    stats: () => request<AdminStats>(t, '/api/admin/stats'),
  };
}
