/**
 * Paying a declined period again (decision 015). A sandbox plan goes past due when its test card
 * declines a renewal; its owner pays that period again through the same sandbox checkout page
 * every payment uses (Pay / Decline). Polar plans are retried by Polar itself (its dunning), so
 * the API refuses them here.
 *
 * - `startPayAgain`: under the subscription's lock, only while past due: the pending payment of
 *   the declined period (one at a time: the payments_period_key index), created if none is.
 * - `payPeriodAgain`: Pay on that page (confirm.ts, in its transaction): the period becomes paid
 *   and its visits are created, once (recordRenewal), and the plan is active again.
 * - `declinePeriodAgain`: Decline: the payment failed, the plan stays past due with the reason.
 */
import { SUBSCRIPTION_MESSAGES, type Cadence } from '@housesit/shared-contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { payments, subscriptionPeriods, type PaymentRow, type SubscriptionRow } from '../db/schema.js';
import { ApiProblem } from '../http/errors.js';
import { newSandboxCheckout, sandboxCheckoutPath } from '../payments/sandbox.js';
import { periodDescription } from './periods.js';
import { lockSubscription, recordRenewal } from './store.js';

/** The declined period a past-due subscription owes: the one after its last paid period. */
async function declinedPeriod(tx: Database, sub: SubscriptionRow) {
  const [period] = await tx
    .select()
    .from(subscriptionPeriods)
    .where(
      and(
        eq(subscriptionPeriods.subscriptionId, sub.id),
        eq(subscriptionPeriods.periodIndex, sub.currentPeriodIndex + 1),
        eq(subscriptionPeriods.status, 'failed'),
      ),
    );
  return period ?? null;
}

/** POST /api/subscriptions/{id}/pay (the owner, checked by the route): where to pay the declined period. */
export async function startPayAgain(db: Database, subscriptionId: number): Promise<{ url: string }> {
  return db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, subscriptionId);
    if (!sub) throw new Error(`subscription ${subscriptionId} vanished`);
    if (sub.provider !== 'sandbox') throw new ApiProblem(409, 'subscription.provider_retries', SUBSCRIPTION_MESSAGES.providerRetries);
    const period = sub.status === 'past_due' ? await declinedPeriod(tx, sub) : null;
    if (!period) throw new ApiProblem(409, 'subscription.not_past_due', SUBSCRIPTION_MESSAGES.notPastDue);
    // Asking twice answers the same checkout: one attempt at a time.
    const [pending] = await tx
      .select({ checkoutId: payments.checkoutId })
      .from(payments)
      .where(and(eq(payments.subscriptionPeriodId, period.id), eq(payments.status, 'pending')));
    if (pending) return { url: sandboxCheckoutPath(pending.checkoutId) };
    const { checkoutId, url } = newSandboxCheckout();
    await tx.insert(payments).values({
      bookingId: sub.bookingId,
      userId: sub.userId,
      provider: 'sandbox',
      checkoutId,
      status: 'pending',
      amountCents: period.amountCents,
      description: periodDescription(period.cadence as Cadence, period.periodIndex),
      subscriptionPeriodId: period.id,
    });
    return { url };
  });
}

/**
 * Pay pressed on a declined period's checkout; the payment was just marked completed in `tx`.
 * Answers the visits created, or null when the plan no longer owes this period (cancelled, or
 * paid otherwise meanwhile): the caller then leaves the payment uncompleted.
 */
export async function payPeriodAgain(tx: Database, payment: PaymentRow, now: Date): Promise<number | null> {
  const [period] = await tx
    .select()
    .from(subscriptionPeriods)
    .where(eq(subscriptionPeriods.id, payment.subscriptionPeriodId ?? 0));
  if (!period) return null;
  const sub = await lockSubscription(tx, period.subscriptionId);
  const owed = sub && sub.status === 'past_due' ? await declinedPeriod(tx, sub) : null;
  if (!sub || owed?.id !== period.id) return null;
  const result = await recordRenewal(
    tx,
    sub.id,
    { paid: true, providerOrderId: payment.checkoutId, amountCents: payment.amountCents, paymentId: payment.id },
    now,
  );
  return result.recorded ? result.visitsCreated : null;
}

/** Decline pressed on a declined period's checkout: the plan stays past due, now saying so. */
export async function declinePeriodAgain(tx: Database, payment: PaymentRow, now: Date): Promise<void> {
  if (payment.subscriptionPeriodId === null) return;
  await tx
    .update(subscriptionPeriods)
    .set({ failureReason: SUBSCRIPTION_MESSAGES.retryDeclined, updatedAt: now })
    .where(and(eq(subscriptionPeriods.id, payment.subscriptionPeriodId), eq(subscriptionPeriods.status, 'failed')));
}

/** The past-due reason and who retries, for the Subscription JSON. */
export async function pastDueOf(
  db: Database,
  sub: SubscriptionRow,
): Promise<{ pastDueReason: string | null; retryBy: 'customer' | 'provider' | null }> {
  if (sub.status !== 'past_due') return { pastDueReason: null, retryBy: null };
  const period = await declinedPeriod(db, sub);
  return {
    pastDueReason: period?.failureReason ?? SUBSCRIPTION_MESSAGES.renewalDeclined,
    retryBy: sub.provider === 'sandbox' ? 'customer' : 'provider',
  };
}
