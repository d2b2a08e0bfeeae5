/**
 * Who may act on a visit (start, photos, tasks, complete): admins on any visit, a housesitter
 * only on the visits assigned to them. Everyone else is refused by role first (403); a visit
 * that does not exist or belongs to another sitter answers 404 (ASVS 8.2.2), so ids cannot be probed.
 */
import { SITTER_ROLE, type User } from '@housesit/shared-contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { reports, visits, type ReportRow, type VisitRow } from '../db/schema.js';
import { forbidden, notFound } from '../http/errors.js';

function mayActOn(user: User, visit: VisitRow): boolean {
  return user.role === 'admin' || (user.role === SITTER_ROLE && visit.assignedSitterId === user.id);
}

export async function visitForActor(db: Database, user: User, visitId: number): Promise<VisitRow> {
  if (user.role !== 'admin' && user.role !== SITTER_ROLE) throw forbidden();
  const [visit] = await db.select().from(visits).where(eq(visits.id, visitId)).limit(1);
  if (!visit || !mayActOn(user, visit)) throw notFound('visit.not_found');
  return visit;
}

export async function reportForActor(db: Database, user: User, reportId: number): Promise<{ report: ReportRow; visit: VisitRow }> {
  if (user.role !== 'admin' && user.role !== SITTER_ROLE) throw forbidden();
  const [found] = await db
    .select({ report: reports, visit: visits })
    .from(reports)
    .innerJoin(visits, eq(visits.id, reports.visitId))
    .where(eq(reports.id, reportId))
    .limit(1);
  if (!found || !mayActOn(user, found.visit)) throw notFound('report.not_found');
  return found;
}
