/** GET /api/health: for load balancers and start-up waits; 503 when the database is unreachable. */
import { serverEndpoints } from '@housesit/shared-contracts';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../db/open.js';
import { serve } from '../http/endpoint.js';
import type { AppEnv } from '../http/types.js';

/** Mounted at /api. */
export function healthRoutes(deps: { db: Database }) {
  const routes = new Hono<AppEnv>();
  serve(routes, serverEndpoints.health, async () => {
    // Throws on a connection failure, which the error handler answers with 503.
    await deps.db.execute(sql`select 1`);
    return { status: 'ok' as const };
  });
  return routes;
}
