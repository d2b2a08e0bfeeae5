/**
 * Sitter payouts. A sitter's pay week (Monday to Sunday in the service's time zone, as their
 * earnings count it) is pending until an admin marks it paid; marking records the amount earned
 * then, once (a second mark is refused, however many arrive at once), and only for a week that
 * is over. A week's earnings are its completed visits' pay plus the tips paid in it.
 */
import {
  PAYOUT_MESSAGES,
  PAYOUT_WEEKS_SHOWN,
  SITTER_ROLE,
  type MarkPayout,
  type PayoutWeek,
  type SitterPayout,
} from '@housesit/shared-contracts';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { rowsOf } from '../db/rows.js';
import { reports, sitterPayouts, users, visits } from '../db/schema.js';
import { ApiProblem, notFound } from '../http/errors.js';
import { SERVICE_TIME_ZONE } from '../time/serviceDay.js';
import { tipsPerWeekSince } from '../tips/tipEarnings.js';
import { earnedWeekStart, payCents } from '../visits/earnings.js';

const zone = sql.raw(`'${SERVICE_TIME_ZONE.replace(/'/g, "''")}'`);

/** The Monday (yyyy-MM-dd) of the pay week holding `now`, `weeksBack` weeks before it. */
async function mondayOf(db: Database, now: Date, weeksBack = 0): Promise<string> {
  const result = await db.execute<{ monday: string }>(
    sql`select to_char(date_trunc('week', ${now.toISOString()}::timestamptz at time zone ${zone}) - ${weeksBack} * interval '7 days', 'YYYY-MM-DD') as monday`,
  );
  return rowsOf<{ monday: string }>(result)[0]!.monday;
}

type EarnedWeek = { sitterId: number | null; weekStart: string; cents: number; visits: number };

/** Earned pay per sitter and week since `fromMonday`: completed visits' pay plus the tips paid that week. */
async function earnedSince(db: Database, fromMonday: string, sitterId?: number): Promise<EarnedWeek[]> {
  const [fromVisits, fromTips] = [await visitPaySince(db, fromMonday, sitterId), await tipsPerWeekSince(db, fromMonday, sitterId)];
  const weeks = new Map<string, EarnedWeek>(fromVisits.map((row) => [`${row.sitterId}:${row.weekStart}`, { ...row }]));
  for (const tip of fromTips) {
    const key = `${tip.sitterId}:${tip.weekStart}`;
    const week = weeks.get(key) ?? { sitterId: tip.sitterId, weekStart: tip.weekStart, cents: 0, visits: 0 };
    week.cents += tip.cents;
    weeks.set(key, week);
  }
  return [...weeks.values()];
}

/** Earned pay per sitter and week since `fromMonday`, from completed visits. */
function visitPaySince(db: Database, fromMonday: string, sitterId?: number) {
  return db
    .select({
      sitterId: visits.assignedSitterId,
      weekStart: earnedWeekStart,
      cents: sql<string>`sum(${payCents})::text`.mapWith(Number),
      visits: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(visits)
    .leftJoin(reports, eq(reports.visitId, visits.id))
    .where(
      and(
        eq(visits.status, 'completed'),
        sitterId === undefined ? sql`${visits.assignedSitterId} is not null` : eq(visits.assignedSitterId, sitterId),
        sql`${earnedWeekStart} >= ${fromMonday}`,
      ),
    )
    .groupBy(visits.assignedSitterId, sql`2`);
}

/** The last PAYOUT_WEEKS_SHOWN weeks (this one included), newest first, each sitter who earned in them. */
export async function payoutWeeks(db: Database, now: Date): Promise<PayoutWeek[]> {
  const from = await mondayOf(db, now, PAYOUT_WEEKS_SHOWN - 1);
  const [earned, paid, sitters] = await Promise.all([
    earnedSince(db, from),
    db.select().from(sitterPayouts).where(gte(sitterPayouts.weekStart, from)),
    db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.role, SITTER_ROLE)),
  ]);
  const names = new Map(sitters.map((s) => [s.id, `${s.firstName} ${s.lastName}`.trim()]));
  const paidBy = new Map(paid.map((p) => [`${p.sitterId}:${p.weekStart}`, p]));
  return earned
    .flatMap((row) => {
      if (row.sitterId === null || !names.has(row.sitterId)) return [];
      const record = paidBy.get(`${row.sitterId}:${row.weekStart}`);
      return [
        {
          weekStart: row.weekStart,
          sitterId: row.sitterId,
          sitterName: names.get(row.sitterId)!,
          earnedCents: row.cents,
          visits: row.visits,
          paid: record ? { amountCents: record.amountCents, paidAt: record.paidAt.toISOString() } : null,
        },
      ];
    })
    .sort((a, b) => b.weekStart.localeCompare(a.weekStart) || a.sitterName.localeCompare(b.sitterName));
}

/** Marks `sitterId`'s week paid with what it earned; refused while the week runs, for nothing earned, or twice. */
export async function markPayout(db: Database, admin: { id: number }, input: MarkPayout, now: Date): Promise<PayoutWeek> {
  const [sitter] = await db.select().from(users).where(eq(users.id, input.sitterId));
  if (!sitter) throw notFound();
  if (sitter.role !== SITTER_ROLE) throw new ApiProblem(409, 'payout.not_a_sitter', PAYOUT_MESSAGES.notASitter);
  if (input.weekStart >= (await mondayOf(db, now))) throw new ApiProblem(409, 'payout.week_not_over', PAYOUT_MESSAGES.weekNotOver);
  const week = (await earnedSince(db, input.weekStart, sitter.id)).find((row) => row.weekStart === input.weekStart);
  if (!week || week.cents <= 0) throw new ApiProblem(409, 'payout.nothing_earned', PAYOUT_MESSAGES.nothingEarned);
  const inserted = await db
    .insert(sitterPayouts)
    .values({ sitterId: sitter.id, weekStart: input.weekStart, amountCents: week.cents, paidAt: now, paidBy: admin.id })
    .onConflictDoNothing()
    .returning();
  if (inserted.length === 0) throw new ApiProblem(409, 'payout.already_paid', PAYOUT_MESSAGES.alreadyPaid);
  return {
    weekStart: input.weekStart,
    sitterId: sitter.id,
    sitterName: `${sitter.firstName} ${sitter.lastName}`.trim(),
    earnedCents: week.cents,
    visits: week.visits,
    paid: { amountCents: week.cents, paidAt: now.toISOString() },
  };
}

/** A sitter's paid weeks, newest first. */
export async function paidWeeksOf(db: Database, sitterId: number): Promise<SitterPayout[]> {
  const rows = await db.select().from(sitterPayouts).where(eq(sitterPayouts.sitterId, sitterId)).orderBy(desc(sitterPayouts.weekStart));
  return rows.map((row) => ({ weekStart: row.weekStart, amountCents: row.amountCents, paidAt: row.paidAt.toISOString() }));
}
