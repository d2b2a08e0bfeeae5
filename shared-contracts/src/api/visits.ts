import type { VisitQuery } from '../schemas/visit.js';
import { visitsRoutes as e } from './routes.generated.js';
import { call } from './call.js';
import type { Transport } from './request.js';

export function visitsApi(t: Transport) {
  return {
    list: (query: VisitQuery = {}) => call(t, e.list, { query: { ...query } }),
    userStats: () => call(t, e.userStats, {}),
  };
}
