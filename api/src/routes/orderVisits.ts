/**
 * The dates an order booked, as /confirmation lists them: each visit's New York day and
 * window once the payment created the visits, the checkout's own dates while it is pending.
 */
import { serviceDayKey, type OrderVisit } from '@housesit/shared-contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { visits, type BookingRow } from '../db/schema.js';

export async function orderVisits(db: Database, booking: BookingRow): Promise<OrderVisit[]> {
  const rows = await db
    .select({ scheduledDate: visits.scheduledDate, timeWindow: visits.timeWindow, status: visits.status })
    .from(visits)
    .where(eq(visits.bookingId, booking.id))
    .orderBy(asc(visits.scheduledDate), asc(visits.id));
  // No visits yet: the payment is still pending (or was declined), so the checkout's dates stand.
  if (rows.length === 0) return booking.dates.map((date) => ({ date, timeWindow: booking.timeWindow }));
  // A visit cancelled since is no longer booked (a reschedule moves the row, so it shows its new day).
  return rows
    .filter((row) => row.status !== 'cancelled')
    .map((row) => ({ date: serviceDayKey(row.scheduledDate), timeWindow: row.timeWindow }));
}
