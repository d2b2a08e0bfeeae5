/** GET /api/admin/revenue: the revenue screen's figures (definitions in admin/revenue.ts). */
import type { RevenueReport } from '@housesit/shared-contracts';
import { Hono } from 'hono';
import { revenueReport } from '../admin/revenue.js';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { requireRole } from '../http/session.js';
import type { AppEnv } from '../http/types.js';

export function adminRevenueRoutes(deps: { db: Database; clock: Clock }) {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireRole('admin'));
  routes.get('/', async (c) => c.json<RevenueReport>(await revenueReport(deps.db, deps.clock.now())));
  return routes;
}
