/**
 * Writing a subscription's state (decision 015). Every change runs in the caller's transaction
 * with the subscription's row locked; a period is recorded once by its unique
 * (subscription, period) key, so repeated webhooks or job retries create its visits once.
 */
import { CADENCE_LABELS, type Cadence } from '@housesit/shared-contracts';
import { and, eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { tellOfficeOfPaymentFailed } from '../admin/officeNotices.js';
import type { Database } from '../db/open.js';
import {
  bookings,
  notifications,
  payments,
  subscriptionPeriods,
  subscriptions,
  users,
  type BookingRow,
  type PaymentRow,
  type SandboxRenewalCard,
  type SubscriptionRow,
} from '../db/schema.js';
import { enqueueEmail } from '../email/enqueue.js';
import { fullAddress } from '../payments/booking.js';
import { POLAR_PAYMENT_METHOD } from '../payments/polar.js';
import { SANDBOX_PAYMENT_METHOD } from '../payments/sandbox.js';
import { insertVisits } from '../payments/visits.js';
import { periodDescription, periodOf, periodVisitDates, renewalCents, visitShares } from './periods.js';

/**
 * The recurring booking's first checkout was paid (its first period's visits were created with
 * it): the subscription starts, with period 0 recorded as paid. Nothing when it exists already.
 */
export async function startSubscription(
  tx: Database,
  booking: BookingRow,
  payment: PaymentRow,
  ids: { providerOrderId: string | null; providerSubscriptionId: string | null; sandboxCard?: SandboxRenewalCard },
  now: Date,
): Promise<void> {
  const startDate = booking.dates[0];
  if (booking.plan !== 'recurring' || !booking.cadence || !startDate) return;
  const period = periodOf({ startDate, periodAnchorDate: null, periodAnchorIndex: 0 }, 0);
  const [created] = await tx
    .insert(subscriptions)
    .values({
      userId: booking.userId,
      bookingId: booking.id,
      cadence: booking.cadence,
      startDate,
      currentPeriodStart: period.start,
      currentPeriodEnd: period.end,
      provider: payment.provider,
      providerSubscriptionId: ids.providerSubscriptionId,
      sandboxCard: ids.sandboxCard ?? 'pays',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: subscriptions.bookingId })
    .returning({ id: subscriptions.id });
  if (!created) return;
  await tx.insert(subscriptionPeriods).values({
    subscriptionId: created.id,
    periodIndex: 0,
    startDate: period.start,
    endDate: period.end,
    cadence: booking.cadence,
    status: 'paid',
    amountCents: payment.amountCents,
    providerOrderId: ids.providerOrderId,
    visitsCreated: periodVisitDates(startDate, period, booking.cadence as Cadence).length,
    createdAt: now,
    updatedAt: now,
  });
}

/** The subscription's row, locked until the caller's transaction ends. */
export async function lockSubscription(tx: Database, id: number): Promise<SubscriptionRow | null> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return row ?? null;
}

export type RenewalOutcome =
  | {
      paid: true;
      providerOrderId: string;
      amountCents: number;
      /** The customer's own payment of a declined period (payAgain.ts); absent: the renewal's charge is recorded as a new payment. */
      paymentId?: number;
    }
  | {
      paid: false;
      providerOrderId: string | null;
      amountCents: number;
      /** Why, in the customer's words (SUBSCRIPTION_MESSAGES). */
      reason: string;
    };

export interface RenewalResult {
  /** False when this period was recorded before (a repeated webhook or job): nothing was done. */
  recorded: boolean;
  visitsCreated: number;
}

/**
 * The next period (current + 1) was paid or declined. Paid: its visits are created (at the
 * pending cadence, if one was chosen), and it becomes the current period. Declined: no visits,
 * the subscription is past due and its owner is told (stored notification and email). A period
 * declined before and paid later (Polar retries the card) gets its visits then.
 */
export async function recordRenewal(tx: Database, subscriptionId: number, outcome: RenewalOutcome, now: Date): Promise<RenewalResult> {
  const sub = await lockSubscription(tx, subscriptionId);
  if (!sub) return { recorded: false, visitsCreated: 0 };
  const cadence = (sub.pendingCadence ?? sub.cadence) as Cadence;
  const period = periodOf(sub, sub.currentPeriodIndex + 1);
  const row = {
    subscriptionId: sub.id,
    periodIndex: period.index,
    startDate: period.start,
    endDate: period.end,
    cadence,
    amountCents: outcome.amountCents,
    providerOrderId: outcome.providerOrderId,
    createdAt: now,
    updatedAt: now,
  };
  if (!outcome.paid) {
    const [failed] = await tx
      .insert(subscriptionPeriods)
      .values({ ...row, status: 'failed', failureReason: outcome.reason })
      .onConflictDoNothing({ target: [subscriptionPeriods.subscriptionId, subscriptionPeriods.periodIndex] })
      .returning({ id: subscriptionPeriods.id });
    if (!failed) return { recorded: false, visitsCreated: 0 };
    await tx.update(subscriptions).set({ status: 'past_due', updatedAt: now }).where(eq(subscriptions.id, sub.id));
    await notifyRenewalFailed(tx, sub, period.start, outcome.amountCents, now);
    return { recorded: true, visitsCreated: 0 };
  }
  const [paid] = await tx
    .insert(subscriptionPeriods)
    .values({ ...row, status: 'paid' })
    .onConflictDoUpdate({
      target: [subscriptionPeriods.subscriptionId, subscriptionPeriods.periodIndex],
      set: {
        status: 'paid',
        providerOrderId: outcome.providerOrderId,
        amountCents: outcome.amountCents,
        failureReason: null,
        updatedAt: now,
      },
      setWhere: eq(subscriptionPeriods.status, 'failed'),
    })
    .returning({ id: subscriptionPeriods.id });
  if (!paid) return { recorded: false, visitsCreated: 0 };
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, sub.bookingId));
  if (!booking) throw new Error(`subscription ${sub.id}'s booking is missing`);
  // The period's own payment (decision 015): billing lists it, revenue counts it, its visits refund from it.
  const paymentId =
    outcome.paymentId ??
    (await insertPeriodPayment(tx, sub, { id: paid.id, index: period.index, cadence }, outcome.providerOrderId, outcome.amountCents, now));
  const dates = periodVisitDates(sub.startDate, period, cadence);
  const visitsCreated = await insertVisits(tx, booking, paymentId, dates, visitShares(outcome.amountCents, dates.length), now);
  await tx.update(subscriptionPeriods).set({ visitsCreated }).where(eq(subscriptionPeriods.id, paid.id));
  await tx
    .update(subscriptions)
    .set({
      status: 'active',
      cadence,
      pendingCadence: null,
      currentPeriodIndex: period.index,
      currentPeriodStart: period.start,
      currentPeriodEnd: period.end,
      updatedAt: now,
    })
    .where(eq(subscriptions.id, sub.id));
  return { recorded: true, visitsCreated };
}

/**
 * A renewal's charge as a completed payment of its period. Its checkout id is its order id (a
 * renewal has no checkout): unique per provider, so one order cannot be recorded twice.
 */
async function insertPeriodPayment(
  tx: Database,
  sub: SubscriptionRow,
  period: { id: number; index: number; cadence: Cadence },
  orderId: string,
  amountCents: number,
  now: Date,
): Promise<number> {
  const sandbox = sub.provider === 'sandbox';
  const [payment] = await tx
    .insert(payments)
    .values({
      bookingId: sub.bookingId,
      userId: sub.userId,
      provider: sub.provider,
      checkoutId: orderId,
      status: 'completed',
      amountCents,
      description: periodDescription(period.cadence, period.index),
      transactionId: sandbox ? `sbx_txn_${randomBytes(12).toString('base64url')}` : orderId,
      paymentMethod: sandbox ? SANDBOX_PAYMENT_METHOD : POLAR_PAYMENT_METHOD,
      providerOrderId: orderId,
      providerSubscriptionId: sub.providerSubscriptionId,
      subscriptionPeriodId: period.id,
      completedAt: now,
    })
    .returning({ id: payments.id });
  if (!payment) throw new Error(`subscription ${sub.id}'s period ${period.index} payment was not stored`);
  return payment.id;
}

/** Ends the subscription now (its period ran out after a cancel, or the provider ended it). */
export async function endSubscription(tx: Database, subscriptionId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(subscriptions)
    .set({ status: 'canceled', canceledAt: sql`coalesce(${subscriptions.canceledAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
    .where(and(eq(subscriptions.id, subscriptionId), sql`${subscriptions.status} <> 'canceled'`))
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}

/** The stored notification and the email, in the transaction that records the declined period. */
export async function notifyRenewalFailed(
  tx: Database,
  sub: SubscriptionRow,
  periodStart: string,
  amountCents: number,
  now: Date,
): Promise<void> {
  const cadence = (sub.pendingCadence ?? sub.cadence) as Cadence;
  const amount = amountCents || renewalCents(sub.cadence as Cadence);
  await tx.insert(notifications).values({
    userId: sub.userId,
    type: 'subscriptionRenewalFailed',
    visitId: null,
    details: { date: periodStart, amountCents: amount, cadence },
    createdAt: now,
  });
  const [owner] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, sub.userId));
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, sub.bookingId));
  if (!owner || !booking) throw new Error(`subscription ${sub.id}'s owner or booking is missing`);
  await enqueueEmail(tx, {
    to: owner.email,
    template: 'subscriptionRenewalFailed',
    data: {
      firstName: owner.firstName,
      cadenceLabel: CADENCE_LABELS[cadence],
      periodStart,
      amountCents: amount,
      address: fullAddress(booking),
    },
  });
  await tellOfficeOfPaymentFailed(tx, sub, { periodStart, amountCents: amount, now });
}
