/** Sitter payouts (payouts/payouts.ts): the admins' weeks and marking one paid; a sitter's own paid weeks. */
import { MarkPayoutStruct, SITTER_ROLE, type PayoutWeek, type SitterPayout } from '@housesit/shared-contracts';
import { Hono } from 'hono';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { readBody } from '../http/body.js';
import { currentUser, requireRole } from '../http/session.js';
import type { AppEnv } from '../http/types.js';
import { markPayout, paidWeeksOf, payoutWeeks } from '../payouts/payouts.js';

/** Mounted at /api. */
export function payoutRoutes(deps: { db: Database; clock: Clock }) {
  const routes = new Hono<AppEnv>();
  routes.get('/admin/payouts', requireRole('admin'), async (c) =>
    c.json<{ items: PayoutWeek[] }>({ items: await payoutWeeks(deps.db, deps.clock.now()) }),
  );
  routes.post('/admin/payouts', requireRole('admin'), async (c) => {
    const input = await readBody(c, MarkPayoutStruct);
    return c.json<PayoutWeek>(await markPayout(deps.db, currentUser(c), input, deps.clock.now()), 201);
  });
  routes.get('/sitter/payouts', requireRole(SITTER_ROLE), async (c) =>
    c.json<{ items: SitterPayout[] }>({ items: await paidWeeksOf(deps.db, currentUser(c).id) }),
  );
  return routes;
}
