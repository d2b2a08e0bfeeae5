/** GET /api/admin/attention: what needs the office now (admin/attention.ts), for admins. */
import type { AttentionReport } from '@housesit/shared-contracts';
import { Hono } from 'hono';
import { attentionReport } from '../admin/attention.js';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { currentUser, requireRole } from '../http/session.js';
import type { AppEnv } from '../http/types.js';

export function adminAttentionRoutes(deps: { db: Database; clock: Clock }) {
  const routes = new Hono<AppEnv>();
  routes.get('/', requireRole('admin'), async (c) =>
    c.json<AttentionReport>(await attentionReport(deps.db, currentUser(c), deps.clock.now())),
  );
  return routes;
}
