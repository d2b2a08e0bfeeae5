import { UserStatsStruct } from '../schemas/admin.js';
import { VisitPageStruct, VisitQueryStruct } from '../schemas/visit.js';
import { endpoint, HOMEOWNER, SIGNED_IN } from './endpoint.js';

export const visitsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/visits',
    query: VisitQueryStruct,
    response: VisitPageStruct,
    access: SIGNED_IN,
    summary: "A page of the caller's visits (a homeowner's own, a sitter's assigned, an admin's all)",
  }),
  userStats: endpoint({
    method: 'GET',
    path: '/api/user/stats',
    response: UserStatsStruct,
    access: HOMEOWNER,
    summary: "The homeowner's visit counts",
  }),
};
