/**
 * GET /api/polar/order?checkout_id= → Order (with the dates booked and their windows), for the checkout's owner only (404 for anyone else
 * and for unknown ids). A pending Polar payment is looked up at Polar first and confirmed if it
 * was paid (the order can lag the redirect; /confirmation retries while it is pending).
 *
 * POST /api/polar/webhook: served only when Polar is configured. Server to server, so it carries
 * neither Origin nor Sec-Fetch-Site and the origin check lets it through; the signature is
 * what authenticates it.
 */
import { BOOKING_MESSAGES, bookingEndpoints as endpoints } from '@housesit/shared-contracts';
import { Hono } from 'hono';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import type { PolarSettings } from '../env.js';
import { ApiProblem, notFound, type ErrorLogger } from '../http/errors.js';
import { serve } from '../http/endpoint.js';
import { currentUser } from '../http/session.js';
import type { AppEnv } from '../http/types.js';
import { confirmPayment } from '../payments/confirm.js';
import { ProviderError, type PaymentProvider } from '../payments/provider.js';
import { findByCheckoutId, toOrderJson, type PaymentRecord } from '../payments/records.js';
import { handlePolarWebhook } from '../payments/webhook.js';
import { orderVisits } from './orderVisits.js';

export interface PolarRouteDeps {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
  polar: PolarSettings | null;
  logError: ErrorLogger;
}

/** Mounted at /api. */
export function polarRoutes(deps: PolarRouteDeps) {
  const routes = new Hono<AppEnv>();

  /** Asks the provider about a pending payment; a provider outage leaves it pending. */
  async function refreshPending(record: PaymentRecord): Promise<PaymentRecord> {
    const { payment } = record;
    if (payment.status !== 'pending' || payment.provider !== deps.provider.name) return record;
    try {
      const paid = await deps.provider.findPaid(payment.checkoutId);
      if (!paid) return record;
      await confirmPayment(deps.db, payment.id, paid, deps.clock.now());
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      deps.logError('[payments] order lookup at the provider failed:', error.message);
      return record;
    }
    return (await findByCheckoutId(deps.db, payment.checkoutId)) ?? record;
  }

  serve(routes, endpoints.order, async (c) => {
    const checkoutId = c.req.query('checkout_id')?.trim();
    if (!checkoutId)
      throw new ApiProblem(400, 'order.no_checkout_id', BOOKING_MESSAGES.noCheckoutId, { checkout_id: BOOKING_MESSAGES.noCheckoutId });
    const record = await findByCheckoutId(deps.db, checkoutId);
    if (!record || record.payment.userId !== currentUser(c).id)
      throw new ApiProblem(404, 'order.not_found', BOOKING_MESSAGES.orderNotFound);
    const current = await refreshPending(record);
    return { ...toOrderJson(current), visits: await orderVisits(deps.db, current.booking) };
  });

  const polar = deps.polar;
  if (polar) {
    serve(routes, endpoints.polarWebhook, async (c) => {
      const outcome = await handlePolarWebhook(
        { db: deps.db, now: deps.clock.now(), logError: deps.logError },
        polar.webhookSecret,
        await c.req.text(),
        c.req.header(),
      );
      return c.json(outcome, outcome.ignored ? 202 : 200);
    });
  } else {
    serve(routes, endpoints.polarWebhook, () => {
      throw notFound();
    });
  }

  return routes;
}
