/**
 * Polar's subscription events on our subscriptions (decision 015), inside the webhook's
 * transaction (payments/webhook.ts records the delivery id with them):
 * - order.paid with billing reason `subscription_cycle`: a renewal was paid; the next period
 *   and its visits are recorded once (by period, and by Polar's order id);
 * - subscription.past_due: the renewal charge failed: no visits, past due, the customer told;
 * - subscription.canceled / uncanceled: cancel at period end set or taken back (in Polar's
 *   dashboard or through our API); subscription.revoked, or a `canceled` status: it has ended;
 * - subscription.created / active / updated: Polar's subscription id joins our row.
 */
import { SUBSCRIPTION_MESSAGES } from '@housesit/shared-contracts';
import type { Order } from '@polar-sh/sdk/models/components/order.js';
import type { Subscription as PolarSubscription } from '@polar-sh/sdk/models/components/subscription.js';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { payments, subscriptionPeriods, subscriptions } from '../db/schema.js';
import { endSubscription, lockSubscription, recordRenewal } from './store.js';

const byPolarId = (id: string) => and(eq(subscriptions.provider, 'polar'), eq(subscriptions.providerSubscriptionId, id));

/** order.paid for a renewal; false when the subscription is not ours. */
export async function applyRenewalOrder(tx: Database, order: Order, now: Date): Promise<boolean> {
  if (!order.subscriptionId || !order.paid) return false;
  const [sub] = await tx.select({ id: subscriptions.id }).from(subscriptions).where(byPolarId(order.subscriptionId));
  if (!sub) return false;
  // The same order delivered again (a new delivery id, or a resend from Polar's dashboard).
  const [seen] = await tx
    .select({ id: subscriptionPeriods.id })
    .from(subscriptionPeriods)
    .where(and(eq(subscriptionPeriods.providerOrderId, order.id), eq(subscriptionPeriods.status, 'paid')));
  if (seen) return true;
  await recordRenewal(tx, sub.id, { paid: true, providerOrderId: order.id, amountCents: order.subtotalAmount }, now);
  return true;
}

/** subscription.* events; false when the subscription is not ours. */
export async function applySubscriptionEvent(tx: Database, type: string, data: PolarSubscription, now: Date): Promise<boolean> {
  const linked = await linkSubscription(tx, data);
  const [row] = await tx.select({ id: subscriptions.id }).from(subscriptions).where(byPolarId(data.id));
  if (!row) return linked;
  const sub = await lockSubscription(tx, row.id);
  if (!sub) return linked;
  if (type === 'subscription.revoked' || data.status === 'canceled') {
    await endSubscription(tx, sub.id, now);
    return true;
  }
  if (type === 'subscription.past_due' || data.status === 'past_due') {
    if (sub.status === 'active')
      await recordRenewal(
        tx,
        sub.id,
        { paid: false, providerOrderId: null, amountCents: data.amount, reason: SUBSCRIPTION_MESSAGES.providerRenewalFailed },
        now,
      );
    return true;
  }
  if (sub.status !== 'canceled' && sub.cancelAtPeriodEnd !== data.cancelAtPeriodEnd) {
    await tx.update(subscriptions).set({ cancelAtPeriodEnd: data.cancelAtPeriodEnd, updatedAt: now }).where(eq(subscriptions.id, sub.id));
  }
  return true;
}

/** Remembers Polar's subscription id on the payment and our subscription of its checkout. */
async function linkSubscription(tx: Database, data: PolarSubscription): Promise<boolean> {
  if (!data.checkoutId) return false;
  const [payment] = await tx
    .select({ id: payments.id, bookingId: payments.bookingId, known: payments.providerSubscriptionId })
    .from(payments)
    .where(and(eq(payments.provider, 'polar'), eq(payments.checkoutId, data.checkoutId)));
  if (!payment) return false;
  if (!payment.known) await tx.update(payments).set({ providerSubscriptionId: data.id }).where(eq(payments.id, payment.id));
  await tx
    .update(subscriptions)
    .set({ providerSubscriptionId: data.id, providerCustomerId: data.customerId })
    .where(and(eq(subscriptions.bookingId, payment.bookingId), isNull(subscriptions.providerSubscriptionId)));
  return !payment.known;
}
