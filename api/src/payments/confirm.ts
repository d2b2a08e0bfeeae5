/**
 * Marks a payment completed, creates its booking's visits and queues the confirmation email, in
 * one transaction. The payment moves only from the statuses the caller allows (a conditional
 * UPDATE); visits are created, and the email queued, exactly once whatever the number and order
 * of confirmations (visits.ts).
 */
import type { PaymentStatus } from '@housesit/shared-contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { tellOfficeOfBooking } from '../admin/officeNotices.js';
import { enqueueBookingConfirmed } from '../email/bookingConfirmed.js';
import { bookings, payments } from '../db/schema.js';
import { declinePeriodAgain, payPeriodAgain } from '../subscriptions/payAgain.js';
import { startSubscription } from '../subscriptions/store.js';
import type { PaidConfirmation } from './provider.js';
import { cancelUnstartedVisits, createVisitsOnce } from './visits.js';

export interface ConfirmResult {
  /** The payment moved to completed now (false: it was not in an allowed status). */
  completed: boolean;
  visitsCreated: number;
}

export async function confirmPayment(
  db: Database,
  paymentId: number,
  paid: PaidConfirmation,
  now: Date,
  from: readonly PaymentStatus[] = ['pending'],
): Promise<ConfirmResult> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .update(payments)
      .set({
        status: 'completed',
        transactionId: paid.transactionId,
        paymentMethod: paid.paymentMethod,
        providerOrderId: paid.providerOrderId,
        providerSubscriptionId: paid.providerSubscriptionId,
        completedAt: now,
        updatedAt: now,
      })
      .where(and(eq(payments.id, paymentId), inArray(payments.status, [...from])))
      .returning();
    if (!payment) return { completed: false, visitsCreated: 0 };
    // A subscription period paid again by the customer (decision 015): that period's visits.
    if (payment.subscriptionPeriodId !== null) {
      const visitsCreated = await payPeriodAgain(tx, payment, now);
      if (visitsCreated !== null) return { completed: true, visitsCreated };
      // The plan no longer owes this period (cancelled meanwhile): nothing is charged.
      await tx.update(payments).set({ status: 'failed', completedAt: null, updatedAt: now }).where(eq(payments.id, payment.id));
      return { completed: false, visitsCreated: 0 };
    }
    const visitsCreated = await createVisitsOnce(tx, payment.bookingId, payment.id, now);
    // A recurring booking's first payment starts its subscription (decision 015).
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, payment.bookingId));
    if (booking?.plan === 'recurring') await startSubscription(tx, booking, payment, paid, now);
    // Queued with the payment's completion: sent exactly when the booking is (docs/product/customer.md §2's promise).
    await enqueueBookingConfirmed(tx, payment.bookingId);
    await tellOfficeOfBooking(tx, payment.bookingId, now);
    return { completed: true, visitsCreated };
  });
}

/**
 * Moves a pending payment to failed (a declined sandbox payment); false when it was not pending.
 * A declined period's payment leaves the plan past due, with the reason updated.
 */
export async function failPayment(db: Database, paymentId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [failed] = await tx
      .update(payments)
      .set({ status: 'failed', updatedAt: now })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
      .returning();
    if (!failed) return false;
    await declinePeriodAgain(tx, failed, now);
    return true;
  });
}

export const MANUAL_PAYMENT_METHOD = 'Manual (admin)';

/**
 * PATCH /api/payments/{id} (admins, manual reconciliation). Completing also creates the visits,
 * still exactly once; refunding cancels those not begun; other statuses leave visits as they
 * are. False when there is no such payment.
 */
export async function reconcilePayment(
  db: Database,
  paymentId: number,
  update: { status: PaymentStatus; transactionId: string },
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const completing = update.status === 'completed';
    const [payment] = await tx
      .update(payments)
      .set({
        status: update.status,
        transactionId: update.transactionId,
        paymentMethod: completing ? sql`coalesce(${payments.paymentMethod}, ${MANUAL_PAYMENT_METHOD})` : undefined,
        completedAt: completing ? sql`coalesce(${payments.completedAt}, ${now.toISOString()}::timestamptz)` : undefined,
        updatedAt: now,
      })
      .where(eq(payments.id, paymentId))
      .returning({ id: payments.id, bookingId: payments.bookingId, subscriptionPeriodId: payments.subscriptionPeriodId });
    if (!payment) return false;
    // A period's charge has its visits from the renewal that recorded it.
    if (completing && payment.subscriptionPeriodId === null) await createVisitsOnce(tx, payment.bookingId, payment.id, now);
    if (update.status === 'refunded') await cancelUnstartedVisits(tx, payment.id, now);
    return true;
  });
}
