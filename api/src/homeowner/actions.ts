/**
 * What a homeowner may change on their own visits (docs/product/customer.md §4): archive the report of a
 * completed visit (cancelling is payments/refunds.ts: it gives money back). One conditional
 * UPDATE, so the rule holds even when requests race; when it matches nothing, a second look says
 * why (404 for someone else's or an unknown id, 409 otherwise).
 */
import { HOMEOWNER_MESSAGES, type Report } from '@housesit/shared-contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { media, reports, visits } from '../db/schema.js';
import { ApiProblem, notFound } from '../http/errors.js';
import { toReportJson } from '../visits/serialize.js';

/**
 * PATCH /api/report/:reportId/archive (`archive` true) and /restore (false): the report of the
 * homeowner's own completed visit moves to the archived list or back to the active one. Doing it
 * again changes nothing.
 */
export async function archiveReport(db: Database, homeownerId: number, reportId: number, now: Date, archive = true): Promise<Report> {
  const ownCompletedVisit = sql`exists (select 1 from ${visits} where ${visits.id} = ${reports.visitId} and ${visits.homeownerId} = ${homeownerId} and ${visits.status} = 'completed')`;
  const [archived] = await db
    .update(reports)
    .set({ isArchived: archive, updatedAt: now })
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
  const photos = await db
    .select({ id: media.id })
    .from(media)
    .where(eq(media.reportId, archived.id))
    .orderBy(asc(media.createdAt), asc(media.id));
  return toReportJson(archived, photos);
}
