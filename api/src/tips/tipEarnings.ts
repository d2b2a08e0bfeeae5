/**
 * A sitter's paid tips as their earnings and payouts count them: each tip in the pay week (Monday
 * to Sunday, service time zone) and month it was paid in, so a tip paid after its visit's week was
 * paid out is paid with the week it arrived in, never lost.
 */
import { serviceDayKey, type SitterTip } from '@housesit/shared-contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { users, visitTips, visits } from '../db/schema.js';
import { SERVICE_TIME_ZONE } from '../time/serviceDay.js';

const zone = sql.raw(`'${SERVICE_TIME_ZONE.replace(/'/g, "''")}'`);
const localPaid = sql`(${visitTips.completedAt} at time zone ${zone})`;
/** The Monday (yyyy-MM-dd) of the pay week a tip was paid in. */
export const tipWeekStart = sql<string>`to_char(date_trunc('week', ${localPaid}), 'YYYY-MM-DD')`;

export interface EarnedTip extends SitterTip {
  weekStart: string;
  inThisWeek: boolean;
  inThisMonth: boolean;
}

/** A sitter's paid tips, newest first, with the week each counts in. */
export async function paidTipsOf(db: Database, sitterId: number, now: Date): Promise<EarnedTip[]> {
  const localNow = sql`(${now.toISOString()}::timestamptz at time zone ${zone})`;
  const rows = await db
    .select({
      tipId: visitTips.id,
      visitId: visitTips.visitId,
      amountCents: visitTips.amountCents,
      fromFirstName: users.firstName,
      scheduledDate: visits.scheduledDate,
      paidAt: visitTips.completedAt,
      weekStart: tipWeekStart,
      inThisWeek: sql<boolean>`date_trunc('week', ${localPaid}) = date_trunc('week', ${localNow})`,
      inThisMonth: sql<boolean>`date_trunc('month', ${localPaid}) = date_trunc('month', ${localNow})`,
    })
    .from(visitTips)
    .innerJoin(visits, eq(visits.id, visitTips.visitId))
    .innerJoin(users, eq(users.id, visitTips.homeownerId))
    .where(and(eq(visitTips.sitterId, sitterId), eq(visitTips.status, 'completed')))
    .orderBy(desc(visitTips.completedAt), desc(visitTips.id));
  return rows.map(({ scheduledDate, paidAt, ...row }) => ({
    ...row,
    visitDate: serviceDayKey(scheduledDate),
    paidAt: (paidAt ?? scheduledDate).toISOString(),
  }));
}

/** Paid tips per sitter and pay week since `fromMonday`: what the payouts add to the visits' pay. */
export function tipsPerWeekSince(db: Database, fromMonday: string, sitterId?: number) {
  return db
    .select({
      sitterId: visitTips.sitterId,
      weekStart: tipWeekStart,
      cents: sql<string>`sum(${visitTips.amountCents})::text`.mapWith(Number),
    })
    .from(visitTips)
    .where(
      and(
        eq(visitTips.status, 'completed'),
        sitterId === undefined ? undefined : eq(visitTips.sitterId, sitterId),
        sql`${tipWeekStart} >= ${fromMonday}`,
      ),
    )
    .groupBy(visitTips.sitterId, sql`2`);
}
