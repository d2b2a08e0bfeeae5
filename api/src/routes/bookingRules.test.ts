/**
 * Decision 023 through the real API and database, on the test clock: a window that has started
 * (or starts within BOOKING_LEAD_HOURS) cannot be bought, an address outside Marblehead cannot
 * reach payment, and a paid visit stays upcoming until its window ends.
 */
import { BOOKING_MESSAGES, type CheckoutRequest, type TimeWindow, type VisitPage } from '@housesit/shared-contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, visits } from '../db/schema.js';
import { checkoutBody } from '../test/bookingFixtures.js';
import { insertUser, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';

let t: TestApp;
let owner: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  await insertUser(t.db, { username: 'window_owner' });
});
afterAll(async () => {
  await t.close();
});

/** Sets the clock to `instant` and signs in there (a session from another year would have expired). */
async function signInAt(instant: string) {
  t.clock.set(instant);
  owner = t.client();
  await signIn(owner, 'window_owner');
}

/** A /purchase Standard booking of `dates` in `timeWindow`, as My Visits' 'Book Housesit' sends it. */
const purchase = (dates: string[], timeWindow: TimeWindow, overrides: Partial<CheckoutRequest> = {}) =>
  checkoutBody({
    flow: 'purchase',
    plan: 'standard',
    dates,
    timeWindow,
    taskIds: [],
    access: { lockboxPurchased: false, customInstructions: 'Side door' },
    ...overrides,
  });

interface Refusal {
  code: string;
  message: string;
  fieldErrors: Record<string, string>;
}

/** Both the quote and the checkout answer; the checkout must agree with the quote. */
async function tryBooking(body: CheckoutRequest): Promise<{ status: number; body: Refusal }> {
  const quote = await owner.post('/api/checkout/quote', body);
  const checkout = await owner.post('/api/checkout', body);
  expect(checkout.status).toBe(quote.status === 200 ? 201 : quote.status);
  return { status: quote.status, body: (await quote.json()) as Refusal };
}

async function expectWindowRefused(body: CheckoutRequest, when: string) {
  const answer = await tryBooking(body);
  expect(answer.status).toBe(400);
  expect(answer.body).toMatchObject({ code: 'booking.window_too_soon', message: BOOKING_MESSAGES.windowTooSoon(when) });
  expect(answer.body.fieldErrors.timeWindow).toBe(BOOKING_MESSAGES.windowTooSoon(when));
}

describe('a window that has started, or starts within 2 hours, is not sold', () => {
  it("refuses today's Morning at 4:14 PM in Marblehead, and every other window of today", async () => {
    await signInAt('2026-06-15T20:14:00Z');
    await expectWindowRefused(purchase(['2026-06-15'], 'morning'), 'Monday, June 15, 2026 · Morning (8–12)');
    await expectWindowRefused(purchase(['2026-06-15'], 'midday'), 'Monday, June 15, 2026 · Midday (12–4)');
    await expectWindowRefused(purchase(['2026-06-15'], 'evening'), 'Monday, June 15, 2026 · Evening (4–8)');
    expect((await tryBooking(purchase(['2026-06-16'], 'morning'))).status).toBe(200);
  });

  it("refuses today's last window at 23:55, though it is already tomorrow in UTC", async () => {
    await signInAt('2026-06-16T03:55:00Z');
    await expectWindowRefused(purchase(['2026-06-15'], 'evening'), 'Monday, June 15, 2026 · Evening (4–8)');
    expect((await tryBooking(purchase(['2026-06-16'], 'morning'))).status).toBe(200);
  });

  it("at 7:00 refuses today's Morning (it starts in 1 hour) and sells Midday; at 6:00 Morning still sells", async () => {
    await signInAt('2026-06-15T11:00:00Z');
    await expectWindowRefused(purchase(['2026-06-15'], 'morning'), 'Monday, June 15, 2026 · Morning (8–12)');
    expect((await tryBooking(purchase(['2026-06-15'], 'midday'))).status).toBe(200);
    t.clock.set('2026-06-15T10:00:00Z');
    expect((await tryBooking(purchase(['2026-06-15'], 'morning'))).status).toBe(200);
  });

  it('counts the 2 hours in real time across the daylight-saving change of March 14, 2027', async () => {
    // 6:00 EDT: Morning (8:00 EDT, 12:00 UTC) is 2 hours away and sells.
    await signInAt('2027-03-14T10:00:00Z');
    expect((await tryBooking(purchase(['2027-03-14'], 'morning'))).status).toBe(200);
    // 6:30 EDT: 1.5 hours; on the standard-time clock of the night before it would have been 2.5.
    t.clock.set('2027-03-14T10:30:00Z');
    await expectWindowRefused(purchase(['2027-03-14'], 'morning'), 'Sunday, March 14, 2027 · Morning (8–12)');
    // 23:55 EST on the eve of the change: that evening is over; the next Morning sells.
    t.clock.set('2027-03-14T04:55:00Z');
    await expectWindowRefused(purchase(['2027-03-13'], 'evening'), 'Saturday, March 13, 2027 · Evening (4–8)');
    expect((await tryBooking(purchase(['2027-03-14'], 'morning'))).status).toBe(200);
  });

  it("at a month's last minutes refuses its last evening as too soon (not as past) and sells the 1st with the fee", async () => {
    await signInAt('2026-07-01T03:55:00Z');
    await expectWindowRefused(purchase(['2026-06-30'], 'evening'), 'Tuesday, June 30, 2026 · Evening (4–8)');
    const answer = (await (await owner.post('/api/checkout/quote', purchase(['2026-07-01'], 'morning'))).json()) as {
      lines: { label: string }[];
    };
    expect(answer.lines.map((line) => line.label)).toEqual(['Standard Visit × 1', 'Last-minute fee (Jul 1)']);
  });
});

describe('an address outside Marblehead does not reach payment', () => {
  const salem = { ...checkoutBody().property, address: '221 Main Street, Salem MA 01970' };

  it('refuses a street line that names another town and ZIP, in both flows, with its code', async () => {
    await signInAt('2026-06-15T14:00:00Z');
    for (const flow of ['wizard', 'purchase'] as const) {
      const answer = await tryBooking(checkoutBody({ flow, property: salem }));
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        code: 'booking.outside_service_area',
        message: BOOKING_MESSAGES.outsideServiceArea('221 Main Street, Salem MA 01970'),
        fieldErrors: { 'property.address': BOOKING_MESSAGES.outsideServiceArea('221 Main Street, Salem MA 01970') },
      });
    }
    expect(await t.db.select().from(bookings).where(eq(bookings.propertyAddress, salem.address))).toHaveLength(0);
  });

  it('refuses a ZIP field other than 01945 and a town named after a comma, with the same code', async () => {
    await signInAt('2026-06-15T14:00:00Z');
    const zip = await tryBooking(checkoutBody({ property: { ...checkoutBody().property, zip: '01970' } }));
    expect(zip.body).toMatchObject({ code: 'booking.outside_service_area', fieldErrors: { 'property.zip': expect.any(String) as string } });
    const town = await tryBooking(checkoutBody({ property: { ...checkoutBody().property, address: '10 Humphrey Street, Swampscott' } }));
    expect(town.body.code).toBe('booking.outside_service_area');
    expect(
      (await tryBooking(checkoutBody({ property: { ...checkoutBody().property, address: '8 Washington Street, Apt 2' } }))).status,
    ).toBe(200);
  });
});

describe('a paid visit is never filed as past before its window ends', () => {
  it("lists today's Evening under Upcoming while it runs, and under Past once it is over", async () => {
    await signInAt('2026-06-15T14:00:00Z');
    const response = await owner.post('/api/checkout', purchase(['2026-06-15'], 'evening'));
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    const paid = await owner.request('POST', `${url}/pay`, { body: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(paid.status).toBe(303);
    const [visit] = await t.db.select().from(visits).where(eq(visits.timeWindow, 'evening'));
    expect(visit?.scheduledDate.toISOString()).toBe('2026-06-15T20:00:00.000Z');

    const listed = async (when: 'upcoming' | 'past') =>
      ((await (await owner.get(`/api/visits?when=${when}&limit=100`)).json()) as VisitPage).items.map((item) => item.id);
    const stats = async () => ((await (await owner.get('/api/user/stats')).json()) as { upcomingVisits: number }).upcomingVisits;

    // 4:14 PM: the window has started; the visit is still coming.
    t.clock.set('2026-06-15T20:14:00Z');
    expect(await listed('upcoming')).toContain(visit?.id);
    expect(await listed('past')).not.toContain(visit?.id);
    expect(await stats()).toBe(1);
    // 7:59 PM still; 8:00 PM the window is over.
    t.clock.set('2026-06-15T23:59:00Z');
    expect(await listed('upcoming')).toContain(visit?.id);
    t.clock.set('2026-06-16T00:00:00Z');
    expect(await listed('upcoming')).not.toContain(visit?.id);
    expect(await listed('past')).toContain(visit?.id);
    expect(await stats()).toBe(0);
  });
});
