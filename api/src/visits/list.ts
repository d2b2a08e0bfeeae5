/**
 * Paged visit lists for GET /api/visits and GET /api/admin/jobs. A page costs a fixed number
 * of queries however many visits it holds: the count, the page (with both people's names
 * joined), then tasks, reports and photos for the whole page at once.
 */
import { SITTER_ROLE, type User, type Visit, type VisitPage } from '@housesit/shared-contracts';
import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/open.js';
import { media, reports, users, visits, visitTasks, type MediaRow, type ReportRow, type VisitRow, type VisitTaskRow } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { dayRange } from '../time/serviceDay.js';
import type { VisitListQuery } from './query.js';
import { toVisitJson, type PersonRow } from './serialize.js';

/** Which visits a user may list: homeowners their own, sitters those assigned to them, admins all. */
export type VisitScope = { kind: 'all' } | { kind: 'homeowner'; userId: number } | { kind: 'sitter'; userId: number };

export function scopeFor(user: User): VisitScope {
  if (user.role === 'admin') return { kind: 'all' };
  if (user.role === SITTER_ROLE) return { kind: 'sitter', userId: user.id };
  return { kind: 'homeowner', userId: user.id };
}

export function scopeCondition(scope: VisitScope): SQL | undefined {
  if (scope.kind === 'homeowner') return eq(visits.homeownerId, scope.userId);
  if (scope.kind === 'sitter') return eq(visits.assignedSitterId, scope.userId);
  return undefined;
}

const archivedReport = sql`exists (select 1 from ${reports} where ${reports.visitId} = ${visits.id} and ${reports.isArchived})`;

/**
 * Filters:
 * - `when=upcoming`: scheduled after now, soonest first; `past`: at or before now (or completed
 *   early), latest first;
 *   `today`: within today's calendar day in the service's time zone, earliest first. Without
 *   `when` the newest visits come first.
 * - `archived=true`: the visit's report is archived; `archived=false`: it has no report or an
 *   active one.
 */
function conditionsFor(scope: VisitScope, query: VisitListQuery, now: Date): SQL | undefined {
  const conditions: (SQL | undefined)[] = [scopeCondition(scope)];
  if (query.status) conditions.push(eq(visits.status, query.status));
  if (query.when === 'upcoming') conditions.push(gt(visits.scheduledDate, now));
  // A visit finished ahead of its slot is already history: its report belongs on /reports.
  if (query.when === 'past') conditions.push(or(lte(visits.scheduledDate, now), eq(visits.status, 'completed'))!);
  if (query.when === 'today') {
    const today = dayRange(now);
    conditions.push(gte(visits.scheduledDate, today.start), lt(visits.scheduledDate, today.end));
  }
  if (query.archived === true) conditions.push(archivedReport);
  if (query.archived === false) conditions.push(sql`not ${archivedReport}`);
  return and(...conditions);
}

function orderFor(query: VisitListQuery): SQL[] {
  const ascending = query.when === 'upcoming' || query.when === 'today';
  return ascending ? [asc(visits.scheduledDate), asc(visits.id)] : [desc(visits.scheduledDate), desc(visits.id)];
}

const homeowner = alias(users, 'homeowner');
const sitter = alias(users, 'sitter');

export interface VisitWithPeople {
  visit: VisitRow;
  homeowner: PersonRow;
  sitter: PersonRow | null;
}

/** A select of visits with the homeowner's and the sitter's names; add where/order/limit. */
export function selectVisitsWithPeople(db: Database) {
  return db
    .select({
      visit: visits,
      homeowner: { id: homeowner.id, firstName: homeowner.firstName, lastName: homeowner.lastName },
      sitter: { id: sitter.id, firstName: sitter.firstName, lastName: sitter.lastName },
    })
    .from(visits)
    .innerJoin(homeowner, eq(homeowner.id, visits.homeownerId))
    .leftJoin(sitter, eq(sitter.id, visits.assignedSitterId));
}

/** Tasks, reports and photos for many visits in three queries, then the Visit JSON. */
export async function hydrateVisits(db: Database, rows: readonly VisitWithPeople[]): Promise<Visit[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.visit.id);
  const [taskRows, reportRows, photoRows] = await Promise.all([
    db.select().from(visitTasks).where(inArray(visitTasks.visitId, ids)).orderBy(asc(visitTasks.position), asc(visitTasks.id)),
    db.select().from(reports).where(inArray(reports.visitId, ids)),
    db
      .select({ id: media.id, reportId: media.reportId })
      .from(media)
      .innerJoin(reports, eq(reports.id, media.reportId))
      .where(inArray(reports.visitId, ids))
      .orderBy(asc(media.createdAt), asc(media.id)),
  ]);

  const tasksByVisit = groupBy<VisitTaskRow, number>(taskRows, (task) => task.visitId);
  const reportByVisit = new Map<number, ReportRow>(reportRows.map((report) => [report.visitId, report]));
  const photosByReport = groupBy<Pick<MediaRow, 'id' | 'reportId'>, number>(photoRows, (photo) => photo.reportId);

  return rows.map((row) => {
    const report = reportByVisit.get(row.visit.id) ?? null;
    return toVisitJson({
      visit: row.visit,
      homeowner: row.homeowner,
      sitter: row.sitter,
      tasks: tasksByVisit.get(row.visit.id) ?? [],
      report,
      photos: report ? (photosByReport.get(report.id) ?? []) : [],
    });
  });
}

/** One visit as GET /api/visits serializes it (404 when it does not exist). */
export async function getVisit(db: Database, visitId: number): Promise<Visit> {
  const rows = await selectVisitsWithPeople(db).where(eq(visits.id, visitId)).limit(1);
  const [visit] = await hydrateVisits(db, rows);
  if (!visit) throw notFound();
  return visit;
}

export async function listVisits(db: Database, scope: VisitScope, query: VisitListQuery, now: Date): Promise<VisitPage> {
  const where = conditionsFor(scope, query, now);
  const [totals, rows] = await Promise.all([
    db.select({ total: count() }).from(visits).where(where),
    selectVisitsWithPeople(db)
      .where(where)
      .orderBy(...orderFor(query))
      .limit(query.limit)
      .offset(query.offset),
  ]);
  const total = Number(totals[0]?.total ?? 0);
  const items = await hydrateVisits(db, rows);
  const reached = query.offset + items.length;
  return { items, total, nextOffset: items.length > 0 && reached < total ? reached : null };
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
