/**
 * POST /api/checkout/quote → Quote; POST /api/checkout → { url } (DECISIONS.md). Any signed-in
 * user. Both validate the whole booking and price it on the server (payments/booking.ts); an
 * amount in the body is refused as an unknown field.
 */
import { BOOKING_MESSAGES, type CheckoutResponse, type Quote } from '@housesit/shared-contracts';
import { Hono } from 'hono';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { readJson } from '../http/body.js';
import { ApiProblem, type ErrorLogger } from '../http/errors.js';
import { currentUser, requireAuth } from '../http/session.js';
import type { AppEnv } from '../http/types.js';
import { priceBooking, startCheckout } from '../payments/booking.js';
import { ProviderError, type PaymentProvider } from '../payments/provider.js';

export interface CheckoutDeps {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
  logError: ErrorLogger;
}

export function checkoutRoutes(deps: CheckoutDeps) {
  const routes = new Hono<AppEnv>();

  routes.post('/quote', requireAuth, async (c) => {
    const { quote } = priceBooking(await readJson(c), deps.clock.now());
    const { visitKey, visitCount, lines, totalCents } = quote;
    return c.json<Quote>({ visitKey, visitCount, lines, totalCents, provider: deps.provider.displayName });
  });

  routes.post('/', requireAuth, async (c) => {
    const priced = priceBooking(await readJson(c), deps.clock.now());
    try {
      const url = await startCheckout(deps, currentUser(c), priced);
      return c.json<CheckoutResponse>({ url }, 201);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      deps.logError('[payments] checkout not created:', error.message);
      throw new ApiProblem(502, 'booking.provider_unavailable', BOOKING_MESSAGES.providerUnavailable);
    }
  });

  return routes;
}
