/**
 * The homeowner's own changes and lists (customer.md §4, DECISIONS.md dropdown paths):
 * archive a completed visit's report, cancel a scheduled visit (with its refund, and what it
 * would refund asked first), the addresses booked.
 * Other roles get 403; another homeowner's ids 404.
 */
import type { ArchiveResponse, CancellationPreview, CancelResponse, PropertySummary } from '@housesit/shared-contracts';
import { Hono } from 'hono';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { archiveReport } from '../homeowner/actions.js';
import { listProperties } from '../homeowner/properties.js';
import { parseId } from '../http/params.js';
import { currentUser, requireRole } from '../http/session.js';
import type { AppEnv } from '../http/types.js';
import type { EventPublisher } from '../events/publisher.js';
import { cancelVisit, previewCancellation, type RefundDeps } from '../payments/refunds.js';
import { publishVisitChanged } from '../visits/changes.js';
import { getVisit } from '../visits/list.js';

export function homeownerRoutes(deps: RefundDeps & { db: Database; clock: Clock; events: EventPublisher }) {
  const routes = new Hono<AppEnv>();
  const homeowner = requireRole('homeowner');

  routes.patch('/report/:reportId/archive', homeowner, async (c) => {
    const report = await archiveReport(deps.db, currentUser(c).id, parseId(c.req.param('reportId')), deps.clock.now());
    return c.json<ArchiveResponse>({ report });
  });

  routes.patch('/visit/:id/cancel', homeowner, async (c) => {
    const visitId = parseId(c.req.param('id'));
    const user = currentUser(c);
    const refund = await cancelVisit(deps, { actor: 'homeowner', userId: user.id, ownerId: user.id, visitId, now: deps.clock.now(), refund: true, reason: null });
    const visit = await getVisit(deps.db, visitId);
    // Its sitter's list and the admins' queue drop it live.
    await publishVisitChanged(deps, visitId, visit.assignedSitterId);
    return c.json<CancelResponse>({ visit, refund });
  });

  routes.get('/visit/:id/cancellation', homeowner, async (c) => {
    const user = currentUser(c);
    const decision = await previewCancellation(deps.db, { actor: 'homeowner', ownerId: user.id, visitId: parseId(c.req.param('id')), now: deps.clock.now(), refund: true });
    return c.json<CancellationPreview>(
      decision.allowed
        ? { allowed: true, refundCents: decision.refundCents, lines: decision.lines }
        : { allowed: false, code: decision.refusal.code, message: decision.refusal.message },
    );
  });

  routes.get('/properties', homeowner, async (c) => {
    return c.json<{ items: PropertySummary[] }>({ items: await listProperties(deps.db, currentUser(c).id, deps.clock.now()) });
  });

  return routes;
}
