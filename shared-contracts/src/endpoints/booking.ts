import { array, object, optional, string } from 'superstruct';
import { LocationRequestPageStruct } from '../schemas/admin.js';
import { CheckoutRequestStruct, CheckoutResponseStruct } from '../schemas/checkout.js';
import {
  AddressLocationRequestStruct,
  CityLocationRequestStruct,
  LocationRequestStruct,
  UpdateLocationRequestStruct,
} from '../schemas/location.js';
import { OrderStruct, PaymentStruct, PaymentUpdateStruct, QuoteStruct } from '../schemas/payment.js';
import { unionOf } from '../schemas/responses.js';
import { SubscriptionPayAgainStruct, SubscriptionStruct, SubscriptionUpdateStruct } from '../schemas/subscription.js';
import { ADMIN, endpoint, HOMEOWNER, PUBLIC, shapeOf, SIGNATURE, SIGNED_IN } from './endpoint.js';

const SubscriptionAnswer = object({ subscription: SubscriptionStruct });

/** Booking and payment: quote, checkout, the confirmation's order lookup, payments, location requests. */
export const bookingEndpoints = {
  quote: endpoint({
    method: 'POST',
    path: '/api/checkout/quote',
    body: CheckoutRequestStruct,
    response: QuoteStruct,
    access: SIGNED_IN,
    summary: 'What a checkout would cost',
  }),
  checkout: endpoint({
    method: 'POST',
    path: '/api/checkout',
    body: CheckoutRequestStruct,
    response: CheckoutResponseStruct,
    access: SIGNED_IN,
    summary: "Start a checkout: the provider's payment page",
  }),
  retryCheckout: endpoint({
    method: 'POST',
    path: '/api/checkout/:checkoutId/retry',
    response: CheckoutResponseStruct,
    access: SIGNED_IN,
    object: 'checkout',
    summary: 'A declined checkout tried again: the same booking, a new payment page',
  }),
  order: endpoint({
    method: 'GET',
    path: '/api/polar/order',
    query: object({ checkout_id: string() }),
    response: OrderStruct,
    access: SIGNED_IN,
    object: 'checkout',
    summary: "The confirmation page's order",
  }),
  payments: endpoint({
    method: 'GET',
    path: '/api/payments',
    response: object({ items: array(PaymentStruct) }),
    access: SIGNED_IN,
    summary: "The caller's own payments, newest first",
  }),
  updatePayment: endpoint({
    method: 'PATCH',
    path: '/api/payments/:id',
    body: PaymentUpdateStruct,
    response: object({ payment: PaymentStruct }),
    access: ADMIN,
    object: 'payment',
    summary: 'Manual reconciliation of a payment',
  }),
  // A's payment still pending: past the door, the owner and admins get 409 payment.not_paid.
  receipt: endpoint({
    method: 'GET',
    path: '/api/payments/:id/receipt.pdf',
    response: null,
    access: SIGNED_IN,
    object: 'payment',
    summary: "A paid booking's receipt as a PDF",
  }),
  subscriptions: endpoint({
    method: 'GET',
    path: '/api/subscriptions',
    response: object({ items: array(SubscriptionStruct) }),
    access: SIGNED_IN,
    summary: "The homeowner's recurring plans",
  }),
  subscription: endpoint({
    method: 'GET',
    path: '/api/subscriptions/:id',
    response: SubscriptionAnswer,
    access: SIGNED_IN,
    object: 'subscription',
    summary: 'One recurring plan',
  }),
  updateSubscription: endpoint({
    method: 'PATCH',
    path: '/api/subscriptions/:id',
    body: SubscriptionUpdateStruct,
    response: SubscriptionAnswer,
    access: HOMEOWNER,
    object: 'subscription',
    summary: 'A new cadence, from the next period on',
  }),
  cancelSubscription: endpoint({
    method: 'POST',
    path: '/api/subscriptions/:id/cancel',
    response: SubscriptionAnswer,
    access: HOMEOWNER,
    object: 'subscription',
    summary: 'End a plan at the end of its current period',
  }),
  // A cancelled plan whose period has ended: 409 subscription.period_ended.
  resumeSubscription: endpoint({
    method: 'POST',
    path: '/api/subscriptions/:id/resume',
    response: SubscriptionAnswer,
    access: HOMEOWNER,
    object: 'subscription',
    summary: 'Take back a cancel before the plan’s current period ends',
  }),
  paySubscriptionAgain: endpoint({
    method: 'POST',
    path: '/api/subscriptions/:id/pay',
    response: SubscriptionPayAgainStruct,
    access: HOMEOWNER,
    object: 'subscription',
    summary: 'A past-due sandbox plan: the checkout that pays its declined period again',
  }),
  sandboxCheckout: endpoint({
    method: 'GET',
    path: '/api/payments/sandbox/:checkoutId',
    response: null,
    access: PUBLIC,
    object: 'checkout',
    summary: "The sandbox's hosted checkout page (HTML)",
  }),
  sandboxPay: endpoint({
    method: 'POST',
    path: '/api/payments/sandbox/:checkoutId/pay',
    response: null,
    access: PUBLIC,
    object: 'checkout',
    summary: 'Pay a sandbox checkout',
  }),
  sandboxDecline: endpoint({
    method: 'POST',
    path: '/api/payments/sandbox/:checkoutId/decline',
    response: null,
    access: PUBLIC,
    object: 'checkout',
    summary: "Decline a sandbox checkout's card",
  }),
  polarWebhook: endpoint({
    method: 'POST',
    path: '/api/polar/webhook',
    response: shapeOf<object>('WebhookOutcome'),
    access: SIGNATURE,
    summary: "Polar's webhook, authenticated by its signature",
  }),
  requestLocation: endpoint({
    method: 'POST',
    path: '/api/location-requests',
    body: unionOf([AddressLocationRequestStruct, CityLocationRequestStruct]),
    response: object({ request: LocationRequestStruct }),
    access: PUBLIC,
    summary: 'Ask for service in an area not yet served',
  }),
  locationRequests: endpoint({
    method: 'GET',
    path: '/api/admin/location-requests',
    query: object({ limit: optional(string()), offset: optional(string()) }),
    response: LocationRequestPageStruct,
    access: ADMIN,
    summary: 'Service-area requests, newest first, a page at a time',
  }),
  updateLocationRequest: endpoint({
    method: 'PATCH',
    path: '/api/admin/location-requests/:id',
    body: UpdateLocationRequestStruct,
    response: LocationRequestStruct,
    access: ADMIN,
    summary: 'Where the office is with a request, and its note',
  }),
};
