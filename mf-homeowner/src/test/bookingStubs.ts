import type { CheckoutRequest, Quote } from '@housesit/shared-contracts';
import { quoteBooking } from '@housesit/shared-contracts';
import { vi } from 'vitest';
import type { StubReply, StubRoute } from '@housesit/shell/kit/testing';

/** 'Today' in the wizard tests: Monday, July 1, 2030, midday in Marblehead. */
export const TODAY = new Date('2030-07-01T16:00:00Z');

export function freezeToday() {
  vi.useFakeTimers({ toFake: ['Date'], now: TODAY });
}

export const SANDBOX = 'Housesit Sandbox (test mode)';

/** Answers a quote the way the API does: from the pricing module, for the request sent. */
export const quoteRoute: StubRoute = (_url, request) => {
  const body = request.body as CheckoutRequest;
  const price = quoteBooking({
    plan: body.plan,
    cadence: body.cadence,
    dateCount: body.dates.length,
    lockboxPurchased: body.access.lockboxPurchased,
    flow: body.flow,
    dates: body.dates,
    now: new Date(),
  });
  const quote: Quote = {
    visitKey: price.visitKey,
    visitCount: price.visitCount,
    lines: price.lines,
    totalCents: price.totalCents,
    ...(price.nextCharge ? { nextCharge: price.nextCharge } : {}),
    provider: SANDBOX,
  };
  return { body: quote };
};

export function bookingRoutes(checkout: () => StubReply = () => ({ body: { url: '/api/payments/sandbox/sbx_abc' } })) {
  return { '/api/checkout/quote': quoteRoute, '/api/checkout': () => checkout() } satisfies Record<string, StubRoute>;
}
