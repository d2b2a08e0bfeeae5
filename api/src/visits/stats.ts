/** The dashboard figures, each computed by one SQL aggregate. */
import { centsToAmount, type AdminStats, type UserStats } from '@housesit/shared-contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { NET_AMOUNT, PAID, paidWithin } from '../admin/revenue.js';
import { payments, reports, users, visits } from '../db/schema.js';
import { dayRange, monthRange } from '../time/serviceDay.js';
import type { PageCache } from './pageCache.js';
import { visitWindowEnd } from './windowEnd.js';

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const countWhere = (condition: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
const centsWhere = (condition: ReturnType<typeof sql>) =>
  sql<string>`coalesce(sum(${visits.totalAmountCents}) filter (where ${condition}), 0)::text`.mapWith(Number);

/**
 * GET /api/user/stats for a homeowner:
 * - upcomingVisits: their scheduled visits whose window is not over (decision 023);
 * - completedVisits: their completed visits;
 * - totalSpent: the amounts of all their visits except cancelled ones (a visit exists only
 *   once it was paid; cancelled ones are refunded or not owed);
 * - nextVisitDate: the earliest upcoming visit, or null.
 */
export async function userStats(db: Database, homeownerId: number, now: Date): Promise<UserStats> {
  const upcoming = sql`${visits.status} = 'scheduled' and ${visitWindowEnd} > ${at(now)}`;
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
 * - monthlyRevenue: payments completed this calendar month net of refunds, the same figure as the revenue
 *   screen's Monthly Revenue (admin/revenue.ts).
 * - totalUsers: homeowner accounts (the customers).
 */
export async function adminStats(db: Database, now: Date): Promise<AdminStats> {
  const today = dayRange(now);
  const month = monthRange(now);
  // One statement of independent aggregates, each answered by an index (migrations 0004, 0007):
  // the open statuses and in-progress from visits_status_scheduled_id_idx, this month's
  // payments from payments_status_completed_idx, today's reports from
  // reports_completed_at_idx (the visit's status looked up per report by its key rather than
  // hashing every completed visit), and homeowners from users_role_idx.
  const [row] = await db
    .select({
      active: sql<number>`(select count(*) from ${visits} where ${visits.status} in ('scheduled', 'in_progress'))`.mapWith(Number),
      inProgress: sql<number>`(select count(*) from ${visits} where ${visits.status} = 'in_progress')`.mapWith(Number),
      monthCents:
        sql<string>`(select coalesce(sum(${NET_AMOUNT}), 0)::text from ${payments} p where ${PAID} and ${paidWithin(month)})`.mapWith(
          Number,
        ),
      completedToday: sql<number>`(select count(*) from ${reports}
        where ${reports.completedAt} >= ${at(today.start)} and ${reports.completedAt} < ${at(today.end)}
          and (select ${visits.status} from ${visits} where ${visits.id} = ${reports.visitId}) = 'completed')`.mapWith(Number),
      homeowners: sql<number>`(select count(*) from ${users} where ${users.role} = 'homeowner')`.mapWith(Number),
    })
    .from(sql`(select 1) as one`)
    .prepare('admin_stats')
    .execute();
  return {
    activeJobs: row?.active ?? 0,
    completedToday: row?.completedToday ?? 0,
    pendingReviews: row?.inProgress ?? 0,
    monthlyRevenue: centsToAmount(row?.monthCents ?? 0),
    totalUsers: row?.homeowners ?? 0,
  };
}

/**
 * adminStats as JSON through the page cache: current while no write bumps the data version
 * and until the service day ends ("completed today"; the month cannot end before the day).
 */
export function cachedAdminStatsJson(deps: { db: Database; pageCache: PageCache }, dataVersion: number | null, now: Date): Promise<string> {
  return deps.pageCache.get('admin-stats', dataVersion, now.getTime(), async () => ({
    json: JSON.stringify(await adminStats(deps.db, now)),
    validUntilMs: dayRange(now).end.getTime(),
  }));
}
