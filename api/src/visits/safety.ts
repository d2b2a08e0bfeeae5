/**
 * Visit safety (docs/product/DECISIONS.md 'Visit safety'): an admin's
 * revert of a started visit without photos, removing a wrong photo before completion, and reading
 * the visit's history of those steps (table visit_events). The start-day rule is in startDay.ts.
 */
import { LIFECYCLE_MESSAGES, type Report, type User, type VisitEvent } from '@housesit/shared-contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { optionalValue } from '../auth/users.js';
import type { Database } from '../db/open.js';
import { media, reports, users, visitEvents, visits, visitTasks, type VisitRow } from '../db/schema.js';
import { ApiProblem, notFound } from '../http/errors.js';
import { currentStatus, invalidTransition, LIFECYCLE_EXTRA_MESSAGES, type LifecycleDeps } from './lifecycle.js';
import { reportJson, type PhotoDeps } from './photos.js';
import { recordVisitEvent } from './startDay.js';

const visitHasPhoto = sql`exists (select 1 from ${media} join ${reports} on ${reports.id} = ${media.reportId} where ${reports.visitId} = ${visits.id})`;

/**
 * PATCH /api/visit/:id/revert (admins, with a reason): in_progress → scheduled when the report has no photo.
 * The empty report goes (a later start checks in afresh) and the ticks are cleared, so the visit
 * is as it was before the mistaken start; the homeowner can cancel it again under the usual rule.
 */
export async function revertVisit(deps: Pick<LifecycleDeps, 'db' | 'clock'>, visit: VisitRow, actor: User, reason: string | undefined) {
  // The admin says why: the sitter and the next admin read it in the visit's history.
  const why = optionalValue(reason);
  if (why === null) {
    throw new ApiProblem(400, 'visit.revert_reason_required', LIFECYCLE_MESSAGES.revertReasonRequired, {
      reason: LIFECYCLE_MESSAGES.revertReasonRequired,
    });
  }
  const now = deps.clock.now();
  const reverted = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(visits)
      .set({ status: 'scheduled', updatedAt: now })
      .where(and(eq(visits.id, visit.id), eq(visits.status, 'in_progress'), sql`not ${visitHasPhoto}`))
      .returning({ id: visits.id });
    if (!row) return false;
    await tx.delete(reports).where(eq(reports.visitId, visit.id));
    await tx.update(visitTasks).set({ isCompleted: false, skipReason: null }).where(eq(visitTasks.visitId, visit.id));
    await recordVisitEvent(tx, { visitId: visit.id, actorId: actor.id, kind: 'reverted', reason: why, at: now });
    return true;
  });
  if (reverted) return;
  const status = await currentStatus(deps.db, visit.id);
  if (status !== 'in_progress') throw invalidTransition(status, 'scheduled');
  throw new ApiProblem(409, 'visit.revert_has_photos', LIFECYCLE_MESSAGES.revertHasPhotos);
}

/** DELETE /api/visit/:id/photos/:mediaId: a wrong photo off an in-progress visit's report; the bytes go after the commit. */
export async function removePhoto(deps: PhotoDeps, visit: VisitRow, actor: User, mediaId: string): Promise<Report> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(mediaId)) throw notFound('media.not_found');
  const now = deps.clock.now();
  const removed = await deps.db.transaction(async (tx) => {
    // Claims the in-progress visit first (same lock order as every writer, decision 010).
    const [claimed] = await tx
      .update(visits)
      .set({ updatedAt: now })
      .where(and(eq(visits.id, visit.id), eq(visits.status, 'in_progress')))
      .returning({ id: visits.id });
    if (!claimed) throw new ApiProblem(409, 'visit.not_in_progress', LIFECYCLE_EXTRA_MESSAGES.photosOnlyInProgress);
    const [photo] = await tx
      .delete(media)
      .where(
        and(eq(media.id, mediaId), sql`${media.reportId} in (select ${reports.id} from ${reports} where ${reports.visitId} = ${visit.id})`),
      )
      .returning({ storageKey: media.storageKey, reportId: media.reportId });
    if (!photo) throw notFound('media.not_found');
    await tx.update(reports).set({ updatedAt: now }).where(eq(reports.id, photo.reportId));
    await recordVisitEvent(tx, { visitId: visit.id, actorId: actor.id, kind: 'photo_removed', reason: null, at: now });
    return photo;
  });
  await deps.mediaStore
    .delete(removed.storageKey)
    .catch((error: unknown) => deps.logError(`[api] could not delete ${removed.storageKey}:`, error));
  return reportJson(deps.db, removed.reportId);
}

/** GET /api/visit/:id/history, oldest first. */
export async function visitHistory(db: Database, visitId: number): Promise<VisitEvent[]> {
  const rows = await db
    .select({
      id: visitEvents.id,
      kind: visitEvents.kind,
      reason: visitEvents.reason,
      createdAt: visitEvents.createdAt,
      actorId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(visitEvents)
    .leftJoin(users, eq(users.id, visitEvents.actorId))
    .where(eq(visitEvents.visitId, visitId))
    .orderBy(asc(visitEvents.createdAt), asc(visitEvents.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    reason: row.reason,
    actor: row.actorId === null ? null : { id: row.actorId, firstName: row.firstName ?? '', lastName: row.lastName ?? '' },
    createdAt: row.createdAt.toISOString(),
  }));
}
