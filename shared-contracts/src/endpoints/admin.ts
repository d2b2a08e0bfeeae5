import { AdminStatsStruct, HomeownerSummaryPageStruct, HomeownerSummaryQueryStruct, RevenueReportStruct } from '../schemas/admin.js';
import { AttentionReportStruct } from '../schemas/responses.js';
import { VisitPageStruct, VisitQueryStruct } from '../schemas/visit.js';
import { ADMIN, endpoint, shapeOf } from './endpoint.js';

export const adminEndpoints = {
  jobs: endpoint({
    method: 'GET',
    path: '/api/admin/jobs',
    query: VisitQueryStruct,
    response: VisitPageStruct,
    access: ADMIN,
    summary: 'The job queue, filtered and paged',
  }),
  stats: endpoint({
    method: 'GET',
    path: '/api/admin/stats',
    response: AdminStatsStruct,
    access: ADMIN,
    summary: "The dashboard's counts",
  }),
  attention: endpoint({
    method: 'GET',
    path: '/api/admin/attention',
    response: AttentionReportStruct,
    access: ADMIN,
    summary: "What needs the office now: the dashboard's 'Needs attention' panel",
  }),
  homeowners: endpoint({
    method: 'GET',
    path: '/api/admin/users/homeowners',
    query: HomeownerSummaryQueryStruct,
    response: HomeownerSummaryPageStruct,
    access: ADMIN,
    summary: 'A page of homeowners with their visit and payment totals',
  }),
};

/** Admin reports computed by the database. */
export const adminReportsEndpoints = {
  revenue: endpoint({
    method: 'GET',
    path: '/api/admin/revenue',
    response: RevenueReportStruct,
    access: ADMIN,
    summary: 'The revenue report',
  }),
  // The API's own description, read from these definitions: admins only, it maps every door.
  openApi: endpoint({
    method: 'GET',
    path: '/api/admin/openapi.json',
    response: shapeOf<Record<string, unknown>>('OpenApiDocument'),
    access: ADMIN,
    summary: 'This API as an OpenAPI 3.1 document',
  }),
};
