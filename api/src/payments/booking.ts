/**
 * A checkout request becomes a booking: validated with the shared schema and the flow rules,
 * priced only here (quoteBooking; the browser sends no amount), then stored with its pending
 * payment once the provider has created the checkout.
 */
import {
  bookingRefusal,
  CheckoutRequestStruct,
  PricingError,
  quoteBooking,
  SERVICE_AREA,
  type CheckoutRequest,
  type PriceQuote,
  type User,
} from '@housesit/shared-contracts';
import type { Keyring } from '../access/sealing.js';
import { addAccessNotes } from '../access/store.js';
import type { Database } from '../db/open.js';
import { and, eq, gt, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { bookings, payments, refunds, type BookingRow } from '../db/schema.js';
import { validated } from '../http/body.js';
import { ApiProblem } from '../http/errors.js';
import { atLocalTime } from '../time/serviceDay.js';
import type { CheckoutInput, PaymentProvider } from './provider.js';

export interface PricedBooking {
  request: CheckoutRequest;
  quote: PriceQuote;
}

/** Today's date (yyyy-MM-dd) in the service town: its noon falls on the same UTC date. */
export function serviceDate(now: Date): string {
  return atLocalTime(now, 0, 12).toISOString().slice(0, 10);
}

/**
 * 400 with every failing field (the spec's messages) unless the booking can be sold as asked at
 * `now` (the shared bookingRefusal: an address outside the town, a window too soon, too little
 * notice each have their own code).
 */
export function priceBooking(body: unknown, now: Date, lockboxPaidForProperty = false): PricedBooking {
  const request = validated(CheckoutRequestStruct, body, 'booking.invalid');
  const refusal = bookingRefusal(request, now);
  if (refusal) throw new ApiProblem(400, refusal.code, refusal.message, refusal.fieldErrors);
  try {
    const quote = quoteBooking({
      plan: request.plan,
      cadence: request.plan === 'recurring' ? request.cadence : null,
      dateCount: request.dates.length,
      lockboxPurchased: request.access.lockboxPurchased,
      lockboxPaidForProperty,
      flow: request.flow,
      dates: request.dates,
      now,
    });
    return { request, quote };
  } catch (error) {
    if (error instanceof PricingError) throw new ApiProblem(400, 'booking.invalid', error.message);
    throw error;
  }
}

/** Street and line 2 compared as typed, but for case and outer spaces (a missing line 2 is an empty one). */
const sameText = (column: SQL | AnyColumn, value: string | null | undefined) =>
  sql`lower(btrim(coalesce(${column}, ''))) = ${(value ?? '').trim().toLowerCase()}`;

/**
 * Whether the customer's property (their street and line 2 in the town) already paid for its
 * lockbox (decision 027): a paid booking of theirs there charged it, and it was not refunded
 * (the lockbox fee goes back only when every visit of that booking is cancelled).
 */
export async function lockboxPaidForProperty(
  db: Database,
  userId: number,
  property: { address: string; addressLine2?: string | null },
): Promise<boolean> {
  const [found] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(payments, eq(payments.bookingId, bookings.id))
    .where(
      and(
        eq(bookings.userId, userId),
        gt(bookings.lockboxCents, 0),
        isNull(payments.subscriptionPeriodId),
        eq(payments.status, 'completed'),
        sameText(bookings.propertyAddress, property.address),
        sameText(bookings.addressLine2, property.addressLine2),
        sql`not exists (select 1 from ${refunds} where ${refunds.paymentId} = ${payments.id} and ${refunds.lockboxCents} > 0 and ${refunds.status} in ('pending', 'succeeded'))`,
      ),
    )
    .limit(1);
  return Boolean(found);
}

/** priceBooking for a signed-in customer: the lockbox is not charged again where it was paid. */
export async function priceBookingFor(db: Database, userId: number, body: unknown, now: Date): Promise<PricedBooking> {
  const priced = priceBooking(body, now);
  const { request } = priced;
  if (!request.access.lockboxPurchased || request.plan === 'recurring') return priced;
  if (!(await lockboxPaidForProperty(db, userId, request.property))) return priced;
  return priceBooking(request, now, true);
}

type AddressParts = Pick<BookingRow, 'propertyAddress' | 'addressLine2' | 'city' | 'state' | 'zip'>;

/** '8 Washington Street, Apt 2, Marblehead, MA 01945', as visits store addresses. */
export function fullAddress(parts: AddressParts): string {
  const line2 = parts.addressLine2?.trim();
  return `${parts.propertyAddress.trim()}${line2 ? `, ${line2}` : ''}, ${parts.city}, ${parts.state} ${parts.zip}`;
}

export function describeQuote(quote: PriceQuote): string {
  return quote.lines.map((line) => line.label).join(' + ');
}

/**
 * Creates the provider's checkout first, then stores the booking and its pending payment in one
 * transaction: a provider failure leaves nothing behind (502). The access text typed at booking
 * is sealed into the home's access details (their notes; fields already saved are kept) in that
 * transaction and stored nowhere else. Answers the URL to pay at.
 */
export async function startCheckout(
  deps: { db: Database; provider: PaymentProvider; keyring: Keyring; now: Date },
  user: User,
  { request, quote }: PricedBooking,
): Promise<string> {
  const { property, access } = request;
  const cadence = request.plan === 'recurring' ? (request.cadence ?? null) : null;
  const instructions = access.customInstructions?.trim() || null;
  const address: AddressParts = {
    propertyAddress: property.address.trim(),
    addressLine2: property.addressLine2?.trim() || null,
    city: SERVICE_AREA.city,
    state: SERVICE_AREA.state,
    zip: SERVICE_AREA.zip,
  };
  const input: CheckoutInput = {
    userId: user.id,
    userEmail: user.email,
    flow: request.flow,
    plan: request.plan,
    cadence,
    dates: request.dates,
    taskIds: request.taskIds,
    lockboxPurchased: access.lockboxPurchased,
    street: address.propertyAddress,
    fullAddress: fullAddress(address),
    propertyType: property.type,
    quote,
    description: describeQuote(quote),
  };
  const checkout = await deps.provider.createCheckout(input);
  await deps.db.transaction(async (tx) => {
    const [booking] = await tx
      .insert(bookings)
      .values({
        userId: user.id,
        flow: request.flow,
        plan: request.plan,
        cadence,
        dates: request.dates,
        timeWindow: request.timeWindow,
        taskIds: request.taskIds,
        ...address,
        propertyType: property.type,
        specialNotes: property.specialNotes?.trim() || null,
        lockboxPurchased: access.lockboxPurchased,
        lockboxCents: quote.lockboxCents ?? 0,
        visitKey: quote.visitKey,
        totalCents: quote.totalCents,
        quote,
      })
      .returning({ id: bookings.id });
    if (!booking) throw new Error('booking insert returned no row');
    if (instructions) {
      await addAccessNotes(tx, deps.keyring, { homeownerId: user.id, address: fullAddress(address), texts: [instructions], now: deps.now });
    }
    await tx.insert(payments).values({
      bookingId: booking.id,
      userId: user.id,
      provider: deps.provider.name,
      checkoutId: checkout.checkoutId,
      amountCents: quote.totalCents,
      description: input.description,
    });
  });
  return checkout.url;
}
