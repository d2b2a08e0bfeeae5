/**
 * Marks a payment completed, creates its booking's visits and queues the confirmation email, in
 * one transaction. The payment moves only from the statuses the caller allows (a conditional
 * UPDATE); visits are created, and the email queued, exactly once whatever the number and order
 * of confirmations (visits.ts).
 */
import type { PaymentStatus } from '@housesit/shared-contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { enqueueBookingConfirmed } from '../email/bookingConfirmed.js';
import { bookings, payments } from '../db/schema.js';
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
    const visitsCreated = await createVisitsOnce(tx, payment.bookingId, now);
    // A recurring booking's first payment starts its subscription (decision 015).
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, payment.bookingId));
    if (booking?.plan === 'recurring') await startSubscription(tx, booking, payment, paid, now);
    // Queued with the payment's completion: sent exactly when the booking is (customer.md §2's promise).
    await enqueueBookingConfirmed(tx, payment.bookingId);
    return { completed: true, visitsCreated };
  });
}

/** Moves a pending payment to failed (a declined sandbox payment); false when it was not pending. */
export async function failPayment(db: Database, paymentId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ status: 'failed', updatedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  return rows.length > 0;
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
      .returning({ bookingId: payments.bookingId });
    if (!payment) return false;
    if (completing) await createVisitsOnce(tx, payment.bookingId, now);
    if (update.status === 'refunded') await cancelUnstartedVisits(tx, payment.bookingId, now);
    return true;
  });
}
