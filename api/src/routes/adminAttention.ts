/** GET /api/admin/attention: what needs the office now (admin/attention.ts), for admins. */
import { adminEndpoints } from '@housesit/shared-contracts';
import { Hono } from 'hono';
import { attentionReport } from '../admin/attention.js';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { serve } from '../http/endpoint.js';
import { currentUser } from '../http/session.js';
import type { AppEnv } from '../http/types.js';

/** Mounted at /api. */
export function adminAttentionRoutes(deps: { db: Database; clock: Clock }) {
  const routes = new Hono<AppEnv>();
  serve(routes, adminEndpoints.attention, async (c) => attentionReport(deps.db, currentUser(c), deps.clock.now()));
  return routes;
}
