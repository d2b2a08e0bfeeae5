/**
 * The recurring plan with Polar (decision 015), against the local stub answering Polar's real
 * subscription shapes: renewals arrive as order.paid with billing reason subscription_cycle and
 * create each period's visits once however often they are delivered; a failed charge
 * (subscription.past_due) creates none and tells the customer; cancel and cadence changes go
 * through Polar's subscriptions.update.
 */
import { serviceDayKey, type NotificationList, type Subscription } from '@housesit/shared-contracts';
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payments, refunds, subscriptionPeriods, subscriptions, visits } from '../db/schema.js';
import { recurringBody } from '../test/bookingFixtures.js';
import { insertUser, signIn } from '../test/fixtures.js';
import {
  defaultStubRoutes,
  polarOrderJson,
  polarSubscriptionJson,
  signWebhook,
  startPolarStub,
  webhookBody,
  type PolarStub,
} from '../test/polarStub.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';

const SECRET = 'whsec_test_secret';
const POLAR_ENV = {
  POLAR_ACCESS_TOKEN: 'polar_oat_test_token_never_logged',
  POLAR_WEBHOOK_SECRET: SECRET,
  POLAR_PRODUCT_STANDARD: 'prod-standard',
  POLAR_PRODUCT_EXTENDED: 'prod-extended',
  POLAR_PRODUCT_RECURRING_WEEKLY: 'prod-weekly',
  POLAR_PRODUCT_RECURRING_BIWEEKLY: 'prod-biweekly',
  PUBLIC_URL: 'https://housesit.example',
};

let stub: PolarStub;
let t: TestApp;
let owner: TestClient;

beforeAll(async () => {
  stub = await startPolarStub();
  t = await createTestApp({ env: { ...POLAR_ENV, POLAR_API_URL: stub.url } });
  await insertUser(t.db, { username: 'owner', email: 'owner@example.com' });
  owner = t.client();
  await signIn(owner, 'owner');
});
afterAll(async () => {
  await t.close();
  await stub.close();
});
beforeEach(() => {
  stub.requests.length = 0;
  Object.assign(stub.routes, defaultStubRoutes());
});

function deliver(type: string, data: unknown, id = `msg_${randomUUID()}`) {
  const body = webhookBody(type, data);
  return t.client().request('POST', '/api/polar/webhook', { body, headers: signWebhook(SECRET, body, id) });
}

/** A weekly plan bought through Polar: checkout, then the first order.paid (subscription_create). */
async function buyPlan(): Promise<{ plan: Subscription; polarId: string }> {
  expect((await owner.post('/api/checkout', recurringBody('weekly'))).status).toBe(201);
  const [payment] = await t.db.select().from(payments).orderBy(desc(payments.id)).limit(1);
  const polarId = randomUUID();
  const first = polarOrderJson({ checkoutId: payment!.checkoutId, amount: 22500, subscriptionId: polarId, productId: 'prod-weekly' });
  expect((await deliver('order.paid', first)).status).toBe(200);
  const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, polarId));
  expect(row).toBeDefined();
  return { plan: await planNow(row!.id), polarId };
}

const planNow = async (id: number) =>
  ((await (await owner.get(`/api/subscriptions/${id}`)).json()) as { subscription: Subscription }).subscription;
const renewal = (polarId: string, orderId = randomUUID()) =>
  polarOrderJson({
    id: orderId,
    checkoutId: null,
    amount: 22500,
    subscriptionId: polarId,
    productId: 'prod-weekly',
    billingReason: 'subscription_cycle',
  });

/** The plan's payments, oldest first, with how many visits point at each. */
async function paymentsOf(subscriptionId: number) {
  const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  return t.db
    .select({
      provider: payments.provider,
      status: payments.status,
      amountCents: payments.amountCents,
      checkoutId: payments.checkoutId,
      transactionId: payments.transactionId,
      paymentMethod: payments.paymentMethod,
      providerOrderId: payments.providerOrderId,
      id: payments.id,
      // Qualified by hand: drizzle leaves a lone table's columns unqualified, which the subquery would misread.
      visits: sql<number>`(select count(*) from visits v where v.payment_id = "payments"."id")`.mapWith(Number),
    })
    .from(payments)
    .where(eq(payments.bookingId, sub!.bookingId))
    .orderBy(asc(payments.id));
}

async function visitDates(subscriptionId: number): Promise<string[]> {
  const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  const rows = await t.db.select().from(visits).where(eq(visits.bookingId, sub!.bookingId)).orderBy(asc(visits.scheduledDate));
  return rows.map((row) => serviceDayKey(row.scheduledDate));
}

describe('recurring plans with Polar', () => {
  it('starts the subscription with Polar’s id from the first order.paid', async () => {
    const { plan } = await buyPlan();
    expect(plan).toMatchObject({ provider: 'polar', status: 'active', currentPeriodStart: '2026-06-22', nextChargeCents: 22500 });
    // The first calendar month, June 22 to July 22: 5 Mondays.
    expect(await visitDates(plan.id)).toEqual(['2026-06-22', '2026-06-29', '2026-07-06', '2026-07-13', '2026-07-20']);
  });

  it('creates a renewal’s visits once from order.paid (subscription_cycle), whatever the duplicate deliveries', async () => {
    const { plan, polarId } = await buyPlan();
    const order = renewal(polarId) as { id: string };
    expect(await (await deliver('order.paid', order, 'msg_cycle_1')).json()).toEqual({ received: true });
    expect(await (await deliver('order.paid', order, 'msg_cycle_1')).json()).toEqual({ received: true, duplicate: true });
    // The same order in new deliveries, some at once.
    await Promise.all([deliver('order.paid', order), deliver('order.paid', order), deliver('order.paid', order)]);
    expect(await visitDates(plan.id)).toEqual([
      '2026-06-22',
      '2026-06-29',
      '2026-07-06',
      '2026-07-13',
      '2026-07-20',
      '2026-07-27',
      '2026-08-03',
      '2026-08-10',
      '2026-08-17',
    ]);

    await deliver('order.paid', renewal(polarId));
    expect(await visitDates(plan.id)).toHaveLength(14);
    const periods = await t.db
      .select()
      .from(subscriptionPeriods)
      .where(eq(subscriptionPeriods.subscriptionId, plan.id))
      .orderBy(asc(subscriptionPeriods.periodIndex));
    expect(periods.map((p) => [p.periodIndex, p.status, p.visitsCreated])).toEqual([
      [0, 'paid', 5],
      [1, 'paid', 4],
      [2, 'paid', 5],
    ]);
    expect(await planNow(plan.id)).toMatchObject({ currentPeriodStart: '2026-08-22', nextChargeDate: '2026-09-22' });
    // One payment per paid period, the redelivered order recorded once, each with its month's visits.
    const paid = await paymentsOf(plan.id);
    expect(paid.map((p) => [p.providerOrderId === order.id, p.status, p.amountCents, p.visits])).toEqual([
      [false, 'completed', 22500, 5],
      [true, 'completed', 22500, 4],
      [false, 'completed', 22500, 5],
    ]);
    expect(paid[1]).toMatchObject({ provider: 'polar', checkoutId: order.id, transactionId: order.id, paymentMethod: 'Polar checkout' });
    // A renewal of a subscription that is not ours is acknowledged and ignored.
    expect(await (await deliver('order.paid', renewal(randomUUID()))).json()).toEqual({ received: true, ignored: true });
  });

  it('a failed renewal (subscription.past_due) creates no visits and tells the customer; Polar’s successful retry then schedules them', async () => {
    const { plan, polarId } = await buyPlan();
    const pastDue = polarSubscriptionJson({ id: polarId, checkoutId: null, amount: 22500, status: 'past_due' });
    expect((await deliver('subscription.past_due', pastDue)).status).toBe(200);
    expect((await deliver('subscription.past_due', pastDue)).status).toBe(200);
    expect(await visitDates(plan.id)).toHaveLength(5);
    expect(await planNow(plan.id)).toMatchObject({ status: 'past_due', nextChargeDate: null });
    const notes = (await (await owner.get('/api/notifications')).json()) as NotificationList;
    expect(notes.items.filter((n) => n.type === 'subscriptionRenewalFailed')).toHaveLength(1);

    // Polar retries the card itself: the card says so, and the API has nothing to pay here.
    expect(await planNow(plan.id)).toMatchObject({ retryBy: 'provider', pastDueReason: 'The renewal payment failed at Polar.' });
    const payAgain = await owner.post(`/api/subscriptions/${plan.id}/pay`);
    expect(payAgain.status).toBe(409);
    expect(await payAgain.json()).toMatchObject({ code: 'subscription.provider_retries' });

    await deliver('order.paid', renewal(polarId));
    expect(await visitDates(plan.id)).toHaveLength(9);
    expect(await planNow(plan.id)).toMatchObject({ status: 'active', currentPeriodStart: '2026-07-22', retryBy: null });
    expect((await paymentsOf(plan.id)).map((p) => [p.status, p.visits])).toEqual([
      ['completed', 5],
      ['completed', 4],
    ]);
  });

  it('refunds a cancelled renewal-month visit through Polar’s refunds API with that month’s order', async () => {
    const { plan, polarId } = await buyPlan();
    const order = renewal(polarId) as { id: string };
    await deliver('order.paid', order);
    const [, second] = await paymentsOf(plan.id);
    const [july27] = await t.db
      .select()
      .from(visits)
      .where(and(eq(visits.paymentId, second!.id), sql`${visits.scheduledDate}::date = '2026-07-27'`));
    stub.requests.length = 0;
    expect((await owner.patch(`/api/visit/${july27!.id}/cancel`)).status).toBe(200);
    expect(stub.requests).toMatchObject([{ method: 'POST', path: '/v1/refunds/', body: { order_id: order.id, amount: 5625 } }]);
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.visitId, july27!.id));
    expect(refund).toMatchObject({ paymentId: second!.id, amountCents: 5625 });
  });

  it('a renewal order refunded in Polar marks that month’s payment refunded and cancels only that month’s visits', async () => {
    const { plan, polarId } = await buyPlan();
    const order = renewal(polarId) as Record<string, unknown>;
    await deliver('order.paid', order);
    const refunded = { ...order, status: 'refunded', refunded_amount: 22500 };
    expect(await (await deliver('order.refunded', refunded)).json()).toEqual({ received: true });
    expect((await paymentsOf(plan.id)).map((p) => p.status)).toEqual(['completed', 'refunded']);
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, plan.id));
    const rows = await t.db.select().from(visits).where(eq(visits.bookingId, sub!.bookingId)).orderBy(asc(visits.scheduledDate));
    expect(rows.map((v) => v.status)).toEqual([...Array<string>(5).fill('scheduled'), ...Array<string>(4).fill('cancelled')]);
  });

  it('cancels through Polar’s cancel-at-period-end; subscription.revoked ends it; Polar’s refusal changes nothing', async () => {
    const { plan, polarId } = await buyPlan();
    stub.routes.updateSubscription = () => ({ status: 500, body: { detail: 'boom' } });
    const refused = await owner.post(`/api/subscriptions/${plan.id}/cancel`);
    expect(refused.status).toBe(502);
    expect(await refused.json()).toMatchObject({ code: 'subscription.provider_unavailable' });
    expect((await planNow(plan.id)).cancelAtPeriodEnd).toBe(false);

    Object.assign(stub.routes, defaultStubRoutes());
    stub.requests.length = 0;
    const cancelled = await owner.post(`/api/subscriptions/${plan.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(stub.requests).toMatchObject([{ method: 'PATCH', path: `/v1/subscriptions/${polarId}`, body: { cancel_at_period_end: true } }]);
    expect((await planNow(plan.id)).cancelAtPeriodEnd).toBe(true);
    // Taken back in Polar's dashboard, then cancelled there again.
    await deliver(
      'subscription.uncanceled',
      polarSubscriptionJson({ id: polarId, checkoutId: null, amount: 22500, cancelAtPeriodEnd: false }),
    );
    expect(await planNow(plan.id)).toMatchObject({ cancelAtPeriodEnd: false, nextChargeDate: '2026-07-22' });
    await deliver(
      'subscription.canceled',
      polarSubscriptionJson({ id: polarId, checkoutId: null, amount: 22500, cancelAtPeriodEnd: true }),
    );
    expect(await planNow(plan.id)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, nextChargeDate: null });

    await deliver(
      'subscription.revoked',
      polarSubscriptionJson({ id: polarId, checkoutId: null, amount: 22500, status: 'canceled', cancelAtPeriodEnd: true }),
    );
    expect(await planNow(plan.id)).toMatchObject({ status: 'canceled', nextChargeDate: null });
  });

  it('changes the cadence through Polar from the next period (the bi-weekly product, no proration)', async () => {
    const { plan, polarId } = await buyPlan();
    const changed = await owner.patch(`/api/subscriptions/${plan.id}`, { cadence: 'biweekly' });
    expect(changed.status).toBe(200);
    expect(stub.requests.filter((r) => r.method === 'PATCH')).toMatchObject([
      { method: 'PATCH', path: `/v1/subscriptions/${polarId}`, body: { product_id: 'prod-biweekly', proration_behavior: 'next_period' } },
    ]);
    await deliver('order.paid', { ...(renewal(polarId) as object), subtotal_amount: 13500 });
    expect((await visitDates(plan.id)).slice(5)).toEqual(['2026-08-03', '2026-08-17']);
    expect(await planNow(plan.id)).toMatchObject({ cadence: 'biweekly', pendingCadence: null });
  });
});
