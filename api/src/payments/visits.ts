/**
 * A paid booking's visits. `bookings.visits_created_at` is claimed by a conditional UPDATE in the
 * caller's transaction before anything is inserted, so however many confirmations arrive, and
 * in whatever order, only the first one creates visits (the others find it already set).
 */
import {
  CADENCE_INTERVAL_DAYS,
  CUSTOM_TASKS,
  INCLUDED_TASKS,
  TIME_WINDOW_HOURS,
  firstMonthDates,
  type Cadence,
  type CustomTaskId,
  type PlanId,
  type TimeWindow,
} from '@housesit/shared-contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { bookings, visits, visitTasks, type BookingRow } from '../db/schema.js';
import { zonedTime } from '../time/serviceDay.js';
import { fullAddress } from './booking.js';

/** One date per visit: the chosen dates, or the first month's from the recurring start date (decision 015). */
export function visitDates(booking: Pick<BookingRow, 'plan' | 'cadence' | 'dates'>): string[] {
  if (booking.plan !== 'recurring') return booking.dates;
  const start = booking.dates[0];
  if (!start) return [];
  return firstMonthDates(start, CADENCE_INTERVAL_DAYS[booking.cadence as Cadence]);
}

/**
 * A visit's instant: the start of its window on its New York day (docs/product/DECISIONS.md 'Time'). Lists
 * sort by it and day filters read its New York date; no screen shows it as a clock time.
 */
export function windowStart(date: string, window: TimeWindow): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return zonedTime(y, m, d, TIME_WINDOW_HOURS[window].start);
}

/** Each visit's share of the charged total, as the quote split it (the last one takes the remainder). */
function perVisitCents(booking: BookingRow, count: number): number[] {
  const stored = (booking.quote as { perVisitCents?: unknown }).perVisitCents;
  if (Array.isArray(stored) && stored.length === count && stored.every((n) => Number.isInteger(n))) return stored as number[];
  const base = Math.floor(booking.totalCents / count);
  return Array.from({ length: count }, (_, i) => (i === count - 1 ? booking.totalCents - base * (count - 1) : base));
}

/** Creates the booking's visits, bought by its checkout payment, unless they exist already; answers how many it created. */
export async function createVisitsOnce(tx: Database, bookingId: number, paymentId: number, now: Date): Promise<number> {
  const [booking] = await tx
    .update(bookings)
    .set({ visitsCreatedAt: now })
    .where(and(eq(bookings.id, bookingId), isNull(bookings.visitsCreatedAt)))
    .returning();
  if (!booking) return 0;
  const dates = visitDates(booking);
  if (dates.length === 0) return 0;
  return insertVisits(tx, booking, paymentId, dates, perVisitCents(booking, dates.length), now);
}

/**
 * THE place visits of a paid booking or subscription period are written: one scheduled visit
 * per date, with the booking's address, lockbox, notes and tasks (access text is sealed per home, never on a visit), and its share of the charge.
 * The visits take the booking's time window and point at the payment that bought them (a
 * cancel refunds from it). Answers how many it created.
 */
export async function insertVisits(
  tx: Database,
  booking: BookingRow,
  paymentId: number,
  dates: readonly string[],
  amounts: readonly number[],
  now: Date,
): Promise<number> {
  if (dates.length === 0) return 0;
  const created = await tx
    .insert(visits)
    .values(
      dates.map((date, i) => ({
        homeownerId: booking.userId,
        status: 'scheduled' as const,
        planType: booking.plan as PlanId,
        scheduledDate: windowStart(date, booking.timeWindow),
        timeWindow: booking.timeWindow,
        totalAmountCents: amounts[i] ?? 0,
        propertyAddress: fullAddress(booking),
        specialInstructions: booking.specialNotes,
        schedulingAddOns: booking.lockboxPurchased ? ['Lockbox'] : [],
        bookingId: booking.id,
        paymentId,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: visits.id });
  const tasks = [
    ...INCLUDED_TASKS.map((task) => ({ name: task.name, description: task.description, category: task.category })),
    ...(booking.taskIds as CustomTaskId[]).map((id) => ({
      name: CUSTOM_TASKS[id].name,
      description: `Add-on task (${CUSTOM_TASKS[id].points} points)`,
      category: CUSTOM_TASKS[id].category,
    })),
  ];
  await tx
    .insert(visitTasks)
    .values(created.flatMap((visit) => tasks.map((task, position) => ({ visitId: visit.id, ...task, priceCents: 0, position }))));
  return created.length;
}

/**
 * A refund gives the money back, so the visits that payment bought and that have not begun are
 * cancelled (a visit in progress or completed stays as it is: it happened; a subscription's
 * other periods keep theirs). Runs in the caller's transaction with the payment's change;
 * answers how many visits it cancelled.
 */
export async function cancelUnstartedVisits(tx: Database, paymentId: number, now: Date): Promise<number> {
  const cancelled = await tx
    .update(visits)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(eq(visits.paymentId, paymentId), eq(visits.status, 'scheduled')))
    .returning({ id: visits.id });
  return cancelled.length;
}
