/** The booking-confirmed email of a payment that has just completed, queued in its transaction. */
import { PLANS, type Cadence, type PlanId } from '@housesit/shared-contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { bookings, users } from '../db/schema.js';
import { fullAddress } from '../payments/booking.js';
import { visitDates } from '../payments/visits.js';
import { enqueueEmail } from './enqueue.js';

const CADENCE_LABELS: Record<Cadence, string> = { weekly: 'weekly', biweekly: 'every two weeks' };

export async function enqueueBookingConfirmed(tx: Database, bookingId: number): Promise<void> {
  const [row] = await tx
    .select({ booking: bookings, email: users.email, firstName: users.firstName })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookings.id, bookingId));
  if (!row) throw new Error(`booking ${bookingId} not found for its confirmation email`);
  const { booking } = row;
  const plan = PLANS[booking.plan as PlanId];
  const recurring = booking.plan === 'recurring';
  const quote = booking.quote as { lines?: Array<{ label: string; amountCents: number }> };
  await enqueueEmail(tx, {
    to: row.email,
    template: 'bookingConfirmed',
    data: {
      firstName: row.firstName,
      planName: recurring && booking.cadence ? `${plan.name} (${CADENCE_LABELS[booking.cadence as Cadence]})` : plan.name,
      dates: recurring ? booking.dates.slice(0, 1) : visitDates(booking),
      recurring,
      address: fullAddress(booking),
      totalCents: booking.totalCents,
      lines: quote.lines ?? [],
    },
  });
}
