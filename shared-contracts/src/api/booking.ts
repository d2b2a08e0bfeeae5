import type { CheckoutRequest, CheckoutResponse } from '../schemas/checkout.js';
import type { LocationRequestPage } from '../schemas/admin.js';
import type { LocationRequest, LocationRequestPayload, UpdateLocationRequest } from '../schemas/location.js';
import type { Order, Payment, PaymentUpdate, Quote } from '../schemas/payment.js';
import type { Subscription, SubscriptionPayAgain, SubscriptionUpdate } from '../schemas/subscription.js';
import { request, type Transport } from './request.js';

/** Booking and payment: quote, checkout, the confirmation's order lookup, payments, location requests. */
export function bookingApi(t: Transport) {
  return {
    quote: (payload: CheckoutRequest) => request<Quote>(t, '/api/checkout/quote', { method: 'POST', body: payload }),
    checkout: (payload: CheckoutRequest) => request<CheckoutResponse>(t, '/api/checkout', { method: 'POST', body: payload }),
    order: (checkoutId: string) => request<Order>(t, '/api/polar/order', { query: { checkout_id: checkoutId } }),
    /** The signed-in user's own payments, newest first (/homeowner/billing). */
    payments: () => request<{ items: Payment[] }>(t, '/api/payments'),
    /** Admins only: manual reconciliation. */
    updatePayment: (id: number, payload: PaymentUpdate) =>
      request<{ payment: Payment }>(t, `/api/payments/${id}`, { method: 'PATCH', body: payload }),
    /** The homeowner's recurring plans (decision 015). */
    subscriptions: () => request<{ items: Subscription[] }>(t, '/api/subscriptions'),
    /** A new cadence, from the next period on. */
    updateSubscription: (id: number, payload: SubscriptionUpdate) =>
      request<{ subscription: Subscription }>(t, `/api/subscriptions/${id}`, { method: 'PATCH', body: payload }),
    /** Ends the plan at the end of its current period. */
    cancelSubscription: (id: number) => request<{ subscription: Subscription }>(t, `/api/subscriptions/${id}/cancel`, { method: 'POST' }),
    /** A past-due sandbox plan: the checkout that pays its declined period again. */
    paySubscriptionAgain: (id: number) => request<SubscriptionPayAgain>(t, `/api/subscriptions/${id}/pay`, { method: 'POST' }),
    requestLocation: (payload: LocationRequestPayload) =>
      request<{ request: LocationRequest }>(t, '/api/location-requests', { method: 'POST', body: payload }),
    /** Admins only: newest first, a page at a time (LOCATION_REQUESTS_PAGE_SIZE by default). */
    locationRequests: (page: { limit?: number; offset?: number } = {}) =>
      request<LocationRequestPage>(t, '/api/admin/location-requests', { query: page }),
    /** Admins only: where the office is with a request (new, contacted, served, declined) and its note. */
    updateLocationRequest: (id: number, change: UpdateLocationRequest) =>
      request<LocationRequest>(t, `/api/admin/location-requests/${id}`, { method: 'PATCH', body: change }),
  };
}
