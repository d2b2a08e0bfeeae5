/** GET /api/visits (the caller's visits by role) and GET /api/user/stats (homeowners). */
import { Hono } from 'hono';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { currentUser, requireAuth, requireRole } from '../http/session.js';
import type { AppEnv } from '../http/types.js';
import { cachedVisitPage, scopeFor, sendVisitPage } from '../visits/list.js';
import type { PageCache } from '../visits/pageCache.js';
import { parseVisitQuery } from '../visits/query.js';
import { userStats } from '../visits/stats.js';

export function visitRoutes(deps: { db: Database; clock: Clock; pageCache: PageCache }) {
  const routes = new Hono<AppEnv>();

  // Homeowners get their own visits, sitters those assigned to them, admins all of them.
  routes.get('/visits', requireAuth, async (c) => {
    const user = currentUser(c);
    const query = parseVisitQuery(c.req.query());
    return sendVisitPage(c, await cachedVisitPage(deps, c.get('dataVersion'), scopeFor(user), query, deps.clock.now()));
  });

  routes.get('/user/stats', requireRole('homeowner'), async (c) => {
    const user = currentUser(c);
    return c.json(await userStats(deps.db, user.id, deps.clock.now()));
  });

  return routes;
}
