/**
 * A booking and its payment written straight to the database, as the checkout and its
 * confirmation would have left them: for the demo data and for tests of the revenue figures.
 * The price always comes from quoteBooking, like a real checkout.
 */
import {
  SERVICE_AREA,
  quoteBooking,
  type Cadence,
  type CustomTaskId,
  type PaymentStatus,
  type PlanId,
  type PriceQuote,
} from '@housesit/shared-contracts';
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/open.js';
import { bookings, payments, type BookingRow, type PaymentRow } from '../db/schema.js';
import { describeQuote } from '../payments/booking.js';
import { SANDBOX_CHECKOUT_PREFIX, SANDBOX_PAYMENT_METHOD } from '../payments/sandbox.js';

export interface SeedBooking {
  userId: number;
  plan: PlanId;
  cadence?: Cadence | null;
  /** yyyy-MM-dd; for recurring, the one start date. */
  dates: string[];
  taskIds?: CustomTaskId[];
  lockbox?: boolean;
  /** Street only, e.g. '14 Front Street' (the town is the service area's). */
  street: string;
  /** When the checkout was started. */
  createdAt: Date;
  status: PaymentStatus;
  /** When the payment went through (completed, and refunded ones that were paid first). */
  paidAt?: Date | null;
}

export interface SeededBooking {
  booking: BookingRow;
  payment: PaymentRow;
  quote: PriceQuote;
}

export async function insertBookingWithPayment(db: Database, input: SeedBooking): Promise<SeededBooking> {
  const lockbox = input.lockbox ?? false;
  const cadence = input.plan === 'recurring' ? (input.cadence ?? null) : null;
  const quote = quoteBooking({ plan: input.plan, cadence, dateCount: input.dates.length, lockboxPurchased: lockbox });
  const paidAt = input.status === 'completed' || input.status === 'refunded' ? (input.paidAt ?? input.createdAt) : null;
  const [booking] = await db
    .insert(bookings)
    .values({
      userId: input.userId,
      flow: 'wizard',
      plan: input.plan,
      cadence,
      dates: input.dates,
      taskIds: input.taskIds ?? [],
      propertyAddress: input.street,
      city: SERVICE_AREA.city,
      state: SERVICE_AREA.state,
      zip: SERVICE_AREA.zip,
      propertyType: 'house',
      lockboxPurchased: lockbox,
      lockboxCents: quote.lockboxCents ?? 0,
      visitKey: quote.visitKey,
      totalCents: quote.totalCents,
      quote,
      // Visits exist only for bookings that were paid.
      visitsCreatedAt: paidAt,
      createdAt: input.createdAt,
    })
    .returning();
  if (!booking) throw new Error('booking insert returned no row');
  const [payment] = await db
    .insert(payments)
    .values({
      bookingId: booking.id,
      userId: input.userId,
      provider: 'sandbox',
      checkoutId: `${SANDBOX_CHECKOUT_PREFIX}${randomBytes(18).toString('base64url')}`,
      status: input.status,
      amountCents: quote.totalCents,
      description: describeQuote(quote),
      transactionId: paidAt ? `txn_${randomBytes(8).toString('hex')}` : null,
      paymentMethod: paidAt ? SANDBOX_PAYMENT_METHOD : null,
      completedAt: paidAt,
      createdAt: input.createdAt,
      updatedAt: paidAt ?? input.createdAt,
    })
    .returning();
  if (!payment) throw new Error('payment insert returned no row');
  return { booking, payment, quote };
}
