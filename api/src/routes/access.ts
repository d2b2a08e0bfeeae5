/**
 * A property's access details (decision 024): door, lockbox and alarm codes, key, gate, Wi-Fi.
 * - GET /api/properties/access?address=: the owner's masked summary (which fields are set).
 * - PUT /api/properties/access { address, details }: the owner, any time.
 * - GET /api/properties/access/reveals?address=: the owner's list of every reveal.
 * - PUT /api/admin/visits/:id/access { reason, details }: an admin, for the visit's property.
 * - POST /api/visits/:id/access/reveal { reason? }: the details, opened, for the visit's assigned
 *   sitter from an hour before its window starts until it ends (America/New_York), or for an
 *   admin with a reason. Everyone else 403: access.reveal_not_now (the visit's sitter at another
 *   time) or access.reveal_refused (anyone else, also for a visit that does not exist, so ids
 *   cannot be probed). Every reveal is recorded: who, when, which visit, from which address.
 */
import {
  ACCESS_MESSAGES,
  accessEndpoints as endpoints,
  SITTER_ROLE,
  serviceDayKey,
  windowEndsAt,
  windowStartsAt,
} from '@housesit/shared-contracts';
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { optionalValue } from '../auth/users.js';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { visits, type VisitRow } from '../db/schema.js';
import { serve } from '../http/endpoint.js';
import { ApiProblem, notFound } from '../http/errors.js';
import { parseId } from '../http/params.js';
import { currentUser } from '../http/session.js';
import type { AppEnv } from '../http/types.js';
import type { Keyring } from '../access/sealing.js';
import { accessSummary, listReveals, openForVisit, recordReveal, saveAccess } from '../access/store.js';

/** The sitter may open the details this long before the visit's window starts. */
export const REVEAL_LEAD_MS = 60 * 60 * 1000;

/** From an hour before the visit's window on its New York day until the window ends. */
export function revealWindow(visit: Pick<VisitRow, 'scheduledDate' | 'timeWindow'>): { opens: Date; closes: Date } {
  const day = serviceDayKey(visit.scheduledDate);
  return {
    opens: new Date(windowStartsAt(day, visit.timeWindow).getTime() - REVEAL_LEAD_MS),
    closes: windowEndsAt(day, visit.timeWindow),
  };
}

const refused = () => new ApiProblem(403, 'access.reveal_refused', ACCESS_MESSAGES.revealRefused);
const notNow = () => new ApiProblem(403, 'access.reveal_not_now', ACCESS_MESSAGES.revealNotNow);
const reasonRequired = () =>
  new ApiProblem(400, 'access.reason_required', ACCESS_MESSAGES.reasonRequired, { reason: ACCESS_MESSAGES.reasonRequired });

function addressOf(c: Context<AppEnv>): string {
  const address = c.req.query('address')?.trim();
  if (!address) throw new ApiProblem(400, 'request.invalid', ACCESS_MESSAGES.addressRequired, { address: ACCESS_MESSAGES.addressRequired });
  return address;
}

/** Mounted at /api. */
export function accessRoutes(deps: { db: Database; clock: Clock; keyring: Keyring }) {
  const { db, clock, keyring } = deps;
  const routes = new Hono<AppEnv>();

  serve(routes, endpoints.summary, async (c) => accessSummary(db, currentUser(c).id, addressOf(c)));

  serve(routes, endpoints.save, async (c, { body: { address, details } }) => {
    const user = currentUser(c);
    const input = { homeownerId: user.id, address: address.trim(), details, by: user.id, reason: null, now: clock.now() };
    return saveAccess(db, keyring, input);
  });

  serve(routes, endpoints.reveals, async (c) => ({ items: await listReveals(db, currentUser(c).id, addressOf(c)) }));

  serve(routes, endpoints.adminSave, async (c, { params, body: payload }) => {
    const visitId = parseId(params.id);
    const user = currentUser(c);
    const reason = optionalValue(payload.reason);
    if (reason === null) throw reasonRequired();
    const [visit] = await db.select().from(visits).where(eq(visits.id, visitId)).limit(1);
    if (!visit) throw notFound('visit.not_found');
    const input = {
      homeownerId: visit.homeownerId,
      address: visit.propertyAddress,
      details: payload.details,
      by: user.id,
      reason,
      now: clock.now(),
    };
    return saveAccess(db, keyring, input);
  });

  serve(
    routes,
    endpoints.reveal,
    async (c, { params, body: payload }) => {
      const user = currentUser(c);
      if (user.role !== 'admin' && user.role !== SITTER_ROLE) throw refused();
      const visitId = parseId(params.id);
      const reason = user.role === 'admin' ? optionalValue(payload.reason) : null;
      if (user.role === 'admin' && reason === null) throw reasonRequired();
      const now = clock.now();
      const [visit] = await db.select().from(visits).where(eq(visits.id, visitId)).limit(1);
      if (user.role !== 'admin') {
        if (!visit || visit.assignedSitterId !== user.id) throw refused();
        const { opens, closes } = revealWindow(visit);
        const open = (visit.status === 'scheduled' || visit.status === 'in_progress') && now >= opens && now < closes;
        if (!open) throw notNow();
      } else if (!visit) {
        throw notFound('visit.not_found');
      }
      const found = visit!;
      const details = await openForVisit(db, keyring, found);
      await recordReveal(db, { visitId, userId: user.id, role: user.role, reason, ip: c.get('clientAddress'), at: now });
      return { visitId, details };
    },
    { bodyOptional: true },
  );

  return routes;
}
