/** The dashboard figures, each computed by one SQL aggregate. */
import { centsToAmount, type AdminStats, type UserStats } from '@housesit/shared-contracts';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { reports, users, visits } from '../db/schema.js';
import { dayRange, monthRange } from '../time/serviceDay.js';

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const countWhere = (condition: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
const centsWhere = (condition: ReturnType<typeof sql>) =>
  sql<string>`coalesce(sum(${visits.totalAmountCents}) filter (where ${condition}), 0)::text`.mapWith(Number);

/**
 * GET /api/user/stats for a homeowner:
 * - upcomingVisits: their scheduled visits dated after now;
 * - completedVisits: their completed visits;
 * - totalSpent: the amounts of all their visits except cancelled ones (a visit exists only
 *   once it was paid; cancelled ones are refunded or not owed);
 * - nextVisitDate: the earliest upcoming visit, or null.
 */
export async function userStats(db: Database, homeownerId: number, now: Date): Promise<UserStats> {
  const upcoming = sql`${visits.status} = 'scheduled' and ${visits.scheduledDate} > ${at(now)}`;
  const [row] = await db
    .select({
      upcoming: countWhere(upcoming),
      completed: countWhere(sql`${visits.status} = 'completed'`),
      spentCents: centsWhere(sql`${visits.status} <> 'cancelled'`),
      next: sql<Date | null>`min(${visits.scheduledDate}) filter (where ${upcoming})`.mapWith(visits.scheduledDate),
    })
    .from(visits)
    .where(eq(visits.homeownerId, homeownerId));
  return {
    upcomingVisits: row?.upcoming ?? 0,
    completedVisits: row?.completed ?? 0,
    totalSpent: centsToAmount(row?.spentCents ?? 0),
    nextVisitDate: row?.next ? row.next.toISOString() : null,
  };
}

/**
 * GET /api/admin/stats. Definitions (days and months in the service's time zone):
 * - activeJobs: visits that are scheduled or in progress;
 * - completedToday: completed visits whose report was completed today;
 * - pendingReviews: visits in progress, i.e. reports started and awaiting completion;
 * - monthlyRevenue: the amounts of this calendar month's visits (by scheduled date), cancelled
 *   ones excluded. A payments table replaces this with money actually received.
 * - totalUsers: homeowner accounts (the customers).
 */
export async function adminStats(db: Database, now: Date): Promise<AdminStats> {
  const today = dayRange(now);
  const month = monthRange(now);
  const [visitTotals, completedToday, homeowners] = await Promise.all([
    db
      .select({
        active: countWhere(sql`${visits.status} in ('scheduled', 'in_progress')`),
        inProgress: countWhere(sql`${visits.status} = 'in_progress'`),
        monthCents: centsWhere(
          sql`${visits.status} <> 'cancelled' and ${visits.scheduledDate} >= ${at(month.start)} and ${visits.scheduledDate} < ${at(month.end)}`,
        ),
      })
      .from(visits),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(visits)
      .innerJoin(reports, eq(reports.visitId, visits.id))
      .where(and(eq(visits.status, 'completed'), gte(reports.completedAt, today.start), lt(reports.completedAt, today.end))),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(users)
      .where(eq(users.role, 'homeowner')),
  ]);
  const totals = visitTotals[0];
  return {
    activeJobs: totals?.active ?? 0,
    completedToday: completedToday[0]?.count ?? 0,
    pendingReviews: totals?.inProgress ?? 0,
    monthlyRevenue: centsToAmount(totals?.monthCents ?? 0),
    totalUsers: homeowners[0]?.count ?? 0,
  };
}
