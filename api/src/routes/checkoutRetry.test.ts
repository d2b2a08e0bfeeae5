import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, payments, visits, type PaymentRow } from '../db/schema.js';
import { checkoutBody } from '../test/bookingFixtures.js';
import { insertUser, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';

// The test clock starts at 2026-06-15T14:00:00Z (10:00 in Marblehead).
const START = '2026-06-15T14:00:00Z';
let t: TestApp;
const c: Record<'owner' | 'other' | 'admin', TestClient> = {} as never;

beforeAll(async () => {
  t = await createTestApp();
  await insertUser(t.db, { username: 'owner' });
  await insertUser(t.db, { username: 'other' });
  await insertUser(t.db, { username: 'admin', role: 'admin' });
  for (const name of ['owner', 'other', 'admin'] as const) {
    c[name] = t.client();
    await signIn(c[name], name);
  }
});
afterAll(async () => {
  await t.close();
});

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const checkoutIdOf = (url: string) => decodeURIComponent(url.split('/').pop() ?? '');

async function paymentOf(checkoutId: string): Promise<PaymentRow> {
  const [payment] = await t.db.select().from(payments).where(eq(payments.checkoutId, checkoutId));
  if (!payment) throw new Error(`no payment for ${checkoutId}`);
  return payment;
}

async function checkout(body = checkoutBody()): Promise<string> {
  const response = await c.owner.post('/api/checkout', body);
  expect(response.status).toBe(201);
  return checkoutIdOf(((await response.json()) as { url: string }).url);
}

const decline = (checkoutId: string) => c.owner.request('POST', `/api/payments/sandbox/${checkoutId}/decline`, { body: '', headers: form });
const pay = (checkoutId: string) => c.owner.request('POST', `/api/payments/sandbox/${checkoutId}/pay`, { body: '', headers: form });
const retry = (checkoutId: string, client = c.owner) => client.post(`/api/checkout/${encodeURIComponent(checkoutId)}/retry`, {});

async function retried(checkoutId: string): Promise<string> {
  const response = await retry(checkoutId);
  expect(response.status).toBe(201);
  return checkoutIdOf(((await response.json()) as { url: string }).url);
}

describe('Try again after a declined payment', () => {
  it('pays the same booking once: a new checkout on it, the declined attempt kept as history', async () => {
    t.clock.set(START);
    const first = await checkout();
    const declined = await decline(first);
    // The wizard is told which checkout was declined, so 'Try again' can name it.
    expect(declined.headers.get('location')).toBe(`/dashboard?payment=declined&checkout_id=${encodeURIComponent(first)}`);
    const { bookingId } = await paymentOf(first);
    const bookingsBefore = (await t.db.select().from(bookings)).length;

    const second = await retried(first);
    expect(second).not.toBe(first);
    expect(await paymentOf(second)).toMatchObject({ bookingId, status: 'pending', amountCents: 19500 });
    // Asking again (a double click, another tab) answers the checkout already open.
    expect(await retried(first)).toBe(second);
    expect(await retried(second)).toBe(second);

    const paid = await pay(second);
    expect(paid.headers.get('location')).toBe(`/confirmation?checkout_id=${encodeURIComponent(second)}`);
    expect((await t.db.select().from(bookings)).length).toBe(bookingsBefore);
    const attempts = await t.db.select().from(payments).where(eq(payments.bookingId, bookingId)).orderBy(asc(payments.id));
    expect(attempts.map((p) => [p.checkoutId, p.status])).toEqual([
      [first, 'failed'],
      [second, 'completed'],
    ]);
    const booked = await t.db.select().from(visits).where(eq(visits.bookingId, bookingId));
    expect(booked).toHaveLength(2);
    expect(booked.every((visit) => visit.paymentId === attempts[1]!.id)).toBe(true);

    // Paid: trying either checkout again is refused with its code, and nothing is added.
    for (const id of [first, second]) {
      const again = await retry(id);
      expect(again.status).toBe(409);
      expect(await again.json()).toMatchObject({ code: 'payment.already_paid' });
    }
    expect(await t.db.select().from(payments).where(eq(payments.bookingId, bookingId))).toHaveLength(2);
    expect(await t.db.select().from(visits).where(eq(visits.bookingId, bookingId))).toHaveLength(2);
  });

  it('is the owner’s alone: another customer and an admin get 404 and nothing is created', async () => {
    t.clock.set(START);
    const first = await checkout();
    await decline(first);
    const { bookingId } = await paymentOf(first);
    for (const client of [c.other, c.admin]) {
      const response = await retry(first, client);
      expect(response.status).toBe(404);
    }
    expect((await retry('sbx_nosuchcheckout')).status).toBe(404);
    expect(await t.db.select().from(payments).where(eq(payments.bookingId, bookingId))).toHaveLength(1);
  });

  it("refuses while the provider's checkout for the booking is still open", async () => {
    t.clock.set(START);
    const first = await checkout();
    await decline(first);
    const declined = await paymentOf(first);
    // An open checkout at a hosted provider (Polar), whose page only the provider can show.
    await t.db.insert(payments).values({
      bookingId: declined.bookingId,
      userId: declined.userId,
      provider: 'polar',
      checkoutId: 'polar_open_checkout',
      amountCents: declined.amountCents,
      description: declined.description,
    });
    const response = await retry(first);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'payment.checkout_open' });
    expect(await t.db.select().from(payments).where(eq(payments.bookingId, declined.bookingId))).toHaveLength(2);
  });

  it('checks the booking rules again: a date that came too close is refused with its code', async () => {
    t.clock.set(START);
    const first = await checkout();
    await decline(first);
    const { bookingId } = await paymentOf(first);
    // Three days later the first date (June 22) is within the dashboard wizard's 7-day notice.
    t.clock.set('2026-06-18T14:00:00Z');
    const response = await retry(first);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'booking.notice_too_short' });
    expect(
      await t.db
        .select()
        .from(payments)
        .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'pending'))),
    ).toHaveLength(0);
    t.clock.set(START);
  });

  it('prices the booking again at the moment of the retry (a last-minute visit takes its fee)', async () => {
    t.clock.set(START);
    const first = await checkout(checkoutBody({ flow: 'purchase', plan: 'standard', taskIds: [], dates: ['2026-06-25'] }));
    const before = await paymentOf(first);
    await decline(first);
    // June 20: the visit on June 25 is now within the notice, so /purchase charges the last-minute fee.
    t.clock.set('2026-06-20T14:00:00Z');
    const second = await retried(first);
    const after = await paymentOf(second);
    expect(after.amountCents).toBeGreaterThan(before.amountCents);
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, before.bookingId));
    expect(booking?.totalCents).toBe(after.amountCents);
    t.clock.set(START);
  });
});
