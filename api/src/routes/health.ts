/** GET /api/health: for load balancers and start-up waits; 503 when the database is unreachable. */
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../db/open.js';
import type { AppEnv } from '../http/types.js';

export function healthRoutes(deps: { db: Database }) {
  const routes = new Hono<AppEnv>();
  routes.get('/', async (c) => {
    // Throws on a connection failure, which the error handler answers with 503.
    await deps.db.execute(sql`select 1`);
    return c.json({ status: 'ok' });
  });
  return routes;
}
