/**
 * POST /api/checkout/quote → Quote; POST /api/checkout → { url } (docs/product/DECISIONS.md). Any signed-in
 * user. Both validate the whole booking and price it on the server (payments/booking.ts); an
 * amount in the body is refused as an unknown field. POST /api/checkout/{checkoutId}/retry → { url }:
 * the owner's declined checkout tried again on the same booking (payments/retry.ts).
 */
import { BOOKING_MESSAGES, bookingEndpoints as endpoints } from '@housesit/shared-contracts';
import { Hono } from 'hono';
import type { Keyring } from '../access/sealing.js';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { readJson } from '../http/body.js';
import { serve } from '../http/endpoint.js';
import { ApiProblem, type ErrorLogger } from '../http/errors.js';
import { currentUser } from '../http/session.js';
import type { AppEnv } from '../http/types.js';
import { priceBookingFor, startCheckout } from '../payments/booking.js';
import { ProviderError, type PaymentProvider } from '../payments/provider.js';
import { retryCheckout } from '../payments/retry.js';

export interface CheckoutDeps {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
  logError: ErrorLogger;
  /** Seals the access text typed at booking into the home's access details. */
  keyring: Keyring;
}

/**
 * Mounted at /api. The booking is read and checked by priceBooking: the booking rules name each refusal;
 * the lockbox is priced once per property (priceBookingFor, decision 027).
 */
export function checkoutRoutes(deps: CheckoutDeps) {
  const routes = new Hono<AppEnv>();
  const ownBody = { readsOwnBody: true };

  serve(
    routes,
    endpoints.quote,
    async (c) => {
      const { quote } = await priceBookingFor(deps.db, currentUser(c).id, await readJson(c), deps.clock.now());
      const { visitKey, visitCount, lines, totalCents, nextCharge } = quote;
      return {
        visitKey,
        visitCount,
        lines,
        totalCents,
        ...(nextCharge ? { nextCharge } : {}),
        provider: deps.provider.displayName,
      };
    },
    ownBody,
  );

  /** A provider that could not create the checkout: 502, nothing stored. */
  const providerUnavailable = (error: unknown): never => {
    if (!(error instanceof ProviderError)) throw error;
    deps.logError('[payments] checkout not created:', error.message);
    throw new ApiProblem(502, 'booking.provider_unavailable', BOOKING_MESSAGES.providerUnavailable);
  };

  serve(
    routes,
    endpoints.checkout,
    async (c) => {
      const priced = await priceBookingFor(deps.db, currentUser(c).id, await readJson(c), deps.clock.now());
      try {
        return { url: await startCheckout({ ...deps, now: deps.clock.now() }, currentUser(c), priced) };
      } catch (error) {
        return providerUnavailable(error);
      }
    },
    { ...ownBody, status: 201 },
  );

  serve(
    routes,
    endpoints.retryCheckout,
    async (c, { params }) => {
      try {
        return { url: await retryCheckout(deps, currentUser(c), params.checkoutId, deps.clock.now()) };
      } catch (error) {
        return providerUnavailable(error);
      }
    },
    { status: 201 },
  );

  return routes;
}
