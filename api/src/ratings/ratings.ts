/**
 * Ratings of completed visits. The customer who booked a visit rates it once it is completed,
 * and may change the rating within RATING_WINDOW_DAYS of the completion; the rating stays with
 * the sitter who did the visit. Sitters read their own; admins read every sitter's.
 */
import {
  RATING_MESSAGES,
  RATING_WINDOW_DAYS,
  RATINGS_RECENT,
  SITTER_ROLE,
  type RateVisit,
  type SitterRatings,
  type SitterRatingSummary,
  type User,
  type VisitRating,
} from '@housesit/shared-contracts';
import { and, avg, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { reports, users, visitRatings, visits, type VisitRow } from '../db/schema.js';
import { ApiProblem, notFound } from '../http/errors.js';

const DAY_MS = 24 * 60 * 60 * 1000;

type RatingRow = typeof visitRatings.$inferSelect;

function toJson(row: RatingRow): VisitRating {
  return { visitId: row.visitId, stars: row.stars, comment: row.comment, ratedAt: row.updatedAt.toISOString() };
}

/** The visit, if `user` may see its rating: its customer, its sitter, or an admin (404 otherwise, as if unknown). */
async function visitSeenBy(db: Database, user: User, visitId: number): Promise<VisitRow> {
  const [visit] = await db.select().from(visits).where(eq(visits.id, visitId)).limit(1);
  const sees =
    visit &&
    (user.role === 'admin' ||
      (user.role === 'homeowner' && visit.homeownerId === user.id) ||
      (user.role === SITTER_ROLE && visit.assignedSitterId === user.id));
  if (!sees) throw notFound('visit.not_found');
  return visit;
}

export async function ratingOf(db: Database, user: User, visitId: number): Promise<VisitRating | null> {
  await visitSeenBy(db, user, visitId);
  const [row] = await db.select().from(visitRatings).where(eq(visitRatings.visitId, visitId));
  return row ? toJson(row) : null;
}

/** Rates the customer's own completed visit, or changes the rating, within the window. */
export async function rateVisit(db: Database, homeowner: User, visitId: number, input: RateVisit, now: Date): Promise<VisitRating> {
  const visit = await visitSeenBy(db, homeowner, visitId);
  if (visit.homeownerId !== homeowner.id) throw notFound('visit.not_found');
  if (visit.status !== 'completed') throw new ApiProblem(409, 'rating.visit_not_completed', RATING_MESSAGES.notCompleted);
  const [report] = await db.select({ completedAt: reports.completedAt }).from(reports).where(eq(reports.visitId, visitId));
  const completedAt = report?.completedAt ?? visit.scheduledDate;
  if (now.getTime() - completedAt.getTime() > RATING_WINDOW_DAYS * DAY_MS) {
    throw new ApiProblem(409, 'rating.window_closed', RATING_MESSAGES.windowClosed);
  }
  const comment = input.comment?.trim() || null;
  const [row] = await db
    .insert(visitRatings)
    .values({
      visitId,
      homeownerId: homeowner.id,
      sitterId: visit.assignedSitterId,
      stars: input.stars,
      comment,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({ target: visitRatings.visitId, set: { stars: input.stars, comment, updatedAt: now } })
    .returning();
  return toJson(row!);
}

const averageOf = (value: string | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);

/** One sitter's ratings: the average, the count and the latest. */
export async function sitterRatings(db: Database, sitterId: number): Promise<SitterRatings> {
  const [totals] = await db
    .select({ average: avg(visitRatings.stars), count: count() })
    .from(visitRatings)
    .where(eq(visitRatings.sitterId, sitterId));
  const recent = await db
    .select()
    .from(visitRatings)
    .where(eq(visitRatings.sitterId, sitterId))
    .orderBy(desc(visitRatings.updatedAt), desc(visitRatings.visitId))
    .limit(RATINGS_RECENT);
  return { average: averageOf(totals?.average ?? null), count: Number(totals?.count ?? 0), recent: recent.map(toJson) };
}

/** Every sitter with their average and count, best rated first; sitters without ratings last. */
export async function ratingsPerSitter(db: Database): Promise<SitterRatingSummary[]> {
  const rows = await db
    .select({
      sitterId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      average: avg(visitRatings.stars),
      count: count(visitRatings.visitId),
    })
    .from(users)
    .leftJoin(visitRatings, and(eq(visitRatings.sitterId, users.id), isNotNull(visitRatings.sitterId)))
    .where(eq(users.role, SITTER_ROLE))
    .groupBy(users.id)
    .orderBy(sql`avg(${visitRatings.stars}) desc nulls last`, users.lastName, users.id);
  return rows.map((row) => ({
    sitterId: row.sitterId,
    name: `${row.firstName} ${row.lastName}`.trim(),
    average: averageOf(row.average),
    count: Number(row.count),
  }));
}
