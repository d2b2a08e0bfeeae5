import type { CheckoutRequest } from '../schemas/checkout.js';
import type { LocationRequestPayload, UpdateLocationRequest } from '../schemas/location.js';
import type { PaymentUpdate } from '../schemas/payment.js';
import type { SubscriptionUpdate } from '../schemas/subscription.js';
import { bookingRoutes as e } from './routes.generated.js';
import { call } from './call.js';
import type { Transport } from './request.js';

/** Booking and payment: quote, checkout, the confirmation's order lookup, payments, location requests. */
export function bookingApi(t: Transport) {
  return {
    quote: (payload: CheckoutRequest) => call(t, e.quote, { body: payload }),
    checkout: (payload: CheckoutRequest) => call(t, e.checkout, { body: payload }),
    /** A declined checkout tried again: the same booking, a new payment page. */
    retryCheckout: (checkoutId: string) => call(t, e.retryCheckout, { params: { checkoutId } }),
    order: (checkoutId: string) => call(t, e.order, { query: { checkout_id: checkoutId } }),
    /** The signed-in user's own payments, newest first (/homeowner/billing). */
    payments: () => call(t, e.payments, {}),
    /** Admins only: manual reconciliation. */
    updatePayment: (id: number, payload: PaymentUpdate) => call(t, e.updatePayment, { params: { id }, body: payload }),
    /** The homeowner's recurring plans (decision 015). */
    subscriptions: () => call(t, e.subscriptions, {}),
    /** A new cadence, from the next period on. */
    updateSubscription: (id: number, payload: SubscriptionUpdate) => call(t, e.updateSubscription, { params: { id }, body: payload }),
    /** Ends the plan at the end of its current period. */
    cancelSubscription: (id: number) => call(t, e.cancelSubscription, { params: { id } }),
    /** Takes the cancel back while the plan's current period runs: it renews as before. */
    resumeSubscription: (id: number) => call(t, e.resumeSubscription, { params: { id } }),
    /** A past-due sandbox plan: the checkout that pays its declined period again. */
    paySubscriptionAgain: (id: number) => call(t, e.paySubscriptionAgain, { params: { id } }),
    requestLocation: (payload: LocationRequestPayload) => call(t, e.requestLocation, { body: payload }),
    /** Admins only: newest first, a page at a time (LOCATION_REQUESTS_PAGE_SIZE by default). */
    locationRequests: (page: { limit?: number; offset?: number } = {}) => call(t, e.locationRequests, { query: page }),
    /** Admins only: where the office is with a request (new, contacted, served, declined) and its note. */
    updateLocationRequest: (id: number, change: UpdateLocationRequest) =>
      call(t, e.updateLocationRequest, { params: { id }, body: change }),
  };
}
