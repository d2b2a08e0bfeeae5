/**
 * A declined checkout tried again (POST /api/checkout/{checkoutId}/retry): the same booking gets a
 * new payment at the provider, never a second booking. The booking is checked against the booking
 * rules and priced again at `now` (a date may have passed, or come within the last-minute notice),
 * so what is charged is what could be bought today. One live payment per booking at a time
 * (the payments_booking_key index): asking twice answers the checkout already open.
 */
import { BOOKING_MESSAGES, type CheckoutRequest, type PropertyType, type TimeWindow, type User } from '@housesit/shared-contracts';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { bookings, payments, type BookingRow } from '../db/schema.js';
import { ApiProblem, notFound } from '../http/errors.js';
import { describeQuote, fullAddress, priceBookingFor } from './booking.js';
import type { CheckoutInput, PaymentProvider } from './provider.js';
import { findByCheckoutId } from './records.js';
import { sandboxCheckoutPath } from './sandbox.js';

/**
 * Stands for the access text in a booking's rules check: the access rule was met when the booking
 * was made, and that text lives in the home's sealed access details, not on the booking.
 */
const ACCESS_GIVEN_AT_BOOKING = 'Given at booking';

/** The booking as the checkout request that made it, to run the booking rules on it again. */
export function requestOf(booking: BookingRow): CheckoutRequest {
  return {
    flow: booking.flow as CheckoutRequest['flow'],
    plan: booking.plan as CheckoutRequest['plan'],
    ...(booking.cadence ? { cadence: booking.cadence as NonNullable<CheckoutRequest['cadence']> } : {}),
    dates: booking.dates,
    timeWindow: booking.timeWindow as TimeWindow,
    taskIds: booking.taskIds as CheckoutRequest['taskIds'],
    property: {
      address: booking.propertyAddress,
      ...(booking.addressLine2 ? { addressLine2: booking.addressLine2 } : {}),
      city: booking.city,
      state: booking.state,
      zip: booking.zip,
      type: booking.propertyType as PropertyType,
      ...(booking.specialNotes ? { specialNotes: booking.specialNotes } : {}),
    },
    access: {
      lockboxPurchased: booking.lockboxPurchased,
      ...(booking.lockboxPurchased ? {} : { customInstructions: ACCESS_GIVEN_AT_BOOKING }),
    },
  };
}

const alreadyPaid = () => new ApiProblem(409, 'payment.already_paid', BOOKING_MESSAGES.alreadyPaid);

/** The booking's live checkout payment (pending, completed or refunded), if any. */
async function livePayment(db: Database, bookingId: number) {
  const [live] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), isNull(payments.subscriptionPeriodId), ne(payments.status, 'failed')))
    .limit(1);
  return live ?? null;
}

/** What to answer when the booking already has a live payment: its open sandbox page, or a refusal. */
function answerForLive(live: { status: string; provider: string; checkoutId: string }): string {
  if (live.status !== 'pending') throw alreadyPaid();
  if (live.provider === 'sandbox') return sandboxCheckoutPath(live.checkoutId);
  throw new ApiProblem(409, 'payment.checkout_open', BOOKING_MESSAGES.checkoutOpen);
}

/**
 * Answers where to pay the booking of `checkoutId` (the caller's own booking checkout, else 404).
 * The provider's checkout is created before the transaction (decision 006: no transaction held
 * across an HTTP call); under the booking's row lock the payment is stored only if the booking
 * still has no live one, otherwise that one decides the answer (the new checkout simply expires).
 */
export async function retryCheckout(
  deps: { db: Database; provider: PaymentProvider },
  user: User,
  checkoutId: string,
  now: Date,
): Promise<string> {
  const record = await findByCheckoutId(deps.db, checkoutId);
  if (!record || record.payment.userId !== user.id || record.period) throw notFound('payment.not_found');
  const { booking } = record;
  if (booking.visitsCreatedAt) throw alreadyPaid();
  const live = await livePayment(deps.db, booking.id);
  if (live) return answerForLive(live);

  const { request, quote } = await priceBookingFor(deps.db, user.id, requestOf(booking), now);
  const input: CheckoutInput = {
    userId: user.id,
    userEmail: user.email,
    flow: request.flow,
    plan: request.plan,
    cadence: booking.cadence as CheckoutInput['cadence'],
    dates: request.dates,
    taskIds: request.taskIds,
    lockboxPurchased: request.access.lockboxPurchased,
    street: booking.propertyAddress,
    fullAddress: fullAddress(booking),
    propertyType: booking.propertyType,
    quote,
    description: describeQuote(quote),
  };
  const checkout = await deps.provider.createCheckout(input);
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(bookings).where(eq(bookings.id, booking.id)).for('update');
    if (!locked || locked.visitsCreatedAt) throw alreadyPaid();
    const open = await livePayment(tx, booking.id);
    if (open) return answerForLive(open);
    // Priced again at `now`: the booking keeps what this attempt charges, for the visits and the receipt.
    await tx
      .update(bookings)
      .set({ visitKey: quote.visitKey, totalCents: quote.totalCents, lockboxCents: quote.lockboxCents ?? 0, quote })
      .where(eq(bookings.id, booking.id));
    await tx.insert(payments).values({
      bookingId: booking.id,
      userId: user.id,
      provider: deps.provider.name,
      checkoutId: checkout.checkoutId,
      amountCents: quote.totalCents,
      description: input.description,
    });
    return checkout.url;
  });
}
