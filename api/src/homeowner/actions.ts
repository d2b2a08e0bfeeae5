/**
 * What a homeowner may change on their own visits (customer.md §4, DECISIONS.md): archive the
 * report of a completed visit, cancel a scheduled visit at least CANCELLATION_NOTICE_DAYS ahead.
 * Each is one conditional UPDATE, so the rule holds even when requests race; when it matches
 * nothing, a second look says why (404 for someone else's or an unknown id, 409 otherwise).
 */
import { cancellationCutoff, cancelRefusal, HOMEOWNER_MESSAGES, LIFECYCLE_MESSAGES, type Report } from '@housesit/shared-contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { media, reports, visits } from '../db/schema.js';
import { ApiProblem, notFound } from '../http/errors.js';
import { toReportJson } from '../visits/serialize.js';

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** PATCH /api/report/:reportId/archive. Archiving an archived report again changes nothing. */
export async function archiveReport(db: Database, homeownerId: number, reportId: number, now: Date): Promise<Report> {
  const ownCompletedVisit = sql`exists (select 1 from ${visits} where ${visits.id} = ${reports.visitId} and ${visits.homeownerId} = ${homeownerId} and ${visits.status} = 'completed')`;
  const [archived] = await db
    .update(reports)
    .set({ isArchived: true, updatedAt: now })
    .where(and(eq(reports.id, reportId), ownCompletedVisit))
    .returning();
  if (!archived) {
    const [found] = await db
      .select({ homeownerId: visits.homeownerId })
      .from(reports)
      .innerJoin(visits, eq(visits.id, reports.visitId))
      .where(eq(reports.id, reportId))
      .limit(1);
    if (!found || found.homeownerId !== homeownerId) throw notFound('report.not_found');
    throw new ApiProblem(409, 'visit.archive_refused', HOMEOWNER_MESSAGES.archiveOnlyCompleted);
  }
  const photos = await db.select({ id: media.id }).from(media).where(eq(media.reportId, archived.id)).orderBy(asc(media.createdAt), asc(media.id));
  return toReportJson(archived, photos);
}

/**
 * PATCH /api/visit/:id/cancel: scheduled → cancelled, only with the notice of shared-contracts'
 * cancelRefusal (the screens ask the same function before offering the button). The conditional
 * UPDATE applies the rule atomically; the refusal's reason comes from the same function.
 */
export async function cancelVisit(db: Database, homeownerId: number, visitId: number, now: Date): Promise<void> {
  const earliest = cancellationCutoff(now);
  const [cancelled] = await db
    .update(visits)
    .set({ status: 'cancelled', updatedAt: now })
    .where(
      and(
        eq(visits.id, visitId),
        eq(visits.homeownerId, homeownerId),
        eq(visits.status, 'scheduled'),
        sql`${visits.scheduledDate} >= ${at(earliest)}`,
      ),
    )
    .returning({ id: visits.id });
  if (cancelled) return;
  const [found] = await db
    .select({ homeownerId: visits.homeownerId, status: visits.status, scheduledDate: visits.scheduledDate })
    .from(visits)
    .where(eq(visits.id, visitId))
    .limit(1);
  if (!found || found.homeownerId !== homeownerId) throw notFound('visit.not_found');
  // Read after the UPDATE missed: a visit moved in between may now be allowed; say so as a conflict.
  const refusal = cancelRefusal(found, now) ?? { code: 'visit.invalid_transition', message: LIFECYCLE_MESSAGES.invalidTransition(found.status, 'cancelled') };
  throw new ApiProblem(409, refusal.code, refusal.message);
}
