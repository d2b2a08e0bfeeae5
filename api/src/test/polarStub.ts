/**
 * A local stand-in for Polar's API (node:http) for the Polar adapter's tests. Answers are built
 * from the SDK's own types and serialised with its outbound schemas, so they have exactly the
 * wire shape Polar sends (snake_case, every required field); the SDK parses them as it would
 * Polar's. Also signs webhook deliveries the Standard Webhooks way.
 */
import type { Checkout } from '@polar-sh/sdk/models/components/checkout.js';
import { checkoutToJSON } from '@polar-sh/sdk/models/components/checkout.js';
import type { CheckoutProduct } from '@polar-sh/sdk/models/components/checkoutproduct.js';
import type { Order } from '@polar-sh/sdk/models/components/order.js';
import type { ProductPriceFixed } from '@polar-sh/sdk/models/components/productpricefixed.js';
import { orderToJSON } from '@polar-sh/sdk/models/components/order.js';
import { refundToJSON, type Refund } from '@polar-sh/sdk/models/components/refund.js';
import { subscriptionToJSON, type Subscription } from '@polar-sh/sdk/models/components/subscription.js';
import type { OrderBillingReason } from '@polar-sh/sdk/models/components/orderbillingreason.js';
import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const ORGANIZATION_ID = '1dbfc517-0bbf-4301-9ba8-555ca42b9737';
const CREATED = new Date('2026-06-15T14:00:00Z');

export interface StubRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface StubAnswer {
  status: number;
  body: unknown;
}

/** What the stub answers, by route; tests replace these to make Polar fail or report a paid order. */
export interface StubRoutes {
  createCheckout(request: StubRequest): StubAnswer;
  listOrders(request: StubRequest): StubAnswer;
  createRefund(request: StubRequest): StubAnswer;
  /** PATCH /v1/subscriptions/{id}: cancel at period end, or another product. */
  updateSubscription(request: StubRequest): StubAnswer;
}

export interface PolarStub {
  url: string;
  requests: StubRequest[];
  routes: StubRoutes;
  close(): Promise<void>;
}

/** A checkout as Polar answers POST /v1/checkouts/ (201), for the products and price asked. */
export function polarCheckoutJson(input: {
  id?: string;
  productId: string;
  amount: number;
  metadata: Record<string, string>;
  successUrl: string;
}): unknown {
  const id = input.id ?? randomUUID();
  const priceId = randomUUID();
  const price: ProductPriceFixed = {
    createdAt: CREATED,
    modifiedAt: null,
    id: priceId,
    source: 'ad_hoc',
    amountType: 'fixed',
    priceCurrency: 'usd',
    taxBehavior: null,
    isArchived: false,
    productId: input.productId,
    priceAmount: input.amount,
  };
  const product: CheckoutProduct = {
    id: input.productId,
    createdAt: CREATED,
    modifiedAt: null,
    trialInterval: null,
    trialIntervalCount: null,
    name: 'Housesit visit',
    description: null,
    visibility: 'public',
    recurringInterval: null,
    recurringIntervalCount: null,
    meterInterval: null,
    meterIntervalCount: null,
    isRecurring: false,
    isArchived: false,
    organizationId: ORGANIZATION_ID,
    prices: [price],
    benefits: [],
    medias: [],
  };
  const checkout: Checkout = {
    id,
    createdAt: CREATED,
    modifiedAt: null,
    paymentProcessor: 'stripe',
    status: 'open',
    clientSecret: `polar_c_${id.replace(/-/g, '')}`,
    url: `https://sandbox.polar.sh/checkout/polar_c_${id.replace(/-/g, '')}`,
    expiresAt: new Date(CREATED.getTime() + 3600_000),
    successUrl: input.successUrl,
    returnUrl: null,
    embedOrigin: null,
    amount: input.amount,
    discountAmount: 0,
    netAmount: input.amount,
    taxAmount: null,
    taxBehavior: null,
    totalAmount: input.amount,
    currency: 'usd',
    allowTrial: null,
    activeTrialInterval: null,
    activeTrialIntervalCount: null,
    trialEnd: null,
    organizationId: ORGANIZATION_ID,
    productId: input.productId,
    productPriceId: priceId,
    discountId: null,
    allowDiscountCodes: false,
    requireBillingAddress: false,
    isDiscountApplicable: false,
    isFreeProductPrice: false,
    isPaymentRequired: true,
    isPaymentSetupRequired: false,
    isPaymentFormRequired: true,
    customerId: null,
    isBusinessCustomer: false,
    customerName: null,
    customerEmail: null,
    customerIpAddress: null,
    customerBillingName: null,
    customerBillingAddress: null,
    customerTaxId: null,
    paymentProcessorMetadata: {},
    billingAddressFields: {
      country: 'required',
      state: 'disabled',
      city: 'disabled',
      postalCode: 'disabled',
      line1: 'disabled',
      line2: 'disabled',
    },
    trialInterval: null,
    trialIntervalCount: null,
    metadata: input.metadata,
    externalCustomerId: null,
    products: [product],
    product,
    productPrice: price,
    prices: { [input.productId]: [price] },
    discount: null,
    subscriptionId: null,
    attachedCustomFields: [],
    customerMetadata: {},
  };
  return JSON.parse(checkoutToJSON(checkout));
}

/** An order as Polar sends it (GET /v1/orders/ items, and the `data` of order.* webhooks). */
export function polarOrderJson(input: {
  id?: string;
  checkoutId: string | null;
  amount: number;
  paid?: boolean;
  productId?: string;
  subscriptionId?: string | null;
  /** Default: subscription_create with a subscription id, else purchase; renewals are subscription_cycle. */
  billingReason?: OrderBillingReason;
}): unknown {
  const paid = input.paid ?? true;
  const order: Order = {
    id: input.id ?? randomUUID(),
    createdAt: CREATED,
    modifiedAt: null,
    status: paid ? 'paid' : 'pending',
    paid,
    subtotalAmount: input.amount,
    discountAmount: 0,
    netAmount: input.amount,
    taxAmount: 0,
    totalAmount: input.amount,
    appliedBalanceAmount: 0,
    dueAmount: 0,
    refundedAmount: 0,
    refundedTaxAmount: 0,
    currency: 'usd',
    billingReason: input.billingReason ?? (input.subscriptionId ? 'subscription_create' : 'purchase'),
    billingName: null,
    billingAddress: { country: 'US' },
    invoiceNumber: null,
    isInvoiceGenerated: false,
    receiptNumber: null,
    customerId: randomUUID(),
    productId: input.productId ?? null,
    discountId: null,
    subscriptionId: input.subscriptionId ?? null,
    checkoutId: input.checkoutId,
    metadata: {},
    platformFeeAmount: 0,
    platformFeeCurrency: null,
    customer: {
      id: randomUUID(),
      createdAt: CREATED,
      modifiedAt: null,
      metadata: {},
      externalId: null,
      email: 'owner@example.com',
      emailVerified: false,
      type: 'individual',
      name: null,
      billingName: null,
      billingAddress: null,
      taxId: null,
      organizationId: ORGANIZATION_ID,
      deletedAt: null,
      avatarUrl: null,
    },
    product: null,
    discount: null,
    subscription: null,
    items: [
      {
        createdAt: CREATED,
        modifiedAt: null,
        id: randomUUID(),
        label: 'Housesit visit',
        amount: input.amount,
        taxAmount: 0,
        proration: false,
        productPriceId: null,
      },
    ],
    description: 'Housesit visit',
    refundableAmount: input.amount,
    refundableTaxAmount: 0,
  };
  return JSON.parse(orderToJSON(order));
}

/** A refund as Polar answers POST /v1/refunds/ (201) and sends in refund.* webhooks. */
export function polarRefundJson(input: {
  id?: string;
  orderId: string;
  amount: number;
  status?: Refund['status'];
  reason?: Refund['reason'];
  metadata?: Record<string, string>;
}): unknown {
  const refund: Refund = {
    createdAt: CREATED,
    modifiedAt: null,
    id: input.id ?? randomUUID(),
    metadata: input.metadata ?? {},
    status: input.status ?? 'pending',
    reason: input.reason ?? 'customer_request',
    amount: input.amount,
    taxAmount: 0,
    currency: 'usd',
    organizationId: ORGANIZATION_ID,
    orderId: input.orderId,
    subscriptionId: null,
    customerId: randomUUID(),
    revokeBenefits: false,
    dispute: null,
  };
  return JSON.parse(refundToJSON(refund));
}

/**
 * A subscription as Polar answers PATCH /v1/subscriptions/{id} and sends in subscription.*
 * webhooks (monthly, on the recurring product; the customer's email is the owner's).
 */
export function polarSubscriptionJson(input: {
  id: string;
  checkoutId: string | null;
  amount: number;
  productId?: string;
  status?: Subscription['status'];
  cancelAtPeriodEnd?: boolean;
  currentPeriodStart?: Date;
}): unknown {
  const start = input.currentPeriodStart ?? CREATED;
  const end = new Date(start.getTime() + 30 * 86_400_000);
  const productId = input.productId ?? 'prod-recurring-weekly';
  const subscription: Subscription = {
    createdAt: CREATED,
    modifiedAt: null,
    id: input.id,
    amount: input.amount,
    currency: 'usd',
    recurringInterval: 'month',
    recurringIntervalCount: 1,
    status: input.status ?? 'active',
    currentPeriodStart: start,
    currentPeriodEnd: end,
    currentMeterPeriodStart: null,
    currentMeterPeriodEnd: null,
    trialStart: null,
    trialEnd: null,
    cancelAtPeriodEnd: input.cancelAtPeriodEnd ?? false,
    canceledAt: input.cancelAtPeriodEnd ? CREATED : null,
    startedAt: CREATED,
    endsAt: input.cancelAtPeriodEnd ? end : null,
    endedAt: input.status === 'canceled' ? end : null,
    pauseAtPeriodEnd: false,
    pausedAt: null,
    resumesAt: null,
    customerId: CUSTOMER_ID,
    productId,
    discountId: null,
    checkoutId: input.checkoutId,
    customerCancellationReason: null,
    customerCancellationComment: null,
    metadata: {},
    customer: {
      id: CUSTOMER_ID,
      createdAt: CREATED,
      modifiedAt: null,
      metadata: {},
      email: 'owner@example.com',
      emailVerified: false,
      type: 'individual',
      name: null,
      billingName: null,
      billingAddress: null,
      taxId: null,
      organizationId: ORGANIZATION_ID,
      deletedAt: null,
      avatarUrl: null,
    },
    product: {
      id: productId,
      createdAt: CREATED,
      modifiedAt: null,
      trialInterval: null,
      trialIntervalCount: null,
      name: 'Recurring Visit',
      description: null,
      visibility: 'public',
      recurringInterval: 'month',
      recurringIntervalCount: 1,
      meterInterval: null,
      meterIntervalCount: null,
      isRecurring: true,
      isArchived: false,
      organizationId: ORGANIZATION_ID,
      metadata: {},
      prices: [],
      benefits: [],
      medias: [],
      attachedCustomFields: [],
    },
    discount: null,
    prices: [],
    meters: [],
    pendingUpdate: null,
  };
  return JSON.parse(subscriptionToJSON(subscription));
}

/** The one customer the stub's subscriptions belong to. */
export const CUSTOMER_ID = '7c0ab2f4-2d3e-4f58-9d0e-5a8f3b1c2d4e';

export function ordersPageJson(items: unknown[]): unknown {
  return { items, pagination: { total_count: items.length, max_page: 1 } };
}

function notConfigured(): StubAnswer {
  return { status: 500, body: { error: 'not configured in this test' } };
}

/** Polar's happy path: the checkout asked for is created (201); no orders yet. */
export function defaultStubRoutes(): StubRoutes {
  return {
    createCheckout: (request) => {
      const body = request.body as {
        products: string[];
        prices: Record<string, { price_amount: number }[]>;
        metadata: Record<string, string>;
        success_url: string;
      };
      const productId = body.products[0] ?? '';
      return {
        status: 201,
        body: polarCheckoutJson({
          productId,
          amount: body.prices[productId]?.[0]?.price_amount ?? 0,
          metadata: body.metadata,
          successUrl: body.success_url,
        }),
      };
    },
    listOrders: () => ({ status: 200, body: ordersPageJson([]) }),
    // Polar accepts the refund and settles it later (its refund.updated webhook says how).
    createRefund: (request) => {
      const body = request.body as { order_id: string; amount: number; reason: Refund['reason']; metadata?: Record<string, string> };
      return {
        status: 201,
        body: polarRefundJson({ orderId: body.order_id, amount: body.amount, reason: body.reason, metadata: body.metadata ?? {} }),
      };
    },
    // Polar applies the update and answers the subscription as it now stands.
    updateSubscription: (request) => {
      const body = request.body as { cancel_at_period_end?: boolean; product_id?: string };
      const id = request.path.split('/')[3] ?? '';
      return {
        status: 200,
        body: polarSubscriptionJson({
          id,
          checkoutId: null,
          amount: 22500,
          productId: body.product_id,
          cancelAtPeriodEnd: body.cancel_at_period_end ?? false,
        }),
      };
    },
  };
}

export async function startPolarStub(): Promise<PolarStub> {
  const requests: StubRequest[] = [];
  const routes = defaultStubRoutes();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const text = Buffer.concat(chunks).toString('utf8');
      const request: StubRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: text ? (JSON.parse(text) as unknown) : null,
      };
      requests.push(request);
      let answer = notConfigured();
      if (request.method === 'POST' && request.path === '/v1/checkouts/') answer = routes.createCheckout(request);
      else if (request.method === 'GET' && request.path === '/v1/orders/') answer = routes.listOrders(request);
      else if (request.method === 'POST' && request.path === '/v1/refunds/') answer = routes.createRefund(request);
      else if (request.method === 'PATCH' && /^\/v1\/subscriptions\/[^/]+$/.test(request.path)) answer = routes.updateSubscription(request);
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    routes,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/**
 * Standard Webhooks headers for `body`: HMAC-SHA256 over "id.timestamp.body". Polar's SDK uses
 * the secret's UTF-8 bytes as the key, so this does too.
 */
export function signWebhook(
  secret: string,
  body: string,
  id = `msg_${randomUUID()}`,
  timestamp = Math.floor(Date.now() / 1000),
): Record<string, string> {
  const signature = createHmac('sha256', Buffer.from(secret, 'utf8')).update(`${id}.${timestamp}.${body}`).digest('base64');
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': `v1,${signature}`,
    'content-type': 'application/json',
  };
}

export function webhookBody(type: string, data: unknown): string {
  return JSON.stringify({ type, timestamp: new Date().toISOString(), data });
}
