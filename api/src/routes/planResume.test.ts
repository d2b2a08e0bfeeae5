/**
 * A cancelled recurring plan runs until its current period ends (decision 015); until that
 * instant (New York midnight starting its end day, when the renewal sweep would end it) the
 * customer may resume it. Resumed, it renews as if never cancelled; the customer is told (a
 * notification and an email with the next charge) and so is the office, where it sees cancels.
 * After the period's end the resume is refused with `subscription.period_ended`.
 */
import type { NotificationList, Subscription } from '@housesit/shared-contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { subscriptions, visits } from '../db/schema.js';
import { EMAIL_QUEUE } from '../email/enqueue.js';
import { notificationWords, serviceDayKey } from '@housesit/shared-contracts';
import { renewDueSubscriptions } from '../subscriptions/renewals.js';
import { recurringBody } from '../test/bookingFixtures.js';
import { insertUser, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';

// The test clock starts at 2026-06-15T14:00:00Z; the plan starts June 22 and its first period
// ends on July 22, at 04:00 UTC (New York midnight, daylight time).
let t: TestApp;
const c: Record<'owner' | 'other' | 'admin', TestClient> = {} as never;

beforeEach(async () => {
  t = await createTestApp();
  await insertUser(t.db, { username: 'owner', firstName: 'Olivia', lastName: 'Owner', email: 'olivia@example.com' });
  await insertUser(t.db, { username: 'other' });
  await insertUser(t.db, { username: 'admin', role: 'admin' });
  for (const name of ['owner', 'other', 'admin'] as const) {
    c[name] = t.client();
    await signIn(c[name], name);
  }
});
afterEach(async () => {
  await t.close();
});

const form = { 'content-type': 'application/x-www-form-urlencoded' };

async function buyPlan(): Promise<Subscription> {
  const response = await c.owner.post('/api/checkout', recurringBody('biweekly', { dates: ['2026-06-22'] }));
  expect(response.status).toBe(201);
  const { url } = (await response.json()) as { url: string };
  expect((await c.owner.request('POST', `${url}/pay`, { body: '', headers: form })).status).toBe(303);
  const { items } = (await (await c.owner.get('/api/subscriptions')).json()) as { items: Subscription[] };
  return items[0]!;
}

async function moveToInstant(instant: string): Promise<void> {
  t.clock.set(instant);
  for (const name of ['owner', 'other', 'admin'] as const) await signIn(c[name], name);
}

const notes = async (client: TestClient) => ((await (await client.get('/api/notifications')).json()) as NotificationList).items;

async function queuedEmails(): Promise<Array<{ template: string; to: string; data: Record<string, unknown> }>> {
  const result: unknown = await t.db.execute(sql`select data from pgboss.job where name = ${EMAIL_QUEUE} order by created_on`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    data: { template: string; to: string; data: Record<string, unknown> };
  }>;
  return rows.map((row) => row.data);
}

async function visitDates(subscriptionId: number): Promise<string[]> {
  const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  const rows = await t.db.select().from(visits).where(eq(visits.bookingId, sub!.bookingId)).orderBy(asc(visits.scheduledDate));
  return rows.map((row) => serviceDayKey(row.scheduledDate));
}

describe('resuming a cancelled plan', () => {
  it('takes the cancel back: the plan charges again, and the customer and the office are told', async () => {
    const plan = await buyPlan();
    expect((await c.owner.post(`/api/subscriptions/${plan.id}/cancel`)).status).toBe(200);

    const resumed = await c.owner.post(`/api/subscriptions/${plan.id}/resume`);
    expect(resumed.status).toBe(200);
    expect(((await resumed.json()) as { subscription: Subscription }).subscription).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: false,
      nextChargeDate: '2026-07-22',
      nextChargeCents: 13500,
    });

    expect((await notes(c.owner))[0]).toMatchObject({
      type: 'planResumed',
      details: { date: '2026-07-22', amountCents: 13500 },
    });
    expect(notificationWords((await notes(c.owner))[0]!)).toMatchObject({
      title: 'Your plan is resumed',
      text: 'It renews as before. Its next charge of $135.00 is on Wednesday, July 22, 2026.',
    });
    expect((await notes(c.admin))[0]).toMatchObject({
      type: 'adminPlanResumed',
      details: { date: '2026-07-22', cadence: 'biweekly' },
    });
    expect(notificationWords((await notes(c.admin))[0]!)?.title).toBe('Olivia Owner resumed their plan');
    const email = (await queuedEmails()).find((queued) => queued.template === 'planResumed');
    expect(email).toMatchObject({ to: 'olivia@example.com', data: { nextChargeDate: '2026-07-22', amountCents: 13500 } });

    // Resuming again is the same request answered: nobody is told twice.
    expect((await c.owner.post(`/api/subscriptions/${plan.id}/resume`)).status).toBe(200);
    expect((await notes(c.owner)).filter((note) => note.type === 'planResumed')).toHaveLength(1);
    // Someone else's plan is not found.
    expect((await c.other.post(`/api/subscriptions/${plan.id}/resume`)).status).toBe(404);
  });

  it('renews at the period’s end as before once resumed, creating the next period’s visits', async () => {
    const plan = await buyPlan();
    expect((await c.owner.post(`/api/subscriptions/${plan.id}/cancel`)).status).toBe(200);
    await moveToInstant('2026-07-21T14:00:00Z');
    expect((await c.owner.post(`/api/subscriptions/${plan.id}/resume`)).status).toBe(200);

    await moveToInstant('2026-07-22T04:00:00Z');
    expect(await renewDueSubscriptions(t.db, t.clock.now())).toEqual({ renewed: 1, declined: 0, ended: 0 });
    expect(await visitDates(plan.id)).toEqual(['2026-06-22', '2026-07-06', '2026-07-20', '2026-08-03', '2026-08-17']);
    const { subscription } = (await (await c.owner.get(`/api/subscriptions/${plan.id}`)).json()) as { subscription: Subscription };
    expect(subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: false, nextChargeDate: '2026-08-22' });
  });

  it('is refused from the instant the period ends, with its code, and the plan still ends', async () => {
    const plan = await buyPlan();
    expect((await c.owner.post(`/api/subscriptions/${plan.id}/cancel`)).status).toBe(200);

    // The period's last minute: still allowed, then cancelled again.
    await moveToInstant('2026-07-22T03:59:00Z');
    expect((await c.owner.post(`/api/subscriptions/${plan.id}/resume`)).status).toBe(200);
    expect((await c.owner.post(`/api/subscriptions/${plan.id}/cancel`)).status).toBe(200);

    await moveToInstant('2026-07-22T04:00:00Z');
    const refused = await c.owner.post(`/api/subscriptions/${plan.id}/resume`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: 'subscription.period_ended',
      message: 'This plan’s period has ended, so it can no longer be resumed. Book a new plan instead.',
    });
    expect(await renewDueSubscriptions(t.db, t.clock.now())).toEqual({ renewed: 0, declined: 0, ended: 1 });
    const ended = await c.owner.post(`/api/subscriptions/${plan.id}/resume`);
    expect(ended.status).toBe(409);
    expect(await ended.json()).toMatchObject({ code: 'subscription.canceled' });
  });
});
