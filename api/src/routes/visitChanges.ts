/**
 * Changes to a booked visit (docs/product/DECISIONS.md 'Cancellation and refunds'): cancel (with the
 * refund due, asked first through /cancellation) and reschedule. The visit's homeowner, with the
 * FAQ's notice; admins, any visit not begun (a cancel then needs a reason and says whether to
 * refund). Sitters get 403; another homeowner's visit 404. After each change the visit's people
 * hear visitChanged (the homeowner's lists, the sitters' jobs, the admins' queue refetch).
 */
import { HOMEOWNER_MESSAGES, homeownerEndpoints as endpoints, type User } from '@housesit/shared-contracts';
import { Hono } from 'hono';
import { optionalValue } from '../auth/users.js';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import type { EventPublisher } from '../events/publisher.js';
import { serve } from '../http/endpoint.js';
import { ApiProblem } from '../http/errors.js';
import { parseId } from '../http/params.js';
import { currentUser } from '../http/session.js';
import type { AppEnv } from '../http/types.js';
import { cancelVisit, previewCancellation, type RefundDeps } from '../payments/refunds.js';
import { publishVisitChanged } from '../visits/changes.js';
import { getVisit, viewerOf } from '../visits/list.js';
import { rescheduleVisit } from '../visits/reschedule.js';

/** Who asks, as the rules name them; a homeowner is held to their own visits. */
function asActor(user: User) {
  return user.role === 'admin' ? { actor: 'admin' as const, ownerId: null } : { actor: 'homeowner' as const, ownerId: user.id };
}

/** Mounted at /api. */
export function visitChangeRoutes(deps: RefundDeps & { db: Database; clock: Clock; events: EventPublisher }) {
  const routes = new Hono<AppEnv>();

  serve(
    routes,
    endpoints.cancelVisit,
    async (c, { params, body }) => {
      // No body reads as {} (bodyOptional); the definition's struct lets the client send none.
      const payload = body ?? {};
      const visitId = parseId(params.id);
      const user = currentUser(c);
      const who = asActor(user);
      const reason = who.actor === 'admin' ? optionalValue(payload.reason) : null;
      if (who.actor === 'admin' && reason === null) {
        throw new ApiProblem(400, 'visit.cancel_reason_required', HOMEOWNER_MESSAGES.cancelReasonRequired, {
          reason: HOMEOWNER_MESSAGES.cancelReasonRequired,
        });
      }
      // A homeowner's cancel always refunds what is due; an admin chooses (refund unless told not to).
      const refund = who.actor === 'homeowner' || payload.refund !== false;
      const result = await cancelVisit(deps, { ...who, userId: user.id, visitId, now: deps.clock.now(), refund, reason });
      const visit = await getVisit(deps.db, visitId, viewerOf(user));
      await publishVisitChanged(deps, visitId, visit.assignedSitterId);
      return { visit, refund: result };
    },
    { bodyOptional: true },
  );

  serve(routes, endpoints.cancellation, async (c, { params }) => {
    const who = asActor(currentUser(c));
    const refund = who.actor === 'homeowner' || c.req.query('refund') !== 'false';
    const decision = await previewCancellation(deps.db, { ...who, visitId: parseId(params.id), now: deps.clock.now(), refund });
    return decision.allowed
      ? { allowed: true as const, refundCents: decision.refundCents, lines: decision.lines }
      : { allowed: false as const, code: decision.refusal.code, message: decision.refusal.message };
  });

  serve(routes, endpoints.rescheduleVisit, async (c, { params, body: { date, timeWindow, reason } }) => {
    const visitId = parseId(params.id);
    const user = currentUser(c);
    const who = asActor(user);
    const moved = await rescheduleVisit(deps, {
      ...who,
      userId: user.id,
      visitId,
      date,
      timeWindow,
      reason: who.actor === 'admin' ? optionalValue(reason) : null,
    });
    await publishVisitChanged(deps, visitId, moved.previousSitterId);
    return {
      visit: await getVisit(deps.db, visitId, viewerOf(user)),
      sitterUnassigned: moved.sitterUnassigned,
    };
  });

  return routes;
}
