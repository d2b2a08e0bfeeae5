/**
 * GET /api/ready: may a load balancer send traffic here? 200 `{ ready: true }` when the database
 * answers, its migrations are this build's, and the instance is not shutting down; else 503
 * `server.not_ready` naming the check that failed. /api/health stays the liveness check (the
 * process answers): a draining instance is alive but not ready.
 */
import { serverEndpoints } from '@housesit/shared-contracts';
import { Hono } from 'hono';
import { pendingMigrations } from '../db/migrationStatus.js';
import type { Database } from '../db/open.js';
import { serve } from '../http/endpoint.js';
import { errorBody } from '../http/errors.js';
import type { AppEnv } from '../http/types.js';
import type { DrainState } from '../ops/drain.js';

export type ReadinessCheck = 'draining' | 'database' | 'migrations';

const NOT_READY: Record<ReadinessCheck, string> = {
  draining: 'This instance is shutting down.',
  database: 'The database does not answer.',
  migrations: 'The database is missing migrations this build needs.',
};

/** Mounted at /api. */
export function readyRoutes(deps: { db: Database; drain?: DrainState; pendingMigrations?: typeof pendingMigrations }) {
  const routes = new Hono<AppEnv>();
  const pending = deps.pendingMigrations ?? pendingMigrations;
  serve(routes, serverEndpoints.ready, async (c) => {
    const notReady = (check: ReadinessCheck, extra: Record<string, unknown> = {}) =>
      c.json({ ready: false, check, ...extra, ...errorBody('server.not_ready', NOT_READY[check]) }, 503);
    // First, and without a query: a draining instance leaves the pool however healthy its database.
    if (deps.drain?.draining) return notReady('draining');
    let missing: string[];
    try {
      missing = await pending(deps.db);
    } catch {
      return notReady('database');
    }
    if (missing.length > 0) return notReady('migrations', { pending: missing });
    return { ready: true };
  });
  return routes;
}
