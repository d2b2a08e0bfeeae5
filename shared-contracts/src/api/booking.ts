import type { CheckoutRequest, CheckoutResponse } from '../schemas/checkout.js';
import type { LocationRequestPage } from '../schemas/admin.js';
import type { LocationRequest, LocationRequestPayload } from '../schemas/location.js';
import type { Order, Payment, PaymentUpdate, Quote } from '../schemas/payment.js';
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
    requestLocation: (payload: LocationRequestPayload) =>
      request<{ request: LocationRequest }>(t, '/api/location-requests', { method: 'POST', body: payload }),
    /** Admins only: newest first, a page at a time (LOCATION_REQUESTS_PAGE_SIZE by default). */
    locationRequests: (page: { limit?: number; offset?: number } = {}) =>
      request<LocationRequestPage>(t, '/api/admin/location-requests', { query: page }),
  };
}
