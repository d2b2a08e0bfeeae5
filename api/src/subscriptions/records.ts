/** Reading subscriptions and their JSON shape (the Subscription contract, decision 015). */
import { serviceDayKey, type Cadence, type Subscription, type SubscriptionStatus } from '@housesit/shared-contracts';
import { and, asc, desc, eq, gte } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { bookings, subscriptions, visits, type BookingRow, type SubscriptionRow } from '../db/schema.js';
import { fullAddress } from '../payments/booking.js';
import { pastDueOf } from './payAgain.js';
import { nextCharge } from './renewals.js';

/** How many of the coming visits the plan card lists. */
export const NEXT_VISITS_SHOWN = 4;

export async function toSubscriptionJson(db: Database, sub: SubscriptionRow, booking: BookingRow, now: Date): Promise<Subscription> {
  const coming = await db
    .select({ id: visits.id, scheduledDate: visits.scheduledDate })
    .from(visits)
    .where(and(eq(visits.bookingId, sub.bookingId), eq(visits.status, 'scheduled'), gte(visits.scheduledDate, now)))
    .orderBy(asc(visits.scheduledDate))
    .limit(NEXT_VISITS_SHOWN);
  const charge = nextCharge(sub);
  return {
    id: sub.id,
    plan: 'recurring',
    cadence: sub.cadence as Cadence,
    pendingCadence: (sub.pendingCadence as Cadence | null) ?? null,
    status: sub.status as SubscriptionStatus,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    currentPeriodStart: sub.currentPeriodStart,
    currentPeriodEnd: sub.currentPeriodEnd,
    nextChargeDate: charge?.date ?? null,
    nextChargeCents: charge?.amountCents ?? null,
    nextVisits: coming.map((visit) => ({ id: visit.id, date: serviceDayKey(visit.scheduledDate) })),
    propertyAddress: fullAddress(booking),
    provider: sub.provider,
    ...(await pastDueOf(db, sub)),
    createdAt: sub.createdAt.toISOString(),
  };
}

export async function findSubscription(db: Database, id: number): Promise<{ sub: SubscriptionRow; booking: BookingRow } | null> {
  const [row] = await db
    .select({ sub: subscriptions, booking: bookings })
    .from(subscriptions)
    .innerJoin(bookings, eq(bookings.id, subscriptions.bookingId))
    .where(eq(subscriptions.id, id));
  return row ?? null;
}

export async function listSubscriptions(db: Database, userId: number): Promise<Array<{ sub: SubscriptionRow; booking: BookingRow }>> {
  return db
    .select({ sub: subscriptions, booking: bookings })
    .from(subscriptions)
    .innerJoin(bookings, eq(bookings.id, subscriptions.bookingId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
}
