/** GET /api/admin/revenue: the revenue screen's figures (definitions in admin/revenue.ts). */
import { adminReportsEndpoints } from '@housesit/shared-contracts';
import { Hono } from 'hono';
import { revenueReport } from '../admin/revenue.js';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { serve } from '../http/endpoint.js';
import type { AppEnv } from '../http/types.js';

/** Mounted at /api. */
export function adminRevenueRoutes(deps: { db: Database; clock: Clock }) {
  const routes = new Hono<AppEnv>();
  serve(routes, adminReportsEndpoints.revenue, async () => revenueReport(deps.db, deps.clock.now()));
  return routes;
}
