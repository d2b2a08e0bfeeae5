/** The housesitter's own figures: GET /api/sitter/earnings (definitions in visits/earnings.ts). */
import { SITTER_ROLE, type SitterEarnings } from '@housesit/shared-contracts';
import { Hono } from 'hono';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { currentUser, requireRole } from '../http/session.js';
import type { AppEnv } from '../http/types.js';
import { sitterEarnings } from '../visits/earnings.js';

export function sitterRoutes(deps: { db: Database; clock: Clock }) {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireRole(SITTER_ROLE));

  routes.get('/earnings', async (c) => c.json<SitterEarnings>(await sitterEarnings(deps.db, currentUser(c).id, deps.clock.now())));

  return routes;
}
