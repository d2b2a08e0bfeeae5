/** GET /api/visits (the caller's visits by role) and GET /api/user/stats (homeowners). */
import { visitsEndpoints as endpoints } from '@housesit/shared-contracts';
import { Hono } from 'hono';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { serve } from '../http/endpoint.js';
import { currentUser } from '../http/session.js';
import type { AppEnv } from '../http/types.js';
import { cachedVisitPage, scopeFor, sendVisitPage } from '../visits/list.js';
import type { PageCache } from '../visits/pageCache.js';
import { parseVisitQuery } from '../visits/query.js';
import { userStats } from '../visits/stats.js';

/** Mounted at /api. */
export function visitRoutes(deps: { db: Database; clock: Clock; pageCache: PageCache }) {
  const routes = new Hono<AppEnv>();

  // Homeowners get their own visits, sitters those assigned to them, admins all of them.
  serve(routes, endpoints.list, async (c) => {
    const user = currentUser(c);
    const query = parseVisitQuery(c.req.query());
    return sendVisitPage(c, await cachedVisitPage(deps, c.get('dataVersion'), scopeFor(user), query, deps.clock.now()));
  });

  serve(routes, endpoints.userStats, async (c) => userStats(deps.db, currentUser(c).id, deps.clock.now()));

  return routes;
}
