/**
 * The recurring plan as a subscription (decision 015), on the sandbox provider: the paid
 * checkout starts it; the renewal job, driven by the app's clock, pays (or declines) each
 * period and creates that period's visits exactly once; cadence changes apply from the next
 * period; a cancel ends it at the period's end.
 */
import type { CancelResponse, NotificationList, Payment, RevenueReport, Subscription } from '@housesit/shared-contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { payments, subscriptionPeriods, subscriptions, visits } from '../db/schema.js';
import { EMAIL_QUEUE } from '../email/enqueue.js';
import { previewCancellation } from '../payments/refunds.js';
import { serviceDayKey } from '@housesit/shared-contracts';
import { renewDueSubscriptions } from '../subscriptions/renewals.js';
import { startRenewalWorker, type RenewalWorker } from '../subscriptions/worker.js';
import { checkoutBody, recurringBody } from '../test/bookingFixtures.js';
import { insertUser, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';

// The test clock starts at 2026-06-15T14:00:00Z (June 15, 10:00 in New York); plans start June 22
// (a Monday) unless a test says otherwise, and renew on the 22nd of each month. Weekly, the first
// month (June 22 to July 22) has 5 visits, the second 4, the third 5, the fourth 4; bi-weekly 3, 2, 2, 2.
let t: TestApp;
const c: Record<'owner' | 'other' | 'admin', TestClient> = {} as never;
let worker: RenewalWorker | null = null;

beforeEach(async () => {
  t = await createTestApp();
  await insertUser(t.db, { username: 'owner', firstName: 'Olivia', email: 'olivia@example.com' });
  await insertUser(t.db, { username: 'other' });
  await insertUser(t.db, { username: 'admin', role: 'admin' });
  for (const name of ['owner', 'other', 'admin'] as const) {
    c[name] = t.client();
    await signIn(c[name], name);
  }
});
afterEach(async () => {
  await worker?.close();
  worker = null;
  await t.close();
});

const form = { 'content-type': 'application/x-www-form-urlencoded' };

/** Buys a recurring plan and pays it on the sandbox page (optionally with the card that declines renewals). */
async function buyPlan(cadence: 'weekly' | 'biweekly', card: 'pays' | 'declines' = 'pays', start = '2026-06-22'): Promise<Subscription> {
  const response = await c.owner.post('/api/checkout', recurringBody(cadence, { dates: [start] }));
  expect(response.status).toBe(201);
  const { url } = (await response.json()) as { url: string };
  const body = card === 'declines' ? 'card=declines' : '';
  expect((await c.owner.request('POST', `${url}/pay`, { body, headers: form })).status).toBe(303);
  const plans = await listPlans();
  expect(plans).toHaveLength(1);
  return plans[0]!;
}

const listPlans = async (client = c.owner) => ((await (await client.get('/api/subscriptions')).json()) as { items: Subscription[] }).items;
const planNow = async (id: number) =>
  ((await (await c.owner.get(`/api/subscriptions/${id}`)).json()) as { subscription: Subscription }).subscription;

/** The plan's visit dates (New York), soonest first. */
async function visitDates(subscriptionId: number): Promise<string[]> {
  const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  const rows = await t.db.select().from(visits).where(eq(visits.bookingId, sub!.bookingId)).orderBy(asc(visits.scheduledDate));
  return rows.map((row) => serviceDayKey(row.scheduledDate));
}

/** Every 7 or 14 days from `start`, `count` dates. */
function every(start: string, days: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) =>
    new Date(Date.parse(`${start}T12:00:00Z`) + i * days * 86_400_000).toISOString().slice(0, 10),
  );
}

/** Moves the app's clock to 10:00 New York time on `date` (signing in again: sessions expire with time). */
async function moveTo(date: string): Promise<void> {
  await moveToInstant(`${date}T14:00:00Z`);
}

/** Moves the app's clock to `instant` (signing in again). */
async function moveToInstant(instant: string): Promise<void> {
  t.clock.set(instant);
  for (const name of ['owner', 'other', 'admin'] as const) await signIn(c[name], name);
}

/** The plan's payments, oldest first: the period each pays (null: the checkout) and how many visits point at it. */
async function paymentsOf(subscriptionId: number) {
  const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  const rows = await t.db
    .select({
      id: payments.id,
      status: payments.status,
      amountCents: payments.amountCents,
      periodIndex: subscriptionPeriods.periodIndex,
      // Qualified by hand: drizzle leaves a lone table's columns unqualified, which the subquery would misread.
      visits: sql<number>`(select count(*) from visits v where v.payment_id = "payments"."id")`.mapWith(Number),
    })
    .from(payments)
    .leftJoin(subscriptionPeriods, eq(subscriptionPeriods.id, payments.subscriptionPeriodId))
    .where(eq(payments.bookingId, sub!.bookingId))
    .orderBy(asc(payments.id));
  return rows;
}

const listPayments = async (client = c.owner) => ((await (await client.get('/api/payments')).json()) as { items: Payment[] }).items;

async function queuedEmails(): Promise<Array<{ template: string; to: string; data: Record<string, unknown> }>> {
  const result: unknown = await t.db.execute(sql`select data from pgboss.job where name = ${EMAIL_QUEUE} order by created_on`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    data: { template: string; to: string; data: Record<string, unknown> };
  }>;
  return rows.map((row) => row.data);
}

describe('a recurring plan is a subscription (sandbox)', () => {
  it('starts when the first checkout is paid: plan, first period, its visits and the next charge', async () => {
    const plan = await buyPlan('weekly');
    expect(plan).toMatchObject({
      plan: 'recurring',
      cadence: 'weekly',
      pendingCadence: null,
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodStart: '2026-06-22',
      currentPeriodEnd: '2026-07-22',
      nextChargeDate: '2026-07-22',
      nextChargeCents: 22500,
      provider: 'sandbox',
    });
    expect(plan.nextVisits.map((v) => v.date)).toEqual(['2026-06-22', '2026-06-29', '2026-07-06', '2026-07-13']);
    // A calendar month: the weekly dates from June 22 until July 22, five of them this month.
    expect(await visitDates(plan.id)).toEqual(every('2026-06-22', 7, 5));
    // Another homeowner sees none of it; an admin reads it.
    expect(await listPlans(c.other)).toEqual([]);
    expect((await c.other.get(`/api/subscriptions/${plan.id}`)).status).toBe(404);
    expect((await c.admin.get(`/api/subscriptions/${plan.id}`)).status).toBe(200);
  });

  it('renews through three periods on the job queue by the app’s clock, creating each period’s visits exactly once', async () => {
    const plan = await buyPlan('weekly');
    const swept: number[] = [];
    worker = await startRenewalWorker({
      jobQueue: t.database.jobQueue,
      db: t.db,
      clock: t.clock,
      logError: () => {},
      onSwept: (s) => swept.push(s.renewed),
    });
    const sweepOnce = async () => {
      const before = swept.length;
      await worker!.runNow();
      await expect.poll(() => swept.length, { timeout: 15_000 }).toBeGreaterThan(before);
    };

    // Not yet due: nothing happens the day before the period ends.
    await moveTo('2026-07-21');
    await sweepOnce();
    expect(await visitDates(plan.id)).toHaveLength(5);

    for (const [end, total] of [
      ['2026-07-22', 9],
      ['2026-08-22', 14],
      ['2026-09-22', 18],
    ] as const) {
      await moveTo(end);
      await sweepOnce();
      // A retried job, and two workers at once, find the period done.
      await sweepOnce();
      await Promise.all([renewDueSubscriptions(t.db, t.clock.now()), renewDueSubscriptions(t.db, t.clock.now())]);
      expect(await visitDates(plan.id)).toEqual(every('2026-06-22', 7, total));
    }
    const periods = await t.db
      .select()
      .from(subscriptionPeriods)
      .where(eq(subscriptionPeriods.subscriptionId, plan.id))
      .orderBy(asc(subscriptionPeriods.periodIndex));
    // Every month costs the monthly price, whether it holds 4 visits or 5: 12 charges a year.
    expect(periods.map((p) => [p.periodIndex, p.startDate, p.endDate, p.status, p.amountCents, p.visitsCreated])).toEqual([
      [0, '2026-06-22', '2026-07-22', 'paid', 22500, 5],
      [1, '2026-07-22', '2026-08-22', 'paid', 22500, 4],
      [2, '2026-08-22', '2026-09-22', 'paid', 22500, 5],
      [3, '2026-09-22', '2026-10-22', 'paid', 22500, 4],
    ]);
    expect(await planNow(plan.id)).toMatchObject({
      status: 'active',
      currentPeriodStart: '2026-09-22',
      currentPeriodEnd: '2026-10-22',
      nextChargeDate: '2026-10-22',
    });
    // One payment per paid period (the checkout pays the first), each with that period's visits once.
    const paid = await paymentsOf(plan.id);
    expect(paid.map((p) => [p.periodIndex, p.status, p.amountCents, p.visits])).toEqual([
      [null, 'completed', 22500, 5],
      [1, 'completed', 22500, 4],
      [2, 'completed', 22500, 5],
      [3, 'completed', 22500, 4],
    ]);
    const billing = await listPayments();
    expect(billing.map((p) => [p.description, p.period?.start ?? null])).toEqual([
      ['Recurring Visit (weekly, month 4)', '2026-09-22'],
      ['Recurring Visit (weekly, month 3)', '2026-08-22'],
      ['Recurring Visit (weekly, month 2)', '2026-07-22'],
      ['Recurring Visit (weekly, first month)', null],
    ]);
    expect(billing[0]?.dates).toEqual(every('2026-09-28', 7, 4));
  });

  it('catches up period by period when the clock jumped past several renewals', async () => {
    const plan = await buyPlan('biweekly');
    await moveTo('2026-08-22');
    expect(await renewDueSubscriptions(t.db, t.clock.now())).toEqual({ renewed: 2, declined: 0, ended: 0 });
    // 3 visits in June 22 to July 22, then 2 in each of the next two months.
    expect(await visitDates(plan.id)).toEqual(every('2026-06-22', 14, 7));
  });

  it('a declined renewal creates no visits, marks the plan past due and tells the customer once', async () => {
    const plan = await buyPlan('weekly', 'declines');
    await t.db.execute(sql`delete from pgboss.job where name = ${EMAIL_QUEUE}`);
    await moveTo('2026-07-22');
    expect(await renewDueSubscriptions(t.db, t.clock.now())).toEqual({ renewed: 0, declined: 1, ended: 0 });
    expect(await renewDueSubscriptions(t.db, t.clock.now())).toEqual({ renewed: 0, declined: 0, ended: 0 });
    expect(await visitDates(plan.id)).toHaveLength(5);
    expect(await planNow(plan.id)).toMatchObject({ status: 'past_due', nextChargeDate: null, nextChargeCents: null });
    const [period] = await t.db.select().from(subscriptionPeriods).where(eq(subscriptionPeriods.periodIndex, 1));
    expect(period).toMatchObject({ status: 'failed', visitsCreated: 0, startDate: '2026-07-22', endDate: '2026-08-22' });

    const notes = (await (await c.owner.get('/api/notifications')).json()) as NotificationList;
    expect(notes.items.filter((n) => n.type === 'subscriptionRenewalFailed')).toHaveLength(1);
    const emails = (await queuedEmails()).filter((e) => e.template === 'subscriptionRenewalFailed');
    expect(emails).toEqual([
      {
        template: 'subscriptionRenewalFailed',
        to: 'olivia@example.com',
        data: expect.objectContaining({ firstName: 'Olivia', periodStart: '2026-07-22', amountCents: 22500 }),
        messageId: expect.any(String),
      },
    ]);
    // Cancelling a past-due plan ends it now: no paid period is left to run.
    expect((await c.owner.post(`/api/subscriptions/${plan.id}/cancel`)).status).toBe(200);
    expect(await planNow(plan.id)).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: true });
  });

  it('refunds a cancelled visit of the second month from that month’s payment; revenue counts every month net of refunds', async () => {
    const plan = await buyPlan('weekly');
    await moveTo('2026-07-22');
    expect(await renewDueSubscriptions(t.db, t.clock.now())).toMatchObject({ renewed: 1 });
    const [first, second] = await paymentsOf(plan.id);
    // August 3 is one of the 4 visits of the second month (July 22 to August 22), 12 days away: a quarter of $225.00.
    const [aug3] = await t.db
      .select()
      .from(visits)
      .where(
        sql`${visits.bookingId} = (select booking_id from subscriptions where id = ${plan.id}) and ${visits.scheduledDate}::date = '2026-08-03'`,
      );
    expect(aug3?.paymentId).toBe(second!.id);
    const cancelled = await c.owner.patch(`/api/visit/${aug3!.id}/cancel`);
    expect(cancelled.status).toBe(200);
    const refund = ((await cancelled.json()) as CancelResponse).refund;
    expect(refund).toMatchObject({ amountCents: 5625, status: 'succeeded' });
    const billing = await listPayments();
    expect(billing.find((p) => p.id === second!.id)).toMatchObject({
      refundedCents: 5625,
      refunds: [{ amountCents: 5625, status: 'succeeded', reason: 'Visit on August 3, 2026 cancelled' }],
    });
    expect(billing.find((p) => p.id === first!.id)).toMatchObject({ refundedCents: 0, refunds: [] });

    // Both months count, less the refund: 2 × $225.00 − $56.25; one booking, 5 + 4 visits bought.
    const revenue = (await (await c.admin.get('/api/admin/revenue')).json()) as RevenueReport;
    expect(revenue).toMatchObject({ totalRevenueCents: 45000 - 5625, paidBookings: 1, visitsBought: 9 });
    expect(revenue.months.find((m) => m.month === '2026-07')).toMatchObject({ revenueCents: 22500 - 5625, payments: 1 });
    expect(revenue.months.find((m) => m.month === '2026-06')).toMatchObject({ revenueCents: 22500, payments: 1 });
    expect(revenue.topServices).toEqual([expect.objectContaining({ id: 'recurring', bookings: 1, revenueCents: 45000 - 5625 })]);
    // The admin stats' month (July) is the renewal, net of its refund.
    expect(await (await c.admin.get('/api/admin/stats')).json()).toMatchObject({ monthlyRevenue: '168.75' });
  });

  it('a visit’s price is its share of its own month: a 5-visit month’s visit refunds $45.00, never the last-minute fee', async () => {
    // Bought on /purchase 4 days ahead: the $20 fee rides on the first visit's share.
    const response = await c.owner.post('/api/checkout', recurringBody('weekly', { flow: 'purchase', dates: ['2026-06-19'] }));
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    expect((await c.owner.request('POST', `${url}/pay`, { body: '', headers: form })).status).toBe(303);
    const [plan] = await listPlans();
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, plan!.id));
    const rows = await t.db.select().from(visits).where(eq(visits.bookingId, sub!.bookingId)).orderBy(asc(visits.scheduledDate));
    // June 19 to July 19 holds 5 Fridays: $225.00 split five ways, the fee on the first.
    expect(rows.map((v) => [serviceDayKey(v.scheduledDate), v.totalAmountCents])).toEqual([
      ['2026-06-19', 4500 + 2000],
      ['2026-06-26', 4500],
      ['2026-07-03', 4500],
      ['2026-07-10', 4500],
      ['2026-07-17', 4500],
    ]);
    const decision = await previewCancellation(t.db, {
      actor: 'admin',
      ownerId: null,
      visitId: rows[0]!.id,
      now: t.clock.now(),
      refund: true,
    });
    expect(decision).toEqual({ allowed: true, refundCents: 4500, lines: [{ kind: 'visit', label: 'Visit price', amountCents: 4500 }] });
  });

  it('a past-due plan pays its declined month again on the sandbox checkout: visits once, active again', async () => {
    const plan = await buyPlan('weekly', 'declines');
    // Active: nothing to pay again.
    const early = await c.owner.post(`/api/subscriptions/${plan.id}/pay`);
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ code: 'subscription.not_past_due' });
    await moveTo('2026-07-22');
    await renewDueSubscriptions(t.db, t.clock.now());
    expect(await planNow(plan.id)).toMatchObject({
      status: 'past_due',
      retryBy: 'customer',
      pastDueReason: 'The card on file declined the renewal payment.',
    });
    // Only its owner: another customer finds nothing; an admin may not pay for them.
    const stranger = await c.other.post(`/api/subscriptions/${plan.id}/pay`);
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toMatchObject({ code: 'subscription.not_found' });
    expect((await c.admin.post(`/api/subscriptions/${plan.id}/pay`)).status).toBe(403);

    const started = await c.owner.post(`/api/subscriptions/${plan.id}/pay`);
    expect(started.status).toBe(201);
    const { url } = (await started.json()) as { url: string };
    // Asking again answers the same checkout.
    expect(await (await c.owner.post(`/api/subscriptions/${plan.id}/pay`)).json()).toEqual({ url });
    // The sandbox page offers no renewal card choice here; Decline keeps it past due, saying why.
    const page = await (await c.owner.get(url)).text();
    expect(page).toContain('Recurring Visit (weekly, month 2)');
    expect(page).not.toContain('Use a test card that declines renewals');
    const declined = await c.owner.request('POST', `${url}/decline`, { body: '', headers: form });
    expect(declined.status).toBe(303);
    expect(declined.headers.get('location')).toBe('/homeowner/billing');
    expect(await planNow(plan.id)).toMatchObject({
      status: 'past_due',
      pastDueReason: 'The card was declined again when you tried to pay.',
    });
    expect(await visitDates(plan.id)).toHaveLength(5);

    // A new attempt, paid: the month's visits once, the plan active again, one payment for the month.
    const again = (await (await c.owner.post(`/api/subscriptions/${plan.id}/pay`)).json()) as { url: string };
    expect(again.url).not.toBe(url);
    const paid = await c.owner.request('POST', `${again.url}/pay`, { body: '', headers: form });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('/homeowner/billing');
    await Promise.all([1, 2, 3].map(() => c.owner.request('POST', `${again.url}/pay`, { body: '', headers: form })));
    await renewDueSubscriptions(t.db, t.clock.now());
    expect(await visitDates(plan.id)).toEqual(every('2026-06-22', 7, 9));
    expect(await planNow(plan.id)).toMatchObject({
      status: 'active',
      currentPeriodStart: '2026-07-22',
      pastDueReason: null,
      retryBy: null,
      nextChargeDate: '2026-08-22',
    });
    expect((await paymentsOf(plan.id)).map((p) => [p.periodIndex, p.status, p.visits])).toEqual([
      [null, 'completed', 5],
      [1, 'failed', 0],
      [1, 'completed', 4],
    ]);
    const [period] = await t.db.select().from(subscriptionPeriods).where(eq(subscriptionPeriods.periodIndex, 1));
    expect(period).toMatchObject({ status: 'paid', visitsCreated: 4, failureReason: null });
    const after = await c.owner.post(`/api/subscriptions/${plan.id}/pay`);
    expect(after.status).toBe(409);
    expect(await after.json()).toMatchObject({ code: 'subscription.not_past_due' });
  });

  it('a checkout to pay a month again that is paid after the plan was cancelled charges nothing', async () => {
    const plan = await buyPlan('weekly', 'declines');
    await moveTo('2026-07-22');
    await renewDueSubscriptions(t.db, t.clock.now());
    const { url } = (await (await c.owner.post(`/api/subscriptions/${plan.id}/pay`)).json()) as { url: string };
    expect((await c.owner.post(`/api/subscriptions/${plan.id}/cancel`)).status).toBe(200);
    expect((await c.owner.request('POST', `${url}/pay`, { body: '', headers: form })).status).toBe(303);
    expect((await paymentsOf(plan.id)).map((p) => [p.periodIndex, p.status])).toEqual([
      [null, 'completed'],
      [1, 'failed'],
    ]);
    expect(await visitDates(plan.id)).toHaveLength(5);
    expect(await planNow(plan.id)).toMatchObject({ status: 'canceled' });
  });

  it('changes the cadence from the next period, refusing what cannot change', async () => {
    const plan = await buyPlan('weekly');
    const same = await c.owner.patch(`/api/subscriptions/${plan.id}`, { cadence: 'weekly' });
    expect(same.status).toBe(409);
    expect(await same.json()).toMatchObject({ code: 'subscription.same_cadence' });
    expect((await c.owner.patch(`/api/subscriptions/${plan.id}`, { cadence: 'monthly' })).status).toBe(400);
    expect((await c.other.patch(`/api/subscriptions/${plan.id}`, { cadence: 'biweekly' })).status).toBe(404);
    expect((await c.admin.patch(`/api/subscriptions/${plan.id}`, { cadence: 'biweekly' })).status).toBe(403);

    const changed = await c.owner.patch(`/api/subscriptions/${plan.id}`, { cadence: 'biweekly' });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { subscription: Subscription }).subscription).toMatchObject({
      cadence: 'weekly',
      pendingCadence: 'biweekly',
      nextChargeDate: '2026-07-22',
      nextChargeCents: 13500,
    });
    // This period keeps its weekly visits.
    expect(await visitDates(plan.id)).toEqual(every('2026-06-22', 7, 5));

    await moveTo('2026-07-22');
    await renewDueSubscriptions(t.db, t.clock.now());
    // Every 14 days from the start date, inside July 22 to August 22.
    expect(await visitDates(plan.id)).toEqual([...every('2026-06-22', 7, 5), '2026-08-03', '2026-08-17']);
    expect(await planNow(plan.id)).toMatchObject({ cadence: 'biweekly', pendingCadence: null, nextChargeCents: 13500 });
    const [renewal] = await t.db.select().from(subscriptionPeriods).where(eq(subscriptionPeriods.periodIndex, 1));
    expect(renewal).toMatchObject({ cadence: 'biweekly', amountCents: 13500, visitsCreated: 2 });
  });

  it('cancels at the period’s end: no more renewals or visits, and a cancelled plan cannot change', async () => {
    const plan = await buyPlan('biweekly');
    const cancelled = await c.owner.post(`/api/subscriptions/${plan.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()) as { subscription: Subscription }).subscription).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: '2026-07-22',
      nextChargeDate: null,
      nextChargeCents: null,
    });
    // Twice is the same request.
    expect((await c.owner.post(`/api/subscriptions/${plan.id}/cancel`)).status).toBe(200);
    const change = await c.owner.patch(`/api/subscriptions/${plan.id}`, { cadence: 'weekly' });
    expect(change.status).toBe(409);
    expect(await change.json()).toMatchObject({ code: 'subscription.cancel_scheduled' });

    // Still running until the period ends.
    await moveTo('2026-07-21');
    expect(await renewDueSubscriptions(t.db, t.clock.now())).toEqual({ renewed: 0, declined: 0, ended: 0 });
    await moveTo('2026-07-22');
    expect(await renewDueSubscriptions(t.db, t.clock.now())).toEqual({ renewed: 0, declined: 0, ended: 1 });
    await moveTo('2026-09-22');
    expect(await renewDueSubscriptions(t.db, t.clock.now())).toEqual({ renewed: 0, declined: 0, ended: 0 });
    expect(await visitDates(plan.id)).toEqual(every('2026-06-22', 14, 3));
    expect(await planNow(plan.id)).toMatchObject({ status: 'canceled', nextChargeDate: null });
    const again = await c.owner.post(`/api/subscriptions/${plan.id}/cancel`);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'subscription.canceled' });
    expect((await c.other.post(`/api/subscriptions/${plan.id}/cancel`)).status).toBe(404);
  });

  it('starts no subscription for a one-off booking', async () => {
    const response = await c.owner.post('/api/checkout', checkoutBody());
    const { url } = (await response.json()) as { url: string };
    expect((await c.owner.request('POST', `${url}/pay`, { body: 'card=declines', headers: form })).status).toBe(303);
    expect(await t.db.select().from(payments).where(eq(payments.status, 'completed'))).toHaveLength(1);
    expect(await listPlans()).toEqual([]);
  });
});

describe('a plan’s period is a calendar month from its start, renewed at New York midnight', () => {
  const periodsOf = async (id: number) =>
    (
      await t.db
        .select()
        .from(subscriptionPeriods)
        .where(eq(subscriptionPeriods.subscriptionId, id))
        .orderBy(asc(subscriptionPeriods.periodIndex))
    ).map((p) => [p.startDate, p.endDate, p.amountCents, p.visitsCreated]);
  const sweep = () => renewDueSubscriptions(t.db, t.clock.now());

  it('a plan started on January 31 renews on February 28, then March 31 and April 30, each at that day’s first minute', async () => {
    await moveToInstant('2027-01-20T15:00:00Z');
    const plan = await buyPlan('weekly', 'pays', '2027-01-31');
    expect(plan).toMatchObject({ currentPeriodEnd: '2027-02-28', nextChargeDate: '2027-02-28', nextChargeCents: 22500 });

    // February 27, 23:59 in New York (EST, UTC−5): not yet; February 28, 00:00: renewed.
    await moveToInstant('2027-02-28T04:59:00Z');
    expect(await sweep()).toEqual({ renewed: 0, declined: 0, ended: 0 });
    await moveToInstant('2027-02-28T05:00:00Z');
    expect(await sweep()).toEqual({ renewed: 1, declined: 0, ended: 0 });
    // The next month is counted from January 31 again: it ends March 31, not March 28.
    expect(await planNow(plan.id)).toMatchObject({ currentPeriodStart: '2027-02-28', nextChargeDate: '2027-03-31' });

    // Daylight-saving time began on March 14: New York's midnight is now 04:00 UTC.
    await moveToInstant('2027-03-31T03:59:00Z');
    expect(await sweep()).toEqual({ renewed: 0, declined: 0, ended: 0 });
    await moveToInstant('2027-03-31T04:00:00Z');
    expect(await sweep()).toEqual({ renewed: 1, declined: 0, ended: 0 });
    expect(await planNow(plan.id)).toMatchObject({ currentPeriodStart: '2027-03-31', nextChargeDate: '2027-04-30' });

    // 4 Sundays in January 31 to February 28, 5 in February 28 to March 31, 4 in March 31 to April 30 (a Wednesday):
    // the same monthly price each.
    expect(await periodsOf(plan.id)).toEqual([
      ['2027-01-31', '2027-02-28', 22500, 4],
      ['2027-02-28', '2027-03-31', 22500, 5],
      ['2027-03-31', '2027-04-30', 22500, 4],
    ]);
    expect(await visitDates(plan.id)).toEqual(every('2027-01-31', 7, 13));
  });

  it('in a leap year a plan started on January 31 renews on February 29, and one started on January 29 keeps the 29th', async () => {
    await moveToInstant('2028-01-20T15:00:00Z');
    const plan = await buyPlan('biweekly', 'pays', '2028-01-31');
    expect(plan).toMatchObject({ currentPeriodEnd: '2028-02-29', nextChargeDate: '2028-02-29', nextChargeCents: 13500 });
    // Another customer's plan from January 29.
    await insertUser(t.db, { username: 'leap' });
    const leap = t.client();
    await signIn(leap, 'leap');
    const bought = await leap.post('/api/checkout', recurringBody('weekly', { dates: ['2028-01-29'] }));
    expect(bought.status).toBe(201);
    const { url } = (await bought.json()) as { url: string };
    expect((await leap.request('POST', `${url}/pay`, { body: '', headers: form })).status).toBe(303);
    const leapPlan = async () => {
      await signIn(leap, 'leap');
      return ((await (await leap.get('/api/subscriptions')).json()) as { items: Subscription[] }).items[0];
    };
    expect(await leapPlan()).toMatchObject({ currentPeriodStart: '2028-01-29', currentPeriodEnd: '2028-02-29' });

    await moveToInstant('2028-02-29T04:59:00Z');
    expect(await sweep()).toEqual({ renewed: 0, declined: 0, ended: 0 });
    await moveToInstant('2028-02-29T05:00:00Z');
    expect(await sweep()).toEqual({ renewed: 2, declined: 0, ended: 0 });
    expect(await planNow(plan.id)).toMatchObject({ currentPeriodStart: '2028-02-29', nextChargeDate: '2028-03-31' });
    expect(await leapPlan()).toMatchObject({ currentPeriodStart: '2028-02-29', nextChargeDate: '2028-03-29' });
    // Bi-weekly from January 31: 3 visits in its 29 days (January 31, February 14, 28), then March 13 and 27.
    expect(await periodsOf(plan.id)).toEqual([
      ['2028-01-31', '2028-02-29', 13500, 3],
      ['2028-02-29', '2028-03-31', 13500, 2],
    ]);
  });

  it('renews on the day clocks fall back at that day’s New York midnight (04:00 UTC), and on the next at 05:00', async () => {
    await moveToInstant('2026-09-20T14:00:00Z');
    const plan = await buyPlan('weekly', 'pays', '2026-10-01');
    expect(plan).toMatchObject({ currentPeriodEnd: '2026-11-01', nextChargeDate: '2026-11-01' });
    // October 31, 23:59 EDT is 03:59 UTC; November 1 begins at 04:00 UTC (clocks go back at 02:00 that night).
    await moveToInstant('2026-11-01T03:59:00Z');
    expect(await sweep()).toEqual({ renewed: 0, declined: 0, ended: 0 });
    await moveToInstant('2026-11-01T04:00:00Z');
    expect(await sweep()).toEqual({ renewed: 1, declined: 0, ended: 0 });
    // December 1 begins at 05:00 UTC (EST).
    await moveToInstant('2026-12-01T04:59:00Z');
    expect(await sweep()).toEqual({ renewed: 0, declined: 0, ended: 0 });
    await moveToInstant('2026-12-01T05:00:00Z');
    expect(await sweep()).toEqual({ renewed: 1, declined: 0, ended: 0 });
    // Weekly from Thursday October 1: 5 in October, 4 in November; the visits keep their New York dates across the change.
    expect(await periodsOf(plan.id)).toEqual([
      ['2026-10-01', '2026-11-01', 22500, 5],
      ['2026-11-01', '2026-12-01', 22500, 4],
      ['2026-12-01', '2027-01-01', 22500, 5],
    ]);
    expect(await visitDates(plan.id)).toEqual(every('2026-10-01', 7, 14));
  });
});
