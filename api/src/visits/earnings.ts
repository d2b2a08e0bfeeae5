/**
 * GET /api/sitter/earnings, computed by the database from the sitter's completed visits, each
 * paid SITTER_PAY_CENTS[plan] (the pricing module in shared-contracts). Definitions:
 * - a visit is earned when its report was completed (its scheduled date if it has no report);
 * - weeks run Monday to Sunday and months are calendar months, both in the service's time zone;
 * - weekCents / monthCents: the current week and month; totalCents: everything;
 * - weekly: one row per week with earnings, newest first (the last WEEKS_SHOWN of them);
 * - history: the HISTORY_SHOWN latest completed visits with their pay;
 * - nextPayoutDate: the coming Friday (today when it is Friday) as yyyy-MM-dd;
 * - tips: customers' paid tips, each its own line; a tip counts in the week and month it was paid
 *   (weekCents, monthCents, totalCents and weekly include it), as the payouts count it.
 */
import { SITTER_PAY_CENTS, type SitterEarnings } from '@housesit/shared-contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { reports, visits } from '../db/schema.js';
import { SERVICE_TIME_ZONE } from '../time/serviceDay.js';
import { paidTipsOf, type EarnedTip } from '../tips/tipEarnings.js';

export const WEEKS_SHOWN = 52;
export const HISTORY_SHOWN = 100;

// A constant of ours, not user input; inlined so equal expressions stay equal for GROUP BY.
const zone = sql.raw(`'${SERVICE_TIME_ZONE.replace(/'/g, "''")}'`);

/** A completed visit's pay to its sitter (SITTER_PAY_CENTS by plan). */
export const payCents = sql<number>`(case ${visits.planType} ${sql.join(
  Object.entries(SITTER_PAY_CENTS).map(([plan, cents]) => sql`when ${plan} then ${sql.raw(String(Math.trunc(cents)))}`),
  sql` `,
)} else 0 end)`;
const earnedAt = sql`coalesce(${reports.completedAt}, ${visits.scheduledDate})`;
const localEarned = sql`(${earnedAt} at time zone ${zone})`;
/** The Monday (yyyy-MM-dd, service-area time) of the pay week a visit was earned in (join `reports`). */
export const earnedWeekStart = sql<string>`to_char(date_trunc('week', ${localEarned}), 'YYYY-MM-DD')`;

const sumCents = (condition?: ReturnType<typeof sql>) =>
  (condition
    ? sql<string>`coalesce(sum(${payCents}) filter (where ${condition}), 0)::text`
    : sql<string>`coalesce(sum(${payCents}), 0)::text`
  ).mapWith(Number);

export async function sitterEarnings(db: Database, sitterId: number, now: Date): Promise<SitterEarnings> {
  const localNow = sql`(${now.toISOString()}::timestamptz at time zone ${zone})`;
  const thisWeek = sql`date_trunc('week', ${localNow})`;
  const thisMonth = sql`date_trunc('month', ${localNow})`;
  const completedBy = and(eq(visits.assignedSitterId, sitterId), eq(visits.status, 'completed'));
  const weekStart = earnedWeekStart;

  const [totals, weekly, history] = await Promise.all([
    db
      .select({
        weekCents: sumCents(sql`${localEarned} >= ${thisWeek} and ${localEarned} < ${thisWeek} + interval '7 days'`),
        monthCents: sumCents(sql`${localEarned} >= ${thisMonth} and ${localEarned} < ${thisMonth} + interval '1 month'`),
        totalCents: sumCents(),
        // isodow: Monday 1 … Sunday 7; Friday is 5.
        nextPayoutDate: sql<string>`to_char(date_trunc('day', ${localNow}) + ((12 - extract(isodow from ${localNow})::int) % 7) * interval '1 day', 'YYYY-MM-DD')`,
      })
      .from(visits)
      .leftJoin(reports, eq(reports.visitId, visits.id))
      .where(completedBy),
    db
      .select({
        weekStart,
        cents: sql<string>`sum(${payCents})::text`.mapWith(Number),
        visits: sql<number>`count(*)::int`.mapWith(Number),
      })
      .from(visits)
      .leftJoin(reports, eq(reports.visitId, visits.id))
      .where(completedBy)
      .groupBy(sql`1`)
      .orderBy(sql`1 desc`)
      .limit(WEEKS_SHOWN),
    db
      .select({
        visitId: visits.id,
        completedAt: sql<Date>`${earnedAt}`.mapWith(reports.completedAt),
        planType: visits.planType,
        payCents: sql<number>`${payCents}`.mapWith(Number),
        propertyAddress: visits.propertyAddress,
      })
      .from(visits)
      .leftJoin(reports, eq(reports.visitId, visits.id))
      .where(completedBy)
      .orderBy(desc(earnedAt), desc(visits.id))
      .limit(HISTORY_SHOWN),
  ]);

  const tips = await paidTipsOf(db, sitterId, now);
  const sum = (list: EarnedTip[]) => list.reduce((total, tip) => total + tip.amountCents, 0);
  const row = totals[0];
  return {
    weekCents: (row?.weekCents ?? 0) + sum(tips.filter((tip) => tip.inThisWeek)),
    monthCents: (row?.monthCents ?? 0) + sum(tips.filter((tip) => tip.inThisMonth)),
    totalCents: (row?.totalCents ?? 0) + sum(tips),
    nextPayoutDate: row?.nextPayoutDate ?? '',
    weekly: withTips(weekly, tips),
    history: history.map((visit) => ({ ...visit, completedAt: visit.completedAt.toISOString() })),
    tips: tips.map(({ weekStart: _week, inThisWeek: _w, inThisMonth: _m, ...tip }) => tip),
  };
}

type Week = { weekStart: string; cents: number; visits: number };

/** The visits' weeks with each tip added to the week it was paid in (a week of tips alone too), newest first. */
function withTips(weekly: Week[], tips: EarnedTip[]): Week[] {
  const weeks = new Map(weekly.map((week) => [week.weekStart, { ...week }]));
  for (const tip of tips) {
    const week = weeks.get(tip.weekStart) ?? { weekStart: tip.weekStart, cents: 0, visits: 0 };
    week.cents += tip.amountCents;
    weeks.set(tip.weekStart, week);
  }
  return [...weeks.values()].sort((a, b) => b.weekStart.localeCompare(a.weekStart)).slice(0, WEEKS_SHOWN);
}
