/** Admin-only endpoints: the job queue over every visit and the dashboard figures. */
import { Hono } from 'hono';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { requireRole } from '../http/session.js';
import type { AppEnv } from '../http/types.js';
import { listVisits } from '../visits/list.js';
import { parseVisitQuery } from '../visits/query.js';
import { adminStats } from '../visits/stats.js';

export function adminRoutes(deps: { db: Database; clock: Clock }) {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireRole('admin'));

  routes.get('/jobs', async (c) => {
    const query = parseVisitQuery(c.req.query());
    return c.json(await listVisits(deps.db, { kind: 'all' }, query, deps.clock.now()));
  });

  // How each figure is defined: see adminStats in visits/stats.ts.
  routes.get('/stats', async (c) => c.json(await adminStats(deps.db, deps.clock.now())));

  return routes;
}
