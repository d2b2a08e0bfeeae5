/** The booking-confirmed email of a payment that has just completed, queued in its transaction. */
import { CADENCE_LABELS, PLANS, type Cadence, type PlanId } from '@housesit/shared-contracts';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { bookings, payments, users } from '../db/schema.js';
import { fullAddress } from '../payments/booking.js';
import { visitDates } from '../payments/visits.js';
import { receiptNumber } from '../receipts/receipt.js';
import { enqueueEmail } from './enqueue.js';

/**
 * The plan as the receipt names it: 'Recurring Visit (bi-weekly)', the cadence in the one wording
 * the summary and quote lines use ('bi-weekly, first month'), not a wording of its own.
 */
export function bookedPlanName(plan: PlanId, cadence: string | null): string {
  const name = PLANS[plan].name;
  return plan === 'recurring' && cadence ? `${name} (${CADENCE_LABELS[cadence as Cadence]})` : name;
}

export async function enqueueBookingConfirmed(tx: Database, bookingId: number): Promise<void> {
  const [row] = await tx
    .select({ booking: bookings, email: users.email, firstName: users.firstName })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookings.id, bookingId));
  if (!row) throw new Error(`booking ${bookingId} not found for its confirmation email`);
  const { booking } = row;
  const recurring = booking.plan === 'recurring';
  const quote = booking.quote as { lines?: Array<{ label: string; amountCents: number }> };
  // The booking's own checkout that went through (a plan's later periods are paid by payments of
  // their own; a declined attempt before it has no receipt).
  const [payment] = await tx
    .select({ id: payments.id, transactionId: payments.transactionId })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), isNull(payments.subscriptionPeriodId), ne(payments.status, 'failed')));
  await enqueueEmail(tx, {
    to: row.email,
    template: 'bookingConfirmed',
    data: {
      firstName: row.firstName,
      planName: bookedPlanName(booking.plan as PlanId, booking.cadence),
      dates: recurring ? booking.dates.slice(0, 1) : visitDates(booking),
      recurring,
      timeWindow: booking.timeWindow,
      address: fullAddress(booking),
      totalCents: booking.totalCents,
      lines: quote.lines ?? [],
      ...(payment ? { receiptNumber: receiptNumber(payment.id), transactionId: payment.transactionId } : {}),
    },
  });
}
