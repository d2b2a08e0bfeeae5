/**
 * GET /api/payments (the caller's own, newest first), PATCH /api/payments/{id} (admins only:
 * manual reconciliation, docs/product/DECISIONS.md) and the sandbox provider's hosted test checkout:
 * GET /api/payments/sandbox/{checkoutId} and its Pay / Decline forms. The sandbox answers only
 * the booking's owner (404 for anyone else) and only while it is the active provider.
 */
import { BOOKING_MESSAGES, bookingEndpoints as endpoints } from '@housesit/shared-contracts';
import { Hono, type Context } from 'hono';
import { randomBytes } from 'node:crypto';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { serve } from '../http/endpoint.js';
import { notFound } from '../http/errors.js';
import { parseId } from '../http/params.js';
import { currentUser } from '../http/session.js';
import type { AppEnv } from '../http/types.js';
import { fullAddress } from '../payments/booking.js';
import { confirmPayment, failPayment, reconcilePayment } from '../payments/confirm.js';
import type { PaymentProvider } from '../payments/provider.js';
import { datesBought, findByCheckoutId, findById, listForUser, toPaymentJson, type PaymentRecord } from '../payments/records.js';
import { refundsOf } from '../payments/refunds.js';
import { SANDBOX_PAYMENT_METHOD, sandboxCheckoutPath } from '../payments/sandbox.js';
import { renderSandboxPage, SANDBOX_CSP } from '../payments/sandboxPage.js';
import { declineSandboxTip, ownSandboxTip, paySandboxTip, sandboxTipPage } from '../tips/sandboxTip.js';

export interface PaymentRouteDeps {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
}

/** Where the wizards land after Decline; they show BOOKING_MESSAGES.paymentDeclined for it. */
export const DECLINED_QUERY = 'payment=declined';

/** Where a plan's declined period, paid again or declined again, returns to (decision 015). */
export const BILLING_PATH = '/homeowner/billing';

export const confirmationPath = (checkoutId: string) => `/confirmation?checkout_id=${encodeURIComponent(checkoutId)}`;

/** Mounted at /api. */
export function paymentRoutes(deps: PaymentRouteDeps) {
  const routes = new Hono<AppEnv>();

  serve(routes, endpoints.payments, async (c) => {
    const records = await listForUser(deps.db, currentUser(c).id);
    const refunds = await refundsOf(
      deps.db,
      records.map((record) => record.payment.id),
    );
    return { items: records.map((record) => toPaymentJson(record, refunds.get(record.payment.id))) };
  });

  serve(routes, endpoints.updatePayment, async (_c, { params, body: update }) => {
    const id = parseId(params.id);
    if (!(await reconcilePayment(deps.db, id, update, deps.clock.now()))) throw notFound('payment.not_found');
    const record = await findById(deps.db, id);
    if (!record) throw notFound('payment.not_found');
    const refunds = await refundsOf(deps.db, [id]);
    return { payment: toPaymentJson(record, refunds.get(id)) };
  });

  /** The caller's own sandbox payment for this checkout, or null. */
  async function ownSandboxPayment(c: Context<AppEnv>): Promise<PaymentRecord | null> {
    const user = c.get('user');
    if (deps.provider.name !== 'sandbox' || !user) return null;
    const record = await findByCheckoutId(deps.db, c.req.param('checkoutId') ?? '');
    return record && record.payment.provider === 'sandbox' && record.payment.userId === user.id ? record : null;
  }

  /** Not a booking's checkout: the caller's own sandbox tip for it, or null (a tip pays on the same page). */
  async function ownTip(c: Context<AppEnv>) {
    const user = c.get('user');
    if (deps.provider.name !== 'sandbox' || !user) return null;
    return ownSandboxTip(deps.db, user.id, c.req.param('checkoutId') ?? '');
  }

  /**
   * A declined plan period paid again returns to billing, where the plan card says where it stands;
   * a booking's checkout returns to its wizard with the checkout id, which 'Try again' pays again.
   */
  const backToWizard = (record: PaymentRecord) =>
    record.period
      ? BILLING_PATH
      : `${record.booking.flow === 'purchase' ? '/purchase' : '/dashboard'}?${DECLINED_QUERY}&checkout_id=${encodeURIComponent(record.payment.checkoutId)}`;

  serve(routes, endpoints.sandboxCheckout, async (c) => {
    const record = await ownSandboxPayment(c);
    c.header('Content-Security-Policy', SANDBOX_CSP);
    const tip = record ? null : await ownTip(c);
    if (tip) return c.html(renderSandboxPage(await sandboxTipPage(deps.db, tip)));
    if (!record)
      return c.html(`<!doctype html><html lang="en"><title>Not found</title><p>${BOOKING_MESSAGES.orderNotFound}</p></html>`, 404);
    const { payment, booking } = record;
    return c.html(
      renderSandboxPage({
        checkoutId: payment.checkoutId,
        description: payment.description,
        dates: datesBought(record),
        // The renewal test card is chosen with the plan's first payment only.
        recurring: booking.plan === 'recurring' && !record.period,
        address: fullAddress(booking),
        amountCents: payment.amountCents,
        status: payment.status,
        doneHref: record.period ? BILLING_PATH : payment.status === 'completed' ? confirmationPath(payment.checkoutId) : '/dashboard',
      }),
    );
  });

  serve(routes, endpoints.sandboxPay, async (c) => {
    const record = await ownSandboxPayment(c);
    const tip = record ? null : await ownTip(c);
    if (tip) return c.redirect(await paySandboxTip(deps.db, tip, deps.clock.now()), 303);
    if (!record) throw notFound('payment.not_found');
    // A recurring plan's test card may be one that declines renewals (decision 015).
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const sandboxCard = record.booking.plan === 'recurring' && !record.period && form['card'] === 'declines' ? 'declines' : 'pays';
    const { completed } = await confirmPayment(
      deps.db,
      record.payment.id,
      {
        transactionId: `sbx_txn_${randomBytes(12).toString('base64url')}`,
        paymentMethod: SANDBOX_PAYMENT_METHOD,
        providerOrderId: null,
        providerSubscriptionId: null,
        sandboxCard,
      },
      deps.clock.now(),
    );
    // No longer pending: nothing changed; the page shows where the payment stands.
    if (record.period) return c.redirect(BILLING_PATH, 303);
    return c.redirect(completed ? confirmationPath(record.payment.checkoutId) : sandboxCheckoutPath(record.payment.checkoutId), 303);
  });

  serve(routes, endpoints.sandboxDecline, async (c) => {
    const record = await ownSandboxPayment(c);
    const tip = record ? null : await ownTip(c);
    if (tip) return c.redirect(await declineSandboxTip(deps.db, tip, deps.clock.now()), 303);
    if (!record) throw notFound('payment.not_found');
    const failed = await failPayment(deps.db, record.payment.id, deps.clock.now());
    return c.redirect(failed ? backToWizard(record) : sandboxCheckoutPath(record.payment.checkoutId), 303);
  });

  return routes;
}
