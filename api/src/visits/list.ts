/**
 * Paged visit lists for GET /api/visits and GET /api/admin/jobs. A page is one statement
 * however many visits it holds (visitJson.ts builds each visit's JSON in the database), plus a
 * count only when the page does not reach the end of the list.
 */
import { SITTER_ROLE, type User, type Visit } from '@housesit/shared-contracts';
import type { Context } from 'hono';
import { and, asc, count, desc, eq, gt, gte, ilike, isNotNull, isNull, lt, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { reports, visits } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { dayRange, zonedTime } from '../time/serviceDay.js';
import type { PageCache } from './pageCache.js';
import type { VisitListQuery } from './query.js';
import { homeowner, sitter, visitJson, type VisitViewer } from './visitJson.js';
import { at, stillToCome, visitWindowEnd, windowsOpenSince } from './windowEnd.js';

/** Which visits a user may list: homeowners their own, sitters those assigned to them, admins all. */
export type VisitScope = { kind: 'all' } | { kind: 'homeowner'; userId: number } | { kind: 'sitter'; userId: number };

export function scopeFor(user: User): VisitScope {
  if (user.role === 'admin') return { kind: 'all' };
  if (user.role === SITTER_ROLE) return { kind: 'sitter', userId: user.id };
  return { kind: 'homeowner', userId: user.id };
}

/** How a visit is shown to `user`: its customer sees the sitter by first name only. */
export function viewerOf(user: Pick<User, 'role'>): VisitViewer {
  return user.role === 'homeowner' ? 'customer' : 'staff';
}

export function scopeCondition(scope: VisitScope): SQL | undefined {
  if (scope.kind === 'homeowner') return eq(visits.homeownerId, scope.userId);
  if (scope.kind === 'sitter') return eq(visits.assignedSitterId, scope.userId);
  return undefined;
}

const archivedReport = sql`exists (select 1 from ${reports} where ${reports.visitId} = ${visits.id} and ${reports.isArchived})`;

/**
 * Filters:
 * - `when=upcoming`: still to come (windowEnd.ts: scheduled and its window not over, or begun
 *   ahead of its window), soonest first; `past`: every other visit, latest first;
 *   `today`: within today's calendar day in the service's time zone, earliest first. Without
 *   `when` the newest visits come first; for admins without `from`, today and what comes next,
 *   soonest first, then the past, latest first (orderFor).
 * - `archived=true`: the visit's report is archived; `archived=false`: it has no report or an
 *   active one.
 */
function conditionsFor(scope: VisitScope, query: VisitListQuery, now: Date): SQL | undefined {
  const conditions: (SQL | undefined)[] = [scopeCondition(scope)];
  if (query.status) conditions.push(eq(visits.status, query.status));
  if (query.homeownerId !== undefined) conditions.push(eq(visits.homeownerId, query.homeownerId));
  // A cancelled visit is not coming any more: it is history, whatever its date (My Visits lists
  // it under Past, not Upcoming); so is a visit finished ahead of its slot (its report belongs on
  // /reports). A scheduled visit stays upcoming until its window ends (decision 023).
  if (query.when === 'upcoming') conditions.push(stillToCome(now));
  if (query.when === 'past') conditions.push(not(stillToCome(now)));
  if (query.when === 'today') {
    const today = dayRange(now);
    conditions.push(gte(visits.scheduledDate, today.start), lt(visits.scheduledDate, today.end));
  }
  conditions.push(...queueConditions(query));
  if (query.archived === true) conditions.push(archivedReport);
  if (query.archived === false) conditions.push(sql`not ${archivedReport}`);
  return and(...conditions);
}

/** `\`, `%` and `_` are literal in a search, not LIKE wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The job queue's filters: service-area days from/to (inclusive, whatever the server's time
 * zone), a sitter or no sitter (a cancelled visit needs none: 'unassigned' leaves it out), and a
 * search in the homeowner's name, the sitter's name, the address or the id.
 */
function queueConditions(query: VisitListQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.from) conditions.push(gte(visits.scheduledDate, dayStart(query.from)));
  if (query.to) conditions.push(lt(visits.scheduledDate, dayRange(dayStart(query.to)).end));
  if (query.sitterId !== undefined) conditions.push(eq(visits.assignedSitterId, query.sitterId));
  if (query.unassigned === true) conditions.push(isNull(visits.assignedSitterId), ne(visits.status, 'cancelled'));
  if (query.unassigned === false) conditions.push(isNotNull(visits.assignedSitterId));
  if (query.search) {
    const like = likePattern(query.search);
    const id = /^#?(\d{1,9})$/.exec(query.search)?.[1];
    conditions.push(
      or(
        ilike(sql`${homeowner.firstName} || ' ' || ${homeowner.lastName}`, like),
        ilike(sql`${sitter.firstName} || ' ' || ${sitter.lastName}`, like),
        ilike(visits.propertyAddress, like),
        ...(id ? [eq(visits.id, Number(id))] : []),
      )!,
    );
  }
  return conditions;
}

/** Midnight in the service area at the start of a YYYY-MM-DD day. */
function dayStart(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return zonedTime(year, month, date);
}

function orderFor(scope: VisitScope, query: VisitListQuery, now: Date): SQL[] {
  // A queue from a day onwards reads like a day's work: earliest first.
  const ascending = query.when === 'upcoming' || query.when === 'today' || query.from !== undefined;
  if (ascending) return [asc(visits.scheduledDate), asc(visits.id)];
  if (scope.kind === 'all' && query.when === undefined) {
    // The admins' queue over every date: today and what comes next, soonest first (not the
    // furthest future first), then the past, latest first.
    const today = dayRange(now).start;
    const past = sql`${visits.scheduledDate} < ${at(today)}`;
    return [asc(past), sql`case when not ${past} then ${visits.scheduledDate} end asc`, desc(visits.scheduledDate), desc(visits.id)];
  }
  return [desc(visits.scheduledDate), desc(visits.id)];
}

/** The select every list and single visit goes through: each row is one visit's JSON text. */
function selectVisitJson(db: Database, viewer: VisitViewer = 'staff') {
  return db
    .select({ json: visitJson(viewer) })
    .from(visits)
    .innerJoin(homeowner, eq(homeowner.id, visits.homeownerId))
    .leftJoin(sitter, eq(sitter.id, visits.assignedSitterId));
}

/**
 * One visit as GET /api/visits serializes it (404 when it does not exist); `viewer` 'customer'
 * for an answer to the visit's homeowner (the sitter by first name only).
 */
export async function getVisit(db: Database, visitId: number, viewer: VisitViewer = 'staff'): Promise<Visit> {
  const [row] = await selectVisitJson(db, viewer)
    .where(eq(visits.id, visitId))
    .limit(1)
    .prepare(viewer === 'customer' ? 'visit_by_id_customer' : 'visit_by_id')
    .execute();
  if (!row) throw notFound('visit.not_found');
  return JSON.parse(row.json) as Visit;
}

/** The prepared statement's name: one per combination of filters (values are parameters). */
function statementShape(scope: VisitScope, query: VisitListQuery): string {
  const flags = [
    query.status ? 's' : '',
    query.homeownerId ? 'h' : '',
    query.from ? 'f' : '',
    query.to ? 't' : '',
    query.sitterId ? 'p' : '',
    query.unassigned === undefined ? '' : `u${query.unassigned}`,
    query.search ? (/^#?\d{1,9}$/.test(query.search) ? 'qi' : 'q') : '',
  ].join('');
  return `${scope.kind}_${flags}${query.when ?? ''}${query.archived ?? ''}`;
}

/** The count joins the homeowner and the sitter too: the search reads their names. */
function countFrom(db: Database) {
  return db
    .select({ total: count() })
    .from(visits)
    .innerJoin(homeowner, eq(homeowner.id, visits.homeownerId))
    .leftJoin(sitter, eq(sitter.id, visits.assignedSitterId));
}

/** A VisitPage (shared-contracts) as JSON text, ready to send. */
export type VisitPageJson = string & { readonly __visitPage: true };

/**
 * One statement for the page, asking for one row more than the limit: when it does not come
 * back the page holds the end of the list and the total is known without counting. Only a
 * page with more after it (or an offset past the end) runs the count. Statements are prepared
 * (postgres.js then skips its describe round trip and the server its parse and plan).
 */
export async function listVisitsJson(db: Database, scope: VisitScope, query: VisitListQuery, now: Date): Promise<VisitPageJson> {
  const where = conditionsFor(scope, query, now);
  const shape = statementShape(scope, query);
  const rows = await selectVisitJson(db, scope.kind === 'homeowner' ? 'customer' : 'staff')
    .where(where)
    .orderBy(...orderFor(scope, query, now))
    .limit(query.limit + 1)
    .offset(query.offset)
    .prepare(`visits_page_${shape}`)
    .execute();
  const more = rows.length > query.limit;
  const items = more ? rows.slice(0, query.limit) : rows;
  const knownTotal = !more && (items.length > 0 || query.offset === 0);
  const total = knownTotal
    ? query.offset + items.length
    : Number((await countFrom(db).where(where).prepare(`visits_count_${shape}`).execute())[0]?.total ?? 0);
  const nextOffset = more ? query.offset + items.length : null;
  return `{"items":[${items.map((row) => row.json).join(',')}],"total":${total},"nextOffset":${nextOffset}}` as VisitPageJson;
}

/**
 * Until when a page stays true without a write: a list filtered by `when` changes as soon as
 * the next scheduled date or window end of the caller's visits passes (a visit leaves "upcoming",
 * enters "past"), and "today" at the end of the day. Lists without `when` do not depend on the
 * clock.
 */
async function validUntilMs(db: Database, scope: VisitScope, query: VisitListQuery, now: Date): Promise<number> {
  // The admins' queue over every date splits at today's start (orderFor): it holds until the day ends.
  if (!query.when) return scope.kind === 'all' && query.from === undefined ? dayRange(now).end.getTime() : Number.POSITIVE_INFINITY;
  const [row] = await db
    .select({
      next: sql<Date | null>`least(min(${visits.scheduledDate}) filter (where ${visits.scheduledDate} > ${at(now)}), min(${visitWindowEnd}) filter (where ${visitWindowEnd} > ${at(now)}))`.mapWith(
        visits.scheduledDate,
      ),
    })
    .from(visits)
    .where(and(scopeCondition(scope), gt(visits.scheduledDate, windowsOpenSince(now))));
  const next = row?.next ? row.next.getTime() : Number.POSITIVE_INFINITY;
  return query.when === 'today' ? Math.min(next, dayRange(now).end.getTime()) : next;
}

/**
 * listVisitsJson through the instance's page cache: a request that read the same data version
 * gets the page built before, as long as the clock has not made it wrong (pageCache.ts).
 */
export function cachedVisitPage(
  deps: { db: Database; pageCache: PageCache },
  dataVersion: number | null,
  scope: VisitScope,
  query: VisitListQuery,
  now: Date,
): Promise<VisitPageJson> {
  const who = scope.kind === 'all' ? 'all' : `${scope.kind}:${scope.userId}`;
  // The whole parsed query, so a filter added to VisitListQuery later is part of the key too.
  const key = `visits|${who}|${JSON.stringify(query)}`;
  return deps.pageCache.get(key, dataVersion, now.getTime(), async () => {
    const [json, until] = await Promise.all([listVisitsJson(deps.db, scope, query, now), validUntilMs(deps.db, scope, query, now)]);
    return { json, validUntilMs: until };
  });
}

/** Sends a page built by listVisitsJson as it is: no parse and stringify on the way out. */
export function sendVisitPage(c: Context, page: VisitPageJson): Response {
  return c.body(page, 200, { 'Content-Type': 'application/json' });
}
