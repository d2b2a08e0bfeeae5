/**
 * GET /api/admin/revenue: every figure is computed by the database from paid bookings, i.e.
 * bookings whose payment has status 'completed', net of their refunds that succeeded (a
 * cancelled visit's price given back). Pending, failed and fully refunded payments are not
 * revenue. A refund lowers the figures of the month its payment was paid in. "Paid at" is the payment's completed_at; days and
 * months follow Marblehead time (time/serviceDay.ts).
 *
 * - totalRevenueCents: sum of all completed payments' amounts net of refunds, all time. A
 *   recurring plan's every paid period is a payment of its own (decision 015), so renewals count.
 * - monthlyRevenueCents: the same, paid in the current calendar month.
 * - avgVisitValueCents: total revenue / visits bought by those bookings, rounded to the cent.
 *   Visits bought: the booking's dates for standard and extended; for recurring, the visits of
 *   the billed first month (its quote's visitCount: 4 or 5 weekly, 2 or 3 bi-weekly), plus
 *   each later period's visits. Bookings (paidBookings, per service) are counted once each.
 * - activeUsers: admin/activeUsers.ts, the same count as /users (a visit in the last 30 days).
 * - months: the last REVENUE_MONTHS calendar months, oldest first, 0 for months without payments.
 * - topServices: revenue per plan (the net payment minus the lockbox kept) plus one 'lockbox'
 *   line (what each paid standard or extended booking paid for it, once per property, less the
 *   lockbox fees refunded), each with its
 *   share of the total in percent (one decimal), largest first.
 * - customTasks: custom tasks cost points, not money, so they get a count of the paid bookings
 *   that chose each, most chosen first.
 * - recentPayments: docs/product/platform.md's 'the 5 latest completed jobs': the REVENUE_RECENT_PAYMENTS
 *   visits completed last (by their report's completion), each with the price it was sold at.
 * - tips: customers' paid tips (visit_tips completed), this month (by when paid) and all time.
 *   A tip is passed on in full to the visit's sitter, so it is none of the figures above: it is
 *   not what the business earned from bookings.
 */
import {
  CADENCES,
  CUSTOM_TASKS,
  RECURRING_VISITS_PER_MONTH,
  REVENUE_MONTHS,
  REVENUE_RECENT_PAYMENTS,
  REVENUE_SERVICE_IDS,
  REVENUE_SERVICE_NAMES,
  type CustomTaskId,
  type PlanId,
  type RevenueReport,
  type RevenueServiceId,
} from '@housesit/shared-contracts';
import { and, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { countActiveUsers } from './activeUsers.js';
import { reports, users, visits } from '../db/schema.js';
import { monthRange, SERVICE_TIME_ZONE, type TimeRange } from '../time/serviceDay.js';
import { rowsOf } from '../db/rows.js';

// Raw SQL takes times as ISO text: postgres.js does not serialise a Date parameter there.
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
/** Revenue is completed payments (alias `p`); the admin stats' monthly figure uses these too. */
export const PAID = sql`p.status = 'completed'`;
const succeededRefunds = (column: SQL) =>
  sql`coalesce((select sum(r.${column}) from refunds r where r.payment_id = p.id and r.status = 'succeeded'), 0)`;
/** A completed payment's amount (alias `p`) less what was refunded of it: the money kept. */
export const NET_AMOUNT = sql`(p.amount_cents - ${succeededRefunds(sql.raw('amount_cents'))})`;
/** The lockbox fee refunded on a payment (alias `p`). */
const LOCKBOX_REFUNDED = succeededRefunds(sql.raw('lockbox_cents'));
/** Paid within `range` (by the payment's completed_at). */
export const paidWithin = (range: TimeRange) => sql`p.completed_at >= ${at(range.start)} and p.completed_at < ${at(range.end)}`;

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

/** The last `count` calendar months in the service's zone, oldest first, the current one last. */
export function lastMonths(now: Date, count: number): (TimeRange & { month: string })[] {
  const keyOf = new Intl.DateTimeFormat('en-US', { timeZone: SERVICE_TIME_ZONE, year: 'numeric', month: '2-digit' });
  const months: (TimeRange & { month: string })[] = [];
  let range = monthRange(now);
  for (let i = 0; i < count; i++) {
    const parts = Object.fromEntries(keyOf.formatToParts(range.start).map((p) => [p.type, p.value]));
    months.unshift({ ...range, month: `${parts.year}-${parts.month}` });
    range = monthRange(new Date(range.start.getTime() - 1));
  }
  return months;
}

/**
 * Visits a payment bought: a plan period's charge, the visits its period created (decision 015);
 * a checkout, its booking's, as quoteBooking counts them.
 */
const visitsBought = sql`case when p.subscription_period_id is not null
  then (select sp.visits_created from subscription_periods sp where sp.id = p.subscription_period_id)
  when b.plan = 'recurring'
  then coalesce((b.quote->>'visitCount')::int, case b.cadence ${sql.join(
    CADENCES.map((c) => sql`when ${c} then ${RECURRING_VISITS_PER_MONTH[c].fewest}::int`),
    sql` `,
  )} else ${RECURRING_VISITS_PER_MONTH.biweekly.fewest}::int end)
  else cardinality(b.dates) end`;

interface TotalsRow {
  total: string;
  gross: string;
  month: string;
  bookings: number;
  visits: number;
  avg: string;
}

/** Payments that took money: completed ones, and those refunded since (their amount is gross, its return a refund). */
const TOOK_MONEY = sql`p.status in ('completed', 'refunded')`;

function totals(db: Database, now: Date) {
  const month = monthRange(now);
  return rows<TotalsRow>(
    db,
    sql`select
      coalesce(sum(${NET_AMOUNT}) filter (where ${PAID}), 0)::text as total,
      coalesce(sum(p.amount_cents), 0)::text as gross,
      coalesce(sum(${NET_AMOUNT}) filter (where ${PAID} and ${paidWithin(month)}), 0)::text as month,
      (count(distinct p.booking_id) filter (where ${PAID}))::int as bookings,
      coalesce(sum(${visitsBought}) filter (where ${PAID}), 0)::int as visits,
      coalesce(round((sum(${NET_AMOUNT}) filter (where ${PAID}))::numeric / nullif(sum(${visitsBought}) filter (where ${PAID}), 0)), 0)::text as avg
    from payments p join bookings b on b.id = p.booking_id
    where ${TOOK_MONEY}`,
  );
}

function monthSeries(db: Database, months: readonly TimeRange[]) {
  const ranges = sql.join(
    months.map((m, i) => sql`(${i}::int, ${at(m.start)}, ${at(m.end)})`),
    sql`, `,
  );
  return rows<{ idx: number; cents: string; payments: number }>(
    db,
    sql`select m.idx, coalesce(sum(${NET_AMOUNT}), 0)::text as cents, count(p.id)::int as payments
    from (values ${ranges}) as m(idx, start_at, end_at)
    left join payments p on ${PAID} and p.completed_at >= m.start_at and p.completed_at < m.end_at
    group by m.idx order by m.idx`,
  );
}

function services(db: Database) {
  return rows<{ id: string; bookings: number; cents: string; share: string }>(
    db,
    sql`with paid as (
      select b.id as booking_id, b.plan, (b.lockbox_cents > 0 and b.plan <> 'recurring') as lockbox, b.lockbox_cents, ${NET_AMOUNT} as amount_cents,
        ${LOCKBOX_REFUNDED} as lockbox_refunded
      from payments p join bookings b on b.id = p.booking_id where ${PAID}
    ), kept as (
      select booking_id, plan, lockbox, amount_cents,
        case when lockbox then lockbox_cents - lockbox_refunded else 0 end as lockbox_cents
      from paid
    ), lines as (
      select plan as id, count(distinct booking_id)::int as bookings, sum(amount_cents - lockbox_cents) as cents
      from kept group by plan
      union all
      select 'lockbox', count(*)::int, sum(lockbox_cents) from kept where lockbox having count(*) > 0
    )
    select id, bookings, cents::text as cents,
      coalesce(round(100.0 * cents / nullif(sum(cents) over (), 0), 1), 0)::text as share
    from lines order by lines.cents desc, id`,
  );
}

function customTasks(db: Database) {
  return rows<{ id: string; bookings: number }>(
    db,
    sql`select t.id, count(distinct b.id)::int as bookings
    from payments p join bookings b on b.id = p.booking_id cross join lateral unnest(b.task_ids) as t(id)
    where ${PAID}
    group by t.id order by bookings desc, t.id`,
  );
}

function recentCompletedJobs(db: Database) {
  return db
    .select({
      id: visits.id,
      bookingId: visits.bookingId,
      amountCents: visits.totalAmountCents,
      completedAt: reports.completedAt,
      plan: visits.planType,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(visits)
    .innerJoin(reports, eq(reports.visitId, visits.id))
    .innerJoin(users, eq(users.id, visits.homeownerId))
    .where(and(eq(visits.status, 'completed'), isNotNull(reports.completedAt)))
    .orderBy(desc(reports.completedAt), desc(visits.id))
    .limit(REVENUE_RECENT_PAYMENTS);
}

const isServiceId = (id: string): id is RevenueServiceId => (REVENUE_SERVICE_IDS as readonly string[]).includes(id);
const isCustomTaskId = (id: string): id is CustomTaskId => Object.hasOwn(CUSTOM_TASKS, id);

/** Paid tips: this month's, all time's, and how many (none of them revenue). */
async function tipTotals(db: Database, now: Date) {
  const month = monthRange(now);
  const [row] = await rows<{ month: string; total: string; count: number }>(
    db,
    sql`select coalesce(sum(amount_cents) filter (where completed_at >= ${at(month.start)} and completed_at < ${at(month.end)}), 0)::text as month,
      coalesce(sum(amount_cents), 0)::text as total, count(*)::int as count
      from visit_tips where status = 'completed'`,
  );
  return { monthCents: Number(row?.month ?? 0), totalCents: Number(row?.total ?? 0), count: Number(row?.count ?? 0) };
}

export async function revenueReport(db: Database, now: Date): Promise<RevenueReport> {
  const months = lastMonths(now, REVENUE_MONTHS);
  // Sequential: PGlite has one connection, and a server pool gains little on five small queries.
  const [t] = await totals(db, now);
  const series = await monthSeries(db, months);
  const lines = await services(db);
  const tasks = await customTasks(db);
  const recent = await recentCompletedJobs(db);
  const tips = await tipTotals(db, now);
  return {
    tips,
    totalRevenueCents: Number(t?.total ?? 0),
    grossRevenueCents: Number(t?.gross ?? 0),
    // What went back to customers: partial refunds of kept payments and payments refunded whole.
    refundedCents: Number(t?.gross ?? 0) - Number(t?.total ?? 0),
    monthlyRevenueCents: Number(t?.month ?? 0),
    avgVisitValueCents: Number(t?.avg ?? 0),
    activeUsers: await countActiveUsers(db, now),
    paidBookings: t?.bookings ?? 0,
    visitsBought: t?.visits ?? 0,
    months: months.map((m, i) => {
      const row = series.find((r) => Number(r.idx) === i);
      return { month: m.month, revenueCents: Number(row?.cents ?? 0), payments: Number(row?.payments ?? 0) };
    }),
    topServices: lines.flatMap((line) =>
      isServiceId(line.id)
        ? [
            {
              id: line.id,
              name: REVENUE_SERVICE_NAMES[line.id],
              bookings: Number(line.bookings),
              revenueCents: Number(line.cents),
              sharePercent: Number(line.share),
            },
          ]
        : [],
    ),
    customTasks: tasks.flatMap((task) =>
      isCustomTaskId(task.id) ? [{ id: task.id, name: CUSTOM_TASKS[task.id].name, bookings: Number(task.bookings) }] : [],
    ),
    recentPayments: recent.map((p) => ({
      id: p.id,
      visitId: p.id,
      bookingId: p.bookingId,
      customerName: `${p.firstName} ${p.lastName}`,
      plan: p.plan as PlanId,
      amountCents: p.amountCents,
      completedAt: (p.completedAt ?? new Date(0)).toISOString(),
    })),
  };
}
