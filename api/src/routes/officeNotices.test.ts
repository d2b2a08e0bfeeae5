/**
 * The office is told (decision 022, the admins' column): every active admin gets a stored
 * notification, in the catalogue's words, for a new booking, a customer's cancel or reschedule,
 * a plan cancelled, a declined plan payment, a service-area request and a visit that lost its
 * sitter. A deactivated admin gets none; what an admin did themselves is not announced back.
 */
import { notificationWords, type AppNotification, type NotificationList, type Subscription } from '@housesit/shared-contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import { renewDueSubscriptions } from '../subscriptions/renewals.js';
import { checkoutBody, recurringBody } from '../test/bookingFixtures.js';
import { insertUser, insertVisit, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';

// The test clock starts at 2026-06-15T14:00:00Z: June 15, 10:00 in New York.
let t: TestApp;
let owner: UserRow, sam: UserRow;
const c = {} as Record<'owner' | 'admin' | 'second' | 'gone', TestClient>;
const form = { 'content-type': 'application/x-www-form-urlencoded' };

beforeAll(async () => {
  t = await createTestApp();
  owner = await insertUser(t.db, { username: 'owner', firstName: 'Olivia', lastName: 'Park' });
  sam = await insertUser(t.db, { username: 'sam', firstName: 'Sam', lastName: 'Reed', role: 'housesitter' });
  await insertUser(t.db, { username: 'admin', role: 'admin' });
  await insertUser(t.db, { username: 'second', role: 'admin' });
  await insertUser(t.db, { username: 'gone', role: 'admin' });
  for (const name of ['owner', 'admin', 'second', 'gone'] as const) {
    c[name] = t.client();
    await signIn(c[name], name);
  }
  // A deactivated admin is told nothing.
  expect((await c.admin.post(`/api/admin/users/${(await userId('gone'))!}/deactivate`, {})).status).toBe(200);
});
beforeEach(async () => {
  await t.db.execute(sql`delete from notifications`);
  await t.db.execute(sql`delete from rate_limits`);
});
afterAll(async () => {
  await t.close();
});

async function userId(username: string): Promise<number | undefined> {
  const result = await t.db.execute(sql`select id from users where username = ${username}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { id: number }[];
  return rows[0]?.id;
}

async function notesOf(client: TestClient): Promise<AppNotification[]> {
  return ((await (await client.get('/api/notifications')).json()) as NotificationList).items;
}

/** The one notification each active admin got, the same for both; none for the deactivated one. */
async function officeNote(): Promise<AppNotification> {
  const [mine, ...more] = await notesOf(c.admin);
  expect(more).toEqual([]);
  expect(mine).toBeDefined();
  const theirs = await notesOf(c.second);
  expect(theirs.map(({ type, visitId, details }) => ({ type, visitId, details }))).toEqual([
    { type: mine!.type, visitId: mine!.visitId, details: mine!.details },
  ]);
  const goneRows = await t.db.execute(sql`select count(*)::int as n from notifications where user_id = ${(await userId('gone'))!}`);
  expect(((Array.isArray(goneRows) ? goneRows : (goneRows as { rows: unknown[] }).rows) as { n: number }[])[0]?.n).toBe(0);
  expect((await (await c.admin.get('/api/notifications/unread')).json()) as { unread: number }).toEqual({ unread: 1 });
  return mine!;
}

const words = (note: AppNotification) => notificationWords(note)!;

async function pay(body: ReturnType<typeof checkoutBody>, card: 'pays' | 'declines' = 'pays') {
  const response = await c.owner.post('/api/checkout', body);
  expect(response.status).toBe(201);
  const { url } = (await response.json()) as { url: string };
  expect((await c.owner.request('POST', `${url}/pay`, { body: card === 'declines' ? 'card=declines' : '', headers: form })).status).toBe(
    303,
  );
}

describe('the office is told', () => {
  it('of a new booking once its payment completes: who, how many visits from when, where, what was paid', async () => {
    await pay(checkoutBody());
    const note = await officeNote();
    expect(note).toMatchObject({
      type: 'adminVisitBooked',
      details: {
        customerName: 'Olivia Park',
        visitCount: 2,
        date: '2026-06-22',
        timeWindow: 'morning',
        address: '8 Washington Street, Marblehead, MA 01945',
      },
    });
    expect(note.visitId).not.toBeNull();
    expect(words(note).title).toBe('New booking by Olivia Park');
    expect(words(note).text).toContain(
      '2 visits from Monday, June 22, 2026 · Morning (8–12) at 8 Washington Street, Marblehead, MA 01945.',
    );
    expect(words(note).link?.to).toBe(`/jobs?from=&q=%23${note.visitId}&visit=${note.visitId}`);
  });

  it("of a customer's cancel, with the refund and the sitter; not of an admin's own", async () => {
    const visit = await insertVisit(t.db, { homeownerId: owner.id, sitterId: sam.id, scheduledDate: '2026-06-29T14:00:00Z' });
    expect((await c.owner.patch(`/api/visit/${visit.id}/cancel`)).status).toBe(200);
    const note = await officeNote();
    expect(note).toMatchObject({
      type: 'adminVisitCancelled',
      visitId: visit.id,
      details: { customerName: 'Olivia Park', date: '2026-06-29', timeWindow: 'morning', sitterName: 'Sam Reed' },
    });
    expect(words(note).title).toBe(`Visit #${visit.id} cancelled by Olivia Park`);

    await t.db.execute(sql`delete from notifications`);
    const other = await insertVisit(t.db, { homeownerId: owner.id, scheduledDate: '2026-06-30T14:00:00Z' });
    expect((await c.admin.patch(`/api/visit/${other.id}/cancel`, { reason: 'Storm warning', refund: true })).status).toBe(200);
    expect(await notesOf(c.second)).toEqual([]);
  });

  it("of a customer's reschedule, with the new and the old day; not of an admin's own", async () => {
    const visit = await insertVisit(t.db, { homeownerId: owner.id, sitterId: sam.id, scheduledDate: '2026-06-22T14:00:00Z' });
    expect((await c.owner.patch(`/api/visit/${visit.id}/reschedule`, { date: '2026-06-29', timeWindow: 'evening' })).status).toBe(200);
    const note = await officeNote();
    expect(note).toMatchObject({
      type: 'adminVisitRescheduled',
      visitId: visit.id,
      details: {
        customerName: 'Olivia Park',
        date: '2026-06-29',
        timeWindow: 'evening',
        previousDate: '2026-06-22',
        previousTimeWindow: 'morning',
      },
    });
    expect(words(note).text).toBe('Now on Monday, June 29, 2026 · Evening (4–8). It was on Monday, June 22, 2026 · Morning (8–12).');

    await t.db.execute(sql`delete from notifications`);
    expect((await c.admin.patch(`/api/visit/${visit.id}/reschedule`, { date: '2026-06-30', timeWindow: 'morning' })).status).toBe(200);
    expect(await notesOf(c.second)).toEqual([]);
  });

  it('of a visit that lost its sitter when moved onto their full day', async () => {
    for (let i = 0; i < 4; i += 1) {
      await insertVisit(t.db, { homeownerId: owner.id, sitterId: sam.id, scheduledDate: '2026-07-06T14:00:00Z' });
    }
    const visit = await insertVisit(t.db, { homeownerId: owner.id, sitterId: sam.id, scheduledDate: '2026-07-01T14:00:00Z' });
    expect((await c.admin.patch(`/api/visit/${visit.id}/reschedule`, { date: '2026-07-06', timeWindow: 'midday' })).status).toBe(200);
    const note = await officeNote();
    expect(note).toMatchObject({ type: 'visitNeedsSitter', visitId: visit.id });
  });

  it('of a plan cancelled by its customer, until when it runs', async () => {
    await pay(recurringBody('weekly', { dates: ['2026-06-23'] }));
    await t.db.execute(sql`delete from notifications`);
    const { items } = (await (await c.owner.get('/api/subscriptions')).json()) as { items: Subscription[] };
    const plan = items.find((item) => item.status === 'active')!;
    expect((await c.owner.post(`/api/subscriptions/${plan.id}/cancel`)).status).toBe(200);
    const note = await officeNote();
    expect(note).toMatchObject({ type: 'adminPlanCancelled', visitId: null, details: { customerName: 'Olivia Park', cadence: 'weekly' } });
    expect(note.details.date).toMatch(/^2026-07-\d\d$/);
    expect(words(note).title).toBe('Olivia Park cancelled their plan');
    expect(words(note).link?.to).toBe('/users');
  });

  it('of a declined plan payment, for which period and how much', async () => {
    await pay(recurringBody('biweekly', { dates: ['2026-06-24'] }), 'declines');
    await t.db.execute(sql`delete from notifications`);
    t.clock.set('2026-07-24T14:00:00Z');
    const renewed = await renewDueSubscriptions(t.db, t.clock.now());
    expect(renewed.declined).toBe(1);
    for (const name of ['admin', 'second'] as const) await signIn(c[name], name);
    const note = await officeNote();
    expect(note).toMatchObject({ type: 'adminPaymentFailed', visitId: null, details: { customerName: 'Olivia Park', date: '2026-07-24' } });
    expect(note.details.amountCents).toBeGreaterThan(0);
    expect(words(note).text).toContain('for the plan period from Friday, July 24, 2026 was declined.');
  });

  it('of a service-area request, whoever sends it', async () => {
    const response = await t.client().post('/api/location-requests', {
      fullName: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '555-0101',
      requestedCity: 'Swampscott',
    });
    expect(response.status).toBe(201);
    const note = await officeNote();
    expect(note).toMatchObject({ type: 'adminLocationRequest', details: { customerName: 'Grace Hopper', address: 'Swampscott' } });
    expect(words(note).text).toBe('Grace Hopper asked us to serve Swampscott.');
  });
});
