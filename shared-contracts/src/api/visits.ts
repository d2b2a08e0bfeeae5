import type { UserStats } from '../schemas/admin.js';
import type { VisitPage, VisitQuery } from '../schemas/visit.js';
import { request, type Transport } from './request.js';

export function visitsApi(t: Transport) {
  return {
    list: (query: VisitQuery = {}) => request<VisitPage>(t, '/api/visits', { query: { ...query } }),
    userStats: () => request<UserStats>(t, '/api/user/stats'),
  };
}
