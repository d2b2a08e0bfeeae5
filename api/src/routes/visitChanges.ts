/**
 * Changes to a booked visit (DECISIONS.md 'Cancellation and refunds'): cancel (with the
 * refund due, asked first through /cancellation) and reschedule. The visit's homeowner, with the
 * FAQ's notice; admins, any visit not begun (a cancel then needs a reason and says whether to
 * refund). Sitters get 403; another homeowner's visit 404. After each change the visit's people
 * hear visitChanged (the homeowner's lists, the sitters' jobs, the admins' queue refetch).
 */
import {
  CancelVisitPayloadStruct,
  HOMEOWNER_MESSAGES,
  RescheduleVisitPayloadStruct,
  type CancellationPreview,
  type CancelResponse,
  type RescheduleResponse,
  type User,
} from '@housesit/shared-contracts';
import { Hono } from 'hono';
import { optionalValue } from '../auth/users.js';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import type { EventPublisher } from '../events/publisher.js';
import { readBody, readOptionalBody } from '../http/body.js';
import { ApiProblem } from '../http/errors.js';
import { parseId } from '../http/params.js';
import { currentUser, requireRole } from '../http/session.js';
import type { AppEnv } from '../http/types.js';
import { cancelVisit, previewCancellation, type RefundDeps } from '../payments/refunds.js';
import { publishVisitChanged } from '../visits/changes.js';
import { getVisit } from '../visits/list.js';
import { rescheduleVisit } from '../visits/reschedule.js';

/** Who asks, as the rules name them; a homeowner is held to their own visits. */
function asActor(user: User) {
  return user.role === 'admin' ? { actor: 'admin' as const, ownerId: null } : { actor: 'homeowner' as const, ownerId: user.id };
}

export function visitChangeRoutes(deps: RefundDeps & { db: Database; clock: Clock; events: EventPublisher }) {
  const routes = new Hono<AppEnv>();
  const owners = requireRole('homeowner', 'admin');

  routes.patch('/visit/:id/cancel', owners, async (c) => {
    const visitId = parseId(c.req.param('id'));
    const user = currentUser(c);
    const who = asActor(user);
    const payload = await readOptionalBody(c, CancelVisitPayloadStruct);
    const reason = who.actor === 'admin' ? optionalValue(payload.reason) : null;
    if (who.actor === 'admin' && reason === null) {
      throw new ApiProblem(400, 'visit.cancel_reason_required', HOMEOWNER_MESSAGES.cancelReasonRequired, {
        reason: HOMEOWNER_MESSAGES.cancelReasonRequired,
      });
    }
    // A homeowner's cancel always refunds what is due; an admin chooses (refund unless told not to).
    const refund = who.actor === 'homeowner' || payload.refund !== false;
    const result = await cancelVisit(deps, { ...who, userId: user.id, visitId, now: deps.clock.now(), refund, reason });
    const visit = await getVisit(deps.db, visitId);
    await publishVisitChanged(deps, visitId, visit.assignedSitterId);
    return c.json<CancelResponse>({ visit, refund: result });
  });

  routes.get('/visit/:id/cancellation', owners, async (c) => {
    const who = asActor(currentUser(c));
    const refund = who.actor === 'homeowner' || c.req.query('refund') !== 'false';
    const decision = await previewCancellation(deps.db, { ...who, visitId: parseId(c.req.param('id')), now: deps.clock.now(), refund });
    return c.json<CancellationPreview>(
      decision.allowed
        ? { allowed: true, refundCents: decision.refundCents, lines: decision.lines }
        : { allowed: false, code: decision.refusal.code, message: decision.refusal.message },
    );
  });

  routes.patch('/visit/:id/reschedule', owners, async (c) => {
    const visitId = parseId(c.req.param('id'));
    const user = currentUser(c);
    const who = asActor(user);
    const { date, timeWindow, reason } = await readBody(c, RescheduleVisitPayloadStruct);
    const moved = await rescheduleVisit(deps, {
      ...who,
      userId: user.id,
      visitId,
      date,
      timeWindow,
      reason: who.actor === 'admin' ? optionalValue(reason) : null,
    });
    await publishVisitChanged(deps, visitId, moved.previousSitterId);
    return c.json<RescheduleResponse>({
      visit: await getVisit(deps.db, visitId),
      sitterUnassigned: moved.sitterUnassigned,
    });
  });

  return routes;
}
