/** Sitter payouts (payouts/payouts.ts): the admins' weeks and marking one paid; a sitter's own paid weeks. */
import { payoutsEndpoints as endpoints } from '@housesit/shared-contracts';
import { Hono } from 'hono';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { serve } from '../http/endpoint.js';
import { currentUser } from '../http/session.js';
import type { AppEnv } from '../http/types.js';
import { markPayout, paidWeeksOf, payoutWeeks } from '../payouts/payouts.js';

/** Mounted at /api. */
/** Mounted at /api. */
export function payoutRoutes(deps: { db: Database; clock: Clock }) {
  const routes = new Hono<AppEnv>();
  serve(routes, endpoints.weeks, async () => ({ items: await payoutWeeks(deps.db, deps.clock.now()) }));
  serve(routes, endpoints.markPaid, async (c, { body }) => markPayout(deps.db, currentUser(c), body, deps.clock.now()), { status: 201 });
  serve(routes, endpoints.mine, async (c) => ({ items: await paidWeeksOf(deps.db, currentUser(c).id) }));
  return routes;
}
