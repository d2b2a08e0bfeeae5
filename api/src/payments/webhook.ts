/**
 * Polar's webhooks (Standard Webhooks): the signature is checked on the raw body by the SDK's
 * validateEvent (401 otherwise); each delivery is recorded by its `webhook-id` in the same
 * transaction as its effect, so a replay, or a retry racing the original, changes nothing.
 *
 * Handled: order.paid (confirms the payment and creates the visits), order.refunded (marks it
 * refunded and cancels the visits not begun), a renewal's order.paid and subscription.* (the
 * recurring plan's periods and state, subscriptions/polarEvents.ts), refund.created/updated (the status of a refund we
 * asked for, matched by Polar's id or our id in its metadata; a refund made in Polar's
 * dashboard is recorded too, so billing and revenue show it). Anything else is acknowledged
 * and ignored.
 */
import { BOOKING_MESSAGES } from '@housesit/shared-contracts';
import type { validateEvent } from '@polar-sh/sdk/webhooks';
import type { Refund as PolarRefund } from '@polar-sh/sdk/models/components/refund.js';
import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { payments, refunds, webhookDeliveries } from '../db/schema.js';
import { ApiProblem, type ErrorLogger } from '../http/errors.js';
import { confirmPayment } from './confirm.js';
import { POLAR_PAYMENT_METHOD, REFUND_METADATA_KEY, refundStatusOf } from './polar.js';
import { settleRefund } from './refunds.js';
import { cancelUnstartedVisits } from './visits.js';
import { applyRenewalOrder, applySubscriptionEvent } from '../subscriptions/polarEvents.js';
import { confirmPolarTip } from '../tips/polarTip.js';

export const HANDLED_EVENTS = [
  'order.paid',
  'order.refunded',
  'refund.created',
  'refund.updated',
  'subscription.created',
  'subscription.active',
  'subscription.updated',
  'subscription.canceled',
  'subscription.uncanceled',
  'subscription.revoked',
  'subscription.past_due',
] as const;

export interface WebhookOutcome {
  received: true;
  /** This delivery was handled before: nothing was done again. */
  duplicate?: true;
  /** Not an event we act on, or not about one of our checkouts. */
  ignored?: true;
}

type PolarEvent = ReturnType<typeof validateEvent>;

function eventTypeOf(body: string): string {
  try {
    const type = (JSON.parse(body) as { type?: unknown }).type;
    return typeof type === 'string' ? type : '';
  } catch {
    return '';
  }
}

async function verify(body: string, headers: Record<string, string>, secret: string, logError: ErrorLogger): Promise<PolarEvent | null> {
  // Loaded on first use, like the client (payments/polar.ts): the SDK takes seconds to load.
  const [{ validateEvent, WebhookVerificationError }, { SDKValidationError }] = await Promise.all([
    import('@polar-sh/sdk/webhooks'),
    import('@polar-sh/sdk/models/errors/sdkvalidationerror.js'),
  ]);
  try {
    return validateEvent(body, headers, secret);
  } catch (error) {
    if (error instanceof WebhookVerificationError)
      throw new ApiProblem(401, 'payment.webhook_signature', BOOKING_MESSAGES.webhookSignature);
    if (error instanceof SDKValidationError) {
      // Signed by Polar but not a shape the SDK knows: ignore event types we do not handle; for
      // ours, answer 400 so Polar retries and the failure shows in its dashboard.
      const type = eventTypeOf(body);
      if (!(HANDLED_EVENTS as readonly string[]).includes(type)) return null;
      logError(`[payments] Polar webhook ${type} did not match the SDK's schema:`, error.message);
      throw new ApiProblem(400, 'payment.webhook_unreadable', `Unreadable ${type} event`);
    }
    throw error;
  }
}

export async function handlePolarWebhook(
  deps: { db: Database; now: Date; logError: ErrorLogger },
  secret: string,
  body: string,
  headers: Record<string, string>,
): Promise<WebhookOutcome> {
  const event = await verify(body, headers, secret, deps.logError);
  if (!event) return { received: true, ignored: true };
  const deliveryId = headers['webhook-id'] ?? '';
  return deps.db.transaction(async (tx): Promise<WebhookOutcome> => {
    const recorded = await tx
      .insert(webhookDeliveries)
      .values({ id: deliveryId, provider: 'polar', eventType: event.type })
      .onConflictDoNothing()
      .returning({ id: webhookDeliveries.id });
    if (recorded.length === 0) return { received: true, duplicate: true };
    return (await apply(tx, event, deps)) ? { received: true } : { received: true, ignored: true };
  });
}

/** Applies one event; false when it is not about one of our checkouts. */
async function apply(tx: Database, event: PolarEvent, deps: { now: Date; logError: ErrorLogger }): Promise<boolean> {
  const byCheckout = (checkoutId: string) => and(eq(payments.provider, 'polar'), eq(payments.checkoutId, checkoutId));
  switch (event.type) {
    case 'order.paid': {
      const order = event.data;
      // A renewal of a recurring plan: the next period and its visits (decision 015).
      if (order.billingReason === 'subscription_cycle') return applyRenewalOrder(tx, order, deps.now);
      if (!order.checkoutId || !order.paid) return false;
      const [payment] = await tx.select().from(payments).where(byCheckout(order.checkoutId)).limit(1);
      // Not a booking's checkout: a tip's, confirmed once like a payment (tips/tips.ts).
      if (!payment) return confirmPolarTip(tx, order, deps.now);
      if (order.subtotalAmount !== payment.amountCents) {
        deps.logError(
          `[payments] Polar order ${order.id} subtotal ${order.subtotalAmount} differs from payment ${payment.id} (${payment.amountCents})`,
          null,
        );
      }
      // A paid order settles the payment even if it had been marked failed meanwhile.
      await confirmPayment(
        tx,
        payment.id,
        {
          transactionId: order.id,
          paymentMethod: POLAR_PAYMENT_METHOD,
          providerOrderId: order.id,
          providerSubscriptionId: order.subscriptionId,
        },
        deps.now,
        ['pending', 'failed'],
      );
      return true;
    }
    case 'order.refunded': {
      const order = event.data;
      if (order.status !== 'refunded') return false;
      // A checkout's order, or a renewal's (whose payment is known by its order id, decision 015).
      const [refunded] = await tx
        .update(payments)
        .set({ status: 'refunded', updatedAt: deps.now })
        .where(
          order.checkoutId
            ? byCheckout(order.checkoutId)
            : and(eq(payments.provider, 'polar'), eq(payments.providerOrderId, order.id), isNotNull(payments.subscriptionPeriodId)),
        )
        .returning({ id: payments.id });
      if (!refunded) return false;
      await cancelUnstartedVisits(tx, refunded.id, deps.now);
      return true;
    }
    case 'refund.created':
    case 'refund.updated':
      return applyRefund(tx, event.data, deps.now);
    case 'subscription.created':
    case 'subscription.active':
    case 'subscription.updated':
    case 'subscription.canceled':
    case 'subscription.uncanceled':
    case 'subscription.revoked':
    case 'subscription.past_due':
      return applySubscriptionEvent(tx, event.type, event.data, deps.now);
    default:
      return false;
  }
}

/** Words on a refund nobody asked for through Housesit (made in Polar's dashboard). */
export const PROVIDER_REFUND_REASON = 'Refunded by Housesit';

/** refund.created / refund.updated: the refund's status, on our row for it (created if it is not ours). */
async function applyRefund(tx: Database, refund: PolarRefund, now: Date): Promise<boolean> {
  const status = refundStatusOf(refund.status);
  const ours = refund.metadata[REFUND_METADATA_KEY];
  const ourId = typeof ours === 'string' && /^\d{1,9}$/.test(ours) ? Number(ours) : null;
  // Matched by our id too: the webhook can arrive before the refunds API's answer was stored.
  const [row] = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(or(eq(refunds.providerRefundId, refund.id), ourId === null ? sql`false` : eq(refunds.id, ourId)))
    .limit(1);
  if (row) {
    await settleRefund(tx, row.id, status, refund.id, now);
    return true;
  }
  const [payment] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.provider, 'polar'), eq(payments.providerOrderId, refund.orderId)))
    .limit(1);
  if (!payment) return false;
  const [created] = await tx
    .insert(refunds)
    .values({
      paymentId: payment.id,
      amountCents: refund.amount,
      status: 'pending',
      reason: PROVIDER_REFUND_REASON,
      providerRefundId: refund.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: refunds.id });
  if (created) await settleRefund(tx, created.id, status, refund.id, now);
  return true;
}
