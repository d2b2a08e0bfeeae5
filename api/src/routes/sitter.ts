/** The housesitter's own figures: GET /api/sitter/earnings (definitions in visits/earnings.ts). */
import { lifecycleEndpoints } from '@housesit/shared-contracts';
import { Hono } from 'hono';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { serve } from '../http/endpoint.js';
import { currentUser } from '../http/session.js';
import type { AppEnv } from '../http/types.js';
import { sitterEarnings } from '../visits/earnings.js';

/** Mounted at /api. */
export function sitterRoutes(deps: { db: Database; clock: Clock }) {
  const routes = new Hono<AppEnv>();
  serve(routes, lifecycleEndpoints.sitterEarnings, async (c) => sitterEarnings(deps.db, currentUser(c).id, deps.clock.now()));
  return routes;
}
