import { BOOKING_MESSAGES, OrderStruct, type CancelResponse, type Order, type Payment } from '@housesit/shared-contracts';
import { desc, eq } from 'drizzle-orm';
import { is } from 'superstruct';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings, payments, refunds, visits, webhookDeliveries, type PaymentRow } from '../db/schema.js';
import { checkoutBody, recurringBody } from '../test/bookingFixtures.js';
import { insertUser, signIn } from '../test/fixtures.js';
import {
  defaultStubRoutes,
  ordersPageJson,
  polarOrderJson,
  polarRefundJson,
  signWebhook,
  startPolarStub,
  webhookBody,
  type PolarStub,
} from '../test/polarStub.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';

const TOKEN = 'polar_oat_test_token_never_logged';
const SECRET = 'whsec_test_secret';
const POLAR_ENV = {
  POLAR_ACCESS_TOKEN: TOKEN,
  POLAR_WEBHOOK_SECRET: SECRET,
  POLAR_PRODUCT_STANDARD: 'prod-standard',
  POLAR_PRODUCT_EXTENDED: 'prod-extended',
  POLAR_PRODUCT_RECURRING_WEEKLY: 'prod-weekly',
  POLAR_PRODUCT_RECURRING_BIWEEKLY: 'prod-biweekly',
  PUBLIC_URL: 'https://housesit.example',
};

let stub: PolarStub;
let t: TestApp;
const logged: string[] = [];
const c: Record<'owner' | 'other' | 'guest', TestClient> = {} as never;

beforeAll(async () => {
  stub = await startPolarStub();
  t = await createTestApp({
    env: { ...POLAR_ENV, POLAR_API_URL: stub.url },
    logError: (message, error) => logged.push(`${message} ${error instanceof Error ? error.message : String(error)}`),
  });
  await insertUser(t.db, { username: 'owner', email: 'owner@example.com' });
  await insertUser(t.db, { username: 'other' });
  for (const name of ['owner', 'other'] as const) {
    c[name] = t.client();
    await signIn(c[name], name);
  }
  c.guest = t.client();
});
afterAll(async () => {
  await t.close();
  await stub.close();
});
beforeEach(() => {
  stub.requests.length = 0;
  logged.length = 0;
  Object.assign(stub.routes, defaultStubRoutes());
});

/** The street of the latest checkout(): each at a property of its own, as a property pays its lockbox once (decision 027). */
let street = '8 Washington Street';
let streetNumber = 100;
function freshBody(): ReturnType<typeof checkoutBody> {
  street = `${(streetNumber += 2)} Washington Street`;
  return checkoutBody({ property: { ...checkoutBody().property, address: street } });
}

async function checkout(body = freshBody(), client = c.owner): Promise<{ url: string; payment: PaymentRow }> {
  const response = await client.post('/api/checkout', body);
  expect(response.status).toBe(201);
  const { url } = (await response.json()) as { url: string };
  const [payment] = await t.db.select().from(payments).orderBy(desc(payments.id)).limit(1);
  if (!payment) throw new Error('no payment stored');
  return { url, payment };
}

const visitsOf = (p: PaymentRow) => t.db.select().from(visits).where(eq(visits.bookingId, p.bookingId));
const paymentNow = async (p: PaymentRow) => (await t.db.select().from(payments).where(eq(payments.id, p.id)))[0];

function deliver(type: string, data: unknown, id?: string, secret = SECRET) {
  const body = webhookBody(type, data);
  return t.client().request('POST', '/api/polar/webhook', { body, headers: signWebhook(secret, body, id) });
}

describe('the Polar adapter (against a local stub of Polar’s API)', () => {
  it('creates a checkout with the server’s price on the plan’s product and answers Polar’s URL', async () => {
    const { url, payment } = await checkout();
    const [request] = stub.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/checkouts/' });
    expect(request?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    const body = request?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      products: ['prod-extended'],
      prices: { 'prod-extended': [{ amount_type: 'fixed', price_amount: 19500, price_currency: 'usd' }] },
      success_url: 'https://housesit.example/confirmation?checkout_id={CHECKOUT_ID}',
      allow_discount_codes: false,
      external_customer_id: expect.any(String),
      customer_email: 'owner@example.com',
      metadata: {
        address: `${street}, Marblehead, MA 01945`,
        selectedDates: '2026-06-22,2026-06-29',
        selectedAddons: 'litter,windowboxes,lockbox',
        userEmail: 'owner@example.com',
        propertyType: 'house',
        selectedServices: 'Extended Visit,Litter box,Water window boxes',
        description: 'Extended Visit × 2 + Lockbox',
        cadence: '',
      },
    });
    expect(url).toMatch(/^https:\/\/sandbox\.polar\.sh\/checkout\/polar_c_/);
    expect(payment).toMatchObject({ provider: 'polar', status: 'pending', amountCents: 19500 });
    expect(payment.checkoutId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('asks Polar for the total with the last-minute fee', async () => {
    // The test clock's today is June 15: June 18 is 3 days ahead.
    const { payment } = await checkout({ ...freshBody(), flow: 'purchase', dates: ['2026-06-18', '2026-06-29'] });
    const body = stub.requests[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ prices: { 'prod-extended': [{ amount_type: 'fixed', price_amount: 21500, price_currency: 'usd' }] } });
    expect(payment).toMatchObject({ amountCents: 21500 });
  });

  it('sends the purchase flow’s metadata, strings of at most 500 characters', async () => {
    await checkout(
      checkoutBody({
        flow: 'purchase',
        property: { ...checkoutBody().property, specialNotes: 'x'.repeat(1500), address: `1 ${'Long '.repeat(150)}Street` },
      }),
    );
    const metadata = (stub.requests[0]?.body as { metadata: Record<string, unknown> }).metadata;
    expect(Object.keys(metadata).sort()).toEqual(
      ['address', 'propertyType', 'selectedAddons', 'selectedDates', 'userEmail', 'userId', 'visitCount', 'visitType'].sort(),
    );
    expect(metadata).toMatchObject({ visitType: 'extended', visitCount: '2', selectedDates: '2026-06-22,2026-06-29' });
    for (const value of Object.values(metadata)) {
      expect(typeof value).toBe('string');
      expect((value as string).length).toBeLessThanOrEqual(500);
    }
    expect((metadata.address as string).endsWith('…')).toBe(true);
  });

  it.each([
    ['weekly', 'prod-weekly', 22500],
    ['biweekly', 'prod-biweekly', 13500],
  ] as const)('charges recurring %s on its monthly product', async (cadence, product, amount) => {
    await checkout(recurringBody(cadence));
    expect(stub.requests[0]?.body).toMatchObject({
      products: [product],
      prices: { [product]: [{ price_amount: amount }] },
      metadata: { cadence },
    });
  });

  it.each([
    [500, { detail: 'Internal Server Error' }],
    [422, { detail: [{ loc: ['body', 'products'], msg: 'Product does not exist', type: 'value_error' }] }],
    [401, { error: 'invalid_token' }],
  ])('answers 502 and stores nothing when Polar answers %i', async (status, body) => {
    const before = (await t.db.select().from(bookings)).length;
    stub.routes.createCheckout = () => ({ status, body });
    const response = await c.owner.post('/api/checkout', checkoutBody());
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ code: 'booking.provider_unavailable', message: BOOKING_MESSAGES.providerUnavailable });
    expect(await t.db.select().from(bookings)).toHaveLength(before);
    expect(logged.join('\n')).toContain(`HTTP ${status}`);
    expect(logged.join('\n')).not.toContain(TOKEN);
  });

  it('quotes with Polar as the provider', async () => {
    const quote = (await (await c.owner.post('/api/checkout/quote', checkoutBody())).json()) as { provider: string };
    expect(quote.provider).toBe('Polar');
  });

  it('serves no sandbox checkout page while Polar takes payments', async () => {
    const { payment } = await checkout();
    expect((await c.owner.get(`/api/payments/sandbox/${payment.checkoutId}`)).status).toBe(404);
    expect((await c.owner.request('POST', `/api/payments/sandbox/${payment.checkoutId}/pay`, { body: '' })).status).toBe(404);
  });
});

describe('POST /api/polar/webhook', () => {
  it('confirms the payment on order.paid, creates the visits, and ignores a replay', async () => {
    const { payment } = await checkout();
    const order = polarOrderJson({ checkoutId: payment.checkoutId, amount: 19500, productId: 'prod-extended' }) as { id: string };
    // Server to server: no Origin, no Sec-Fetch-Site, so the origin check lets it through.
    const response = await deliver('order.paid', order, 'msg_paid_1');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
    expect(await paymentNow(payment)).toMatchObject({
      status: 'completed',
      transactionId: order.id,
      providerOrderId: order.id,
      paymentMethod: 'Polar checkout',
    });
    expect(await visitsOf(payment)).toHaveLength(2);

    const replay = await deliver('order.paid', order, 'msg_paid_1');
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    // Another delivery of the same order (Polar retries with a new id) books nothing more.
    expect((await deliver('order.paid', order, 'msg_paid_2')).status).toBe(200);
    expect(await visitsOf(payment)).toHaveLength(2);
    const deliveries = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventType, 'order.paid'));
    expect(deliveries.map((d) => d.id)).toEqual(expect.arrayContaining(['msg_paid_1', 'msg_paid_2']));
  });

  it('refuses a bad or missing signature with 401 and changes nothing', async () => {
    const { payment } = await checkout();
    const order = polarOrderJson({ checkoutId: payment.checkoutId, amount: 19500 });
    const wrongSecret = await deliver('order.paid', order, 'msg_forged', 'whsec_wrong');
    expect(wrongSecret.status).toBe(401);
    expect(await wrongSecret.json()).toEqual({ code: 'payment.webhook_signature', message: BOOKING_MESSAGES.webhookSignature });

    // Signed, then tampered with: the raw body is what is verified.
    const body = webhookBody('order.paid', order);
    const headers = signWebhook(SECRET, body, 'msg_tampered');
    const tampered = body.replace('"total_amount":19500', '"total_amount":1');
    expect((await t.client().request('POST', '/api/polar/webhook', { body: tampered, headers })).status).toBe(401);
    expect((await t.client().request('POST', '/api/polar/webhook', { body, headers: { 'content-type': 'application/json' } })).status).toBe(
      401,
    );
    const stale = signWebhook(SECRET, body, 'msg_stale', Math.floor(Date.now() / 1000) - 3600);
    expect((await t.client().request('POST', '/api/polar/webhook', { body, headers: stale })).status).toBe(401);

    expect(await paymentNow(payment)).toMatchObject({ status: 'pending' });
    expect(await visitsOf(payment)).toHaveLength(0);
    expect(await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, 'msg_forged'))).toHaveLength(0);
  });

  it('answers 400 payment.webhook_unreadable to a signed event of ours that it cannot read, so Polar retries', async () => {
    const response = await deliver('order.paid', { id: 'not an order' }, 'msg_unreadable');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'payment.webhook_unreadable', message: 'Unreadable order.paid event' });
  });

  it('creates one set of visits when deliveries and order lookups race', async () => {
    const { payment } = await checkout(recurringBody('weekly'));
    const order = polarOrderJson({ checkoutId: payment.checkoutId, amount: 22500, subscriptionId: 'sub_1' });
    stub.routes.listOrders = () => ({ status: 200, body: ordersPageJson([order]) });
    const responses = await Promise.all([
      ...['a', 'b', 'c'].map((id) => deliver('order.paid', order, `msg_race_${id}`)),
      deliver('order.paid', order, 'msg_race_a'),
      c.owner.get(`/api/polar/order?checkout_id=${payment.checkoutId}`),
      c.owner.get(`/api/polar/order?checkout_id=${payment.checkoutId}`),
    ]);
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    // The first month's weekly visits: June 22 to July 22 holds 5 Mondays.
    expect(await visitsOf(payment)).toHaveLength(5);
    expect(await paymentNow(payment)).toMatchObject({ status: 'completed', providerSubscriptionId: 'sub_1' });
  });

  it('acknowledges events it does not act on', async () => {
    const unknownType = await deliver('benefit.something_new', { id: 'x' });
    expect(unknownType.status).toBe(202);
    expect(await unknownType.json()).toEqual({ received: true, ignored: true });
    const notOurs = await deliver('order.paid', polarOrderJson({ checkoutId: '5b7a2b5e-0000-4000-8000-000000000000', amount: 100 }));
    expect(notOurs.status).toBe(202);
  });

  it('answers 400 to an order.paid the SDK cannot read, so Polar retries', async () => {
    expect((await deliver('order.paid', { id: 'broken' })).status).toBe(400);
  });

  it('marks a refunded order’s payment refunded and cancels the visits not begun', async () => {
    const { payment } = await checkout();
    const order = polarOrderJson({ checkoutId: payment.checkoutId, amount: 19500 }) as Record<string, unknown>;
    await deliver('order.paid', order);
    const [started, untouched] = await visitsOf(payment);
    await t.db.update(visits).set({ status: 'in_progress' }).where(eq(visits.id, started!.id));
    const refunded = { ...order, status: 'refunded', refunded_amount: 19500 };
    expect((await deliver('order.refunded', refunded)).status).toBe(200);
    expect(await paymentNow(payment)).toMatchObject({ status: 'refunded' });
    const after = new Map((await visitsOf(payment)).map((visit) => [visit.id, visit.status]));
    expect(after.get(started!.id), 'a visit under way stays').toBe('in_progress');
    expect(after.get(untouched!.id)).toBe('cancelled');
  });
});

describe('refunds through Polar (cancelling a paid visit)', () => {
  /** A paid Extended booking (June 22 and 29, lockbox), its Polar order id and its visits by date. */
  async function paidThroughPolar() {
    const { payment } = await checkout();
    const order = polarOrderJson({ checkoutId: payment.checkoutId, amount: 19500, productId: 'prod-extended' }) as { id: string };
    expect((await deliver('order.paid', order)).status).toBe(200);
    const [june22, june29] = (await visitsOf(payment)).sort((a, b) => a.scheduledDate.getTime() - b.scheduledDate.getTime());
    return { payment, orderId: order.id, june22: june22!, june29: june29! };
  }
  const refundsOf = (p: PaymentRow) => t.db.select().from(refunds).where(eq(refunds.paymentId, p.id));
  const paymentJson = async (p: PaymentRow) =>
    ((await (await c.owner.get('/api/payments')).json()) as { items: Payment[] }).items.find((item) => item.id === p.id);

  it('asks Polar’s refunds API with the order, amount and reason; refund.updated settles it', async () => {
    const { payment, orderId, june29 } = await paidThroughPolar();
    stub.requests.length = 0;
    const response = await c.owner.patch(`/api/visit/${june29.id}/cancel`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as CancelResponse).refund).toMatchObject({ amountCents: 8500, status: 'pending' });
    const [request] = stub.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/refunds/' });
    const [row] = await refundsOf(payment);
    expect(request?.body).toMatchObject({
      order_id: orderId,
      amount: 8500,
      reason: 'customer_request',
      comment: 'Visit on June 29, 2026 cancelled',
      metadata: { housesit_refund_id: String(row!.id) },
    });
    expect(row).toMatchObject({ status: 'pending', amountCents: 8500, visitId: june29.id });
    expect(await paymentJson(payment)).toMatchObject({ refundedCents: 0, refunds: [{ amountCents: 8500, status: 'pending' }] });

    const succeeded = polarRefundJson({ id: row!.providerRefundId!, orderId, amount: 8500, status: 'succeeded' });
    expect((await deliver('refund.updated', succeeded)).status).toBe(200);
    expect(await paymentJson(payment)).toMatchObject({
      status: 'completed',
      refundedCents: 8500,
      refunds: [{ amountCents: 8500, status: 'succeeded' }],
    });
  });

  it('matches a refund webhook that arrives before Polar’s answer was stored by our id in its metadata', async () => {
    const { payment, orderId, june29 } = await paidThroughPolar();
    // Polar answers slowly: its webhook for the refund lands first.
    stub.routes.createRefund = (request) => {
      const body = request.body as { metadata: Record<string, string> };
      return { status: 201, body: polarRefundJson({ id: 'ref_early', orderId, amount: 8500, metadata: body.metadata }) };
    };
    expect((await c.owner.patch(`/api/visit/${june29.id}/cancel`)).status).toBe(200);
    const [row] = await refundsOf(payment);
    await t.db.update(refunds).set({ providerRefundId: null }).where(eq(refunds.id, row!.id));
    const early = polarRefundJson({
      id: 'ref_early',
      orderId,
      amount: 8500,
      status: 'succeeded',
      metadata: { housesit_refund_id: String(row!.id) },
    });
    expect((await deliver('refund.created', early)).status).toBe(200);
    expect(await refundsOf(payment)).toMatchObject([{ id: row!.id, status: 'succeeded', providerRefundId: 'ref_early' }]);
  });

  it('records a failed refund when Polar refuses it, and a failure Polar reports later', async () => {
    const { payment, orderId, june22, june29 } = await paidThroughPolar();
    stub.routes.createRefund = () => ({ status: 500, body: { detail: 'Internal Server Error' } });
    const refused = (await (await c.owner.patch(`/api/visit/${june29.id}/cancel`)).json()) as CancelResponse;
    expect(refused.refund).toMatchObject({ amountCents: 8500, status: 'failed' });
    expect(logged.join('\n')).toContain('HTTP 500');
    expect(logged.join('\n')).not.toContain(TOKEN);

    Object.assign(stub.routes, defaultStubRoutes());
    expect((await c.owner.patch(`/api/visit/${june22.id}/cancel`)).status).toBe(200);
    const pending = (await refundsOf(payment)).find((r) => r.visitId === june22.id);
    // A failed refund gave nothing back: the second one is the visit's price and the lockbox.
    expect(pending).toMatchObject({ amountCents: 11000, status: 'pending' });
    const failed = polarRefundJson({ id: pending!.providerRefundId!, orderId, amount: 11000, status: 'canceled' });
    expect((await deliver('refund.updated', failed)).status).toBe(200);
    expect(await paymentJson(payment)).toMatchObject({ status: 'completed', refundedCents: 0 });
    expect((await paymentJson(payment))?.refunds.map((r) => r.status)).toEqual(['failed', 'failed']);
  });

  it('records a refund made in Polar’s dashboard, so billing and revenue show it', async () => {
    const { payment, orderId } = await paidThroughPolar();
    const outside = polarRefundJson({ id: 'ref_dashboard', orderId, amount: 19500, status: 'succeeded', reason: 'other' });
    expect((await deliver('refund.created', outside)).status).toBe(200);
    expect(await paymentJson(payment)).toMatchObject({
      status: 'refunded',
      refundedCents: 19500,
      refunds: [{ amountCents: 19500, status: 'succeeded', reason: 'Refunded by Housesit' }],
    });
    // Its refund.updated (a new delivery) changes nothing more.
    expect((await deliver('refund.updated', outside)).status).toBe(200);
    expect(await refundsOf(payment)).toHaveLength(1);
    // A refund of an order that is not ours is acknowledged and ignored.
    expect((await deliver('refund.created', polarRefundJson({ orderId: 'not-ours', amount: 100 }))).status).toBe(202);
  });
});

describe('GET /api/polar/order', () => {
  it('answers the owner’s order, confirming it when Polar reports it paid', async () => {
    const { payment } = await checkout();
    const pending = await c.owner.get(`/api/polar/order?checkout_id=${payment.checkoutId}`);
    expect(pending.status).toBe(200);
    const order = (await pending.json()) as Order;
    expect(is(order, OrderStruct)).toBe(true);
    // Pending: the dates and window chosen at checkout.
    expect(order).toEqual({
      visitType: 'Extended',
      amount: 19500,
      address: `${street}, Marblehead, MA 01945`,
      status: 'pending',
      visits: [
        { date: '2026-06-22', timeWindow: 'morning' },
        { date: '2026-06-29', timeWindow: 'morning' },
      ],
    });
    const lookup = stub.requests.find((r) => r.path === '/v1/orders/');
    expect(lookup?.query.get('checkout_id')).toBe(payment.checkoutId);
    expect(await visitsOf(payment)).toHaveLength(0);

    stub.routes.listOrders = () => ({
      status: 200,
      body: ordersPageJson([polarOrderJson({ checkoutId: payment.checkoutId, amount: 19500, id: 'ord_paid' })]),
    });
    const paid = (await (await c.owner.get(`/api/polar/order?checkout_id=${payment.checkoutId}`)).json()) as Order;
    expect(paid.status).toBe('completed');
    expect(await paymentNow(payment)).toMatchObject({ transactionId: 'ord_paid', providerOrderId: 'ord_paid' });
    expect(await visitsOf(payment)).toHaveLength(2);
    // Completed payments are not asked about again.
    stub.requests.length = 0;
    await c.owner.get(`/api/polar/order?checkout_id=${payment.checkoutId}`);
    expect(stub.requests).toHaveLength(0);
  });

  it('lists the dates booked from the visits once paid: each New York day with its window, a cancelled one left out', async () => {
    const { payment } = await checkout({ ...freshBody(), timeWindow: 'evening', dates: ['2026-06-29', '2026-06-22'] });
    stub.routes.listOrders = () => ({
      status: 200,
      body: ordersPageJson([polarOrderJson({ checkoutId: payment.checkoutId, amount: 19500, id: 'ord_dates' })]),
    });
    const paid = (await (await c.owner.get(`/api/polar/order?checkout_id=${payment.checkoutId}`)).json()) as Order;
    expect(paid.status).toBe('completed');
    expect(paid.visits).toEqual([
      { date: '2026-06-22', timeWindow: 'evening' },
      { date: '2026-06-29', timeWindow: 'evening' },
    ]);
    const [first] = (await visitsOf(payment)).sort((a, b) => a.scheduledDate.getTime() - b.scheduledDate.getTime());
    await t.db.update(visits).set({ status: 'cancelled' }).where(eq(visits.id, first!.id));
    const after = (await (await c.owner.get(`/api/polar/order?checkout_id=${payment.checkoutId}`)).json()) as Order;
    expect(after.visits).toEqual([{ date: '2026-06-29', timeWindow: 'evening' }]);
  });

  it('stays pending when Polar has only an unpaid order or cannot be reached', async () => {
    const { payment } = await checkout(recurringBody('biweekly'));
    stub.routes.listOrders = () => ({
      status: 200,
      body: ordersPageJson([polarOrderJson({ checkoutId: payment.checkoutId, amount: 13500, paid: false })]),
    });
    expect(((await (await c.owner.get(`/api/polar/order?checkout_id=${payment.checkoutId}`)).json()) as Order).status).toBe('pending');
    stub.routes.listOrders = () => ({ status: 503, body: { detail: 'down' } });
    const response = await c.owner.get(`/api/polar/order?checkout_id=${payment.checkoutId}`);
    expect(response.status).toBe(200);
    expect((await response.json()) as Order).toMatchObject({ visitType: 'Recurring', amount: 13500, status: 'pending' });
    expect(logged.join('\n')).toContain('HTTP 503');
    expect(await visitsOf(payment)).toHaveLength(0);
  });

  it('is the checkout owner’s only', async () => {
    const { payment } = await checkout();
    const other = await c.other.get(`/api/polar/order?checkout_id=${payment.checkoutId}`);
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ code: 'order.not_found', message: BOOKING_MESSAGES.orderNotFound });
    expect((await c.owner.get('/api/polar/order?checkout_id=no-such-checkout')).status).toBe(404);
    const missing = await c.owner.get('/api/polar/order');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: 'order.no_checkout_id', message: BOOKING_MESSAGES.noCheckoutId });
    expect((await c.owner.get('/api/polar/order?checkout_id=')).status).toBe(400);
    expect((await c.guest.get(`/api/polar/order?checkout_id=${payment.checkoutId}`)).status).toBe(401);
  });
});

describe('without Polar settings', () => {
  it('serves no webhook and looks sandbox orders up locally', async () => {
    const sandbox = await createTestApp({ database: t.database });
    const owner = sandbox.client();
    await signIn(owner, 'owner');
    const body = webhookBody('order.paid', {});
    expect((await sandbox.client().request('POST', '/api/polar/webhook', { body, headers: signWebhook(SECRET, body) })).status).toBe(404);
    const response = await owner.post(
      '/api/checkout',
      checkoutBody({ flow: 'purchase', plan: 'standard', taskIds: [], dates: ['2026-06-16'] }),
    );
    const { url } = (await response.json()) as { url: string };
    const checkoutId = url.split('/').pop() ?? '';
    expect((await (await owner.get(`/api/polar/order?checkout_id=${checkoutId}`)).json()) as Order).toEqual({
      visitType: 'Standard',
      // $65 + the $25 lockbox + the $20 last-minute fee (June 16 is tomorrow).
      amount: 11000,
      address: '8 Washington Street, Marblehead, MA 01945',
      status: 'pending',
      visits: [{ date: '2026-06-16', timeWindow: 'morning' }],
    });
    await owner.request('POST', `${url}/pay`, { body: '' });
    expect(((await (await owner.get(`/api/polar/order?checkout_id=${checkoutId}`)).json()) as Order).status).toBe('completed');
    await sandbox.close();
  });
});
