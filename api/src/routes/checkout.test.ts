import {
  BOOKING_MESSAGES,
  BOOKING_NOTICE_MESSAGES,
  PRICING_ERRORS,
  QuoteStruct,
  type CheckoutRequest,
  type Quote,
} from '@housesit/shared-contracts';
import { eq } from 'drizzle-orm';
import { is } from 'superstruct';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings, payments, visits } from '../db/schema.js';
import { checkoutBody, recurringBody } from '../test/bookingFixtures.js';
import { insertUser, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';

// The test clock starts at 2026-06-15T14:00:00Z: 10:00 on June 15 in Marblehead.
let t: TestApp;
let owner: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  await insertUser(t.db, { username: 'owner' });
  owner = t.client();
  await signIn(owner, 'owner');
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  t.clock.set('2026-06-15T14:00:00Z');
});

const ahead = (days: number) => new Date(Date.UTC(2026, 5, 15 + days)).toISOString().slice(0, 10);

async function quote(body: unknown): Promise<Response> {
  return owner.post('/api/checkout/quote', body);
}

async function expect400(body: unknown, field: string, message: string) {
  const response = await quote(body);
  expect(response.status).toBe(400);
  const json = (await response.json()) as { code: string; message: string; fieldErrors: Record<string, string> };
  expect(json.fieldErrors[field]).toBe(message);
  const notice: string[] = [BOOKING_NOTICE_MESSAGES.visits, BOOKING_NOTICE_MESSAGES.recurring];
  // Too little notice has its own code (and is the message then); every other refusal is booking.invalid.
  if (notice.includes(message)) expect(json).toMatchObject({ code: 'booking.notice_too_short', message });
  else expect(json.code).toBe('booking.invalid');
  // The same rules guard checkout itself.
  expect((await owner.post('/api/checkout', body)).status).toBe(400);
}

describe('prices (docs/product/customer.md §9, docs/product/DECISIONS.md)', () => {
  const cases: [CheckoutRequest['plan'], number, boolean, number][] = [];
  for (const [plan, each] of [
    ['standard', 6500],
    ['extended', 8500],
  ] as const) {
    for (const count of [1, 2, 3]) {
      for (const lockbox of [false, true]) cases.push([plan, count, lockbox, each * count + (lockbox ? 2500 : 0)]);
    }
  }

  it.each(cases)('%s × %i dates, lockbox %s costs %i cents', async (plan, count, lockbox, total) => {
    const body = checkoutBody({
      plan,
      dates: Array.from({ length: count }, (_, i) => ahead(7 + i)),
      taskIds: [],
      access: { lockboxPurchased: lockbox, customInstructions: lockbox ? '' : 'Front door code 1234' },
    });
    const response = await quote(body);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as Quote;
    expect(is(answer, QuoteStruct)).toBe(true);
    expect(answer).toMatchObject({ visitKey: plan, visitCount: count, totalCents: total, provider: 'Housesit Sandbox (test mode)' });
    expect(answer.lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(total);
    // One set of rules: /purchase takes as many dates as the wizard, at the same prices.
    const purchase = (await (await quote({ ...body, flow: 'purchase' })).json()) as Quote;
    expect(purchase.totalCents).toBe(total);
  });

  // A calendar month from the start: June 22 to July 22 holds 5 Mondays, 3 fortnights; July 1 to
  // August 1 (from a Wednesday) 5 and 3; February 1 to March 1, 2027 (28 days) 4 and 2. Same price.
  it.each([
    ['weekly', '2026-06-22', 22500, 5, '2026-07-22'],
    ['biweekly', '2026-06-22', 13500, 3, '2026-07-22'],
    ['weekly', '2026-07-01', 22500, 5, '2026-08-01'],
    ['biweekly', '2026-07-01', 13500, 3, '2026-08-01'],
  ] as const)(
    'recurring %s from %s is billed %i cents for the first month (%i visits), renewing on %s, in both flows',
    async (cadence, start, total, visitCount, renews) => {
      for (const flow of ['wizard', 'purchase'] as const) {
        const answer = (await (await quote(recurringBody(cadence, { flow, dates: [start] }))).json()) as Quote;
        expect(answer).toMatchObject({
          visitKey: `extended_${cadence}`,
          totalCents: total,
          visitCount,
          nextCharge: { date: renews, amountCents: total },
        });
      }
    },
  );

  it('charges what it quoted, whatever amount the browser adds', async () => {
    for (const field of ['totalPrice', 'amount', 'totalCents']) {
      const response = await owner.post('/api/checkout', { ...checkoutBody(), [field]: 1 });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'booking.invalid', message: `Unknown field: ${field}` });
    }
    const nested = await owner.post('/api/checkout', { ...checkoutBody(), access: { lockboxPurchased: true, price: 0 } });
    expect((await nested.json()) as { fieldErrors: Record<string, string> }).toMatchObject({
      fieldErrors: { 'access.price': 'Unknown field: access.price' },
    });
    expect(await t.db.select().from(bookings)).toHaveLength(0);

    const response = await owner.post('/api/checkout', checkoutBody());
    expect(response.status).toBe(201);
    const [booking] = await t.db.select().from(bookings);
    expect(booking).toMatchObject({ totalCents: 19500, visitKey: 'extended', flow: 'wizard' });
    const [payment] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.bookingId, booking?.id ?? 0));
    expect(payment).toMatchObject({ amountCents: 19500, status: 'pending', provider: 'sandbox' });
  });
});

describe('validation (docs/product/customer.md §5)', () => {
  it('names the spec’s payment pre-check messages', async () => {
    const { plan: _, ...withoutPlan } = checkoutBody();
    await expect400(withoutPlan, 'plan', PRICING_ERRORS.visitTypeMissing);
    await expect400({ ...checkoutBody(), plan: 'premium' }, 'plan', PRICING_ERRORS.invalidVisitKey('premium'));
    await expect400({ ...recurringBody('weekly'), cadence: 'monthly' }, 'cadence', PRICING_ERRORS.invalidCadence);
    const { cadence: __, ...noCadence } = recurringBody('weekly');
    await expect400(noCadence, 'cadence', PRICING_ERRORS.recurringWithoutCadence);
  });

  it('needs 7 days’ notice in the dashboard wizard, counted in Marblehead, and names the last-minute way', async () => {
    await expect400(checkoutBody({ dates: [ahead(6)] }), 'dates', BOOKING_NOTICE_MESSAGES.visits);
    expect(BOOKING_NOTICE_MESSAGES.visits).toMatch(/^Minimum 7 days advance notice required\. .*Book Housesit on My Visits.*\$20\.00/);
    await expect400(checkoutBody({ dates: [ahead(-1)] }), 'dates', BOOKING_NOTICE_MESSAGES.visits);
    expect((await quote(checkoutBody({ dates: [ahead(7)] }))).status).toBe(200);
    await expect400(recurringBody('biweekly', { dates: [ahead(6)] }), 'dates', BOOKING_NOTICE_MESSAGES.recurring);
    expect((await quote(recurringBody('biweekly', { dates: [ahead(7)] }))).status).toBe(200);
    // 22:00 on June 15 in Marblehead is already June 16 in UTC: June 22 is still 7 days ahead.
    t.clock.set('2026-06-16T02:00:00Z');
    expect((await quote(checkoutBody({ dates: ['2026-06-22'] }))).status).toBe(200);
    t.clock.set('2026-06-16T04:30:00Z');
    await expect400(checkoutBody({ dates: ['2026-06-22'] }), 'dates', BOOKING_NOTICE_MESSAGES.visits);
  });

  it('checks the number of dates per plan, the same in both flows', async () => {
    await expect400(checkoutBody({ dates: [] }), 'dates', BOOKING_MESSAGES.dateRequired);
    await expect400(checkoutBody({ flow: 'purchase', dates: [] }), 'dates', BOOKING_MESSAGES.dateRequired);
    expect((await quote(checkoutBody({ flow: 'purchase', dates: [ahead(1), ahead(2), ahead(3)] }))).status).toBe(200);
    await expect400(recurringBody('weekly', { dates: [ahead(8), ahead(9)] }), 'dates', BOOKING_MESSAGES.recurringOneStartDate);
    await expect400(recurringBody('weekly', { dates: [] }), 'dates', BOOKING_MESSAGES.recurringOneStartDate);
    await expect400(checkoutBody({ dates: [ahead(8), ahead(8)] }), 'dates', BOOKING_MESSAGES.dateDuplicate);
    expect((await quote(checkoutBody({ dates: [ahead(8), ahead(9), ahead(10), ahead(11)] }))).status).toBe(200);
  });

  it('lets /purchase book from today up to 90 days ahead, never in the past', async () => {
    // 10:00 in Marblehead: today's Midday is still 2 hours away (decision 023).
    expect((await quote(checkoutBody({ flow: 'purchase', timeWindow: 'midday', dates: [ahead(0), ahead(90)] }))).status).toBe(200);
    await expect400(checkoutBody({ flow: 'purchase', dates: [ahead(-1)] }), 'dates', BOOKING_MESSAGES.dateInPast);
    await expect400(checkoutBody({ flow: 'purchase', dates: [ahead(91)] }), 'dates', BOOKING_MESSAGES.dateTooFar);
    await expect400(checkoutBody({ dates: [ahead(91)] }), 'dates', BOOKING_MESSAGES.dateTooFar);
  });

  it('takes only real yyyy-MM-dd dates', async () => {
    for (const date of ['2026-02-30', '06/22/2026', '2026-6-22', '2026-06-22T10:00:00Z', '']) {
      await expect400(checkoutBody({ dates: [date] }), 'dates.0', BOOKING_MESSAGES.dateInvalid);
    }
  });

  it('keeps custom tasks to extended and recurring, within 30 points', async () => {
    await expect400(checkoutBody({ plan: 'standard', taskIds: ['litter'] }), 'taskIds', BOOKING_MESSAGES.tasksNotForStandard);
    await expect400(checkoutBody({ taskIds: ['gardenwater', 'litter'] }), 'taskIds', BOOKING_MESSAGES.pointsOverBudget);
    await expect400(recurringBody('weekly', { taskIds: ['gardenwater', 'litter'] }), 'taskIds', BOOKING_MESSAGES.pointsOverBudget);
    await expect400(checkoutBody({ taskIds: ['litter', 'litter'] }), 'taskIds', BOOKING_MESSAGES.taskDuplicate);
    expect((await quote(checkoutBody({ taskIds: ['gardenwater', 'windowboxes'] }))).status).toBe(200);
    const unknown = await quote({ ...checkoutBody(), taskIds: ['pool'] });
    expect(unknown.status).toBe(400);
  });

  it('needs a way in: the lockbox (standard and extended only) or access instructions', async () => {
    const noAccess = { lockboxPurchased: false, customInstructions: '   ' };
    await expect400(checkoutBody({ access: noAccess }), 'access.customInstructions', BOOKING_MESSAGES.accessRequired);
    await expect400(
      checkoutBody({ plan: 'standard', taskIds: [], access: { lockboxPurchased: false } }),
      'access.customInstructions',
      BOOKING_MESSAGES.accessRequired,
    );
    expect((await quote(checkoutBody({ access: { lockboxPurchased: true } }))).status).toBe(200);
    await expect400(
      recurringBody('weekly', { access: { lockboxPurchased: true, customInstructions: 'Door' } }),
      'access.lockboxPurchased',
      BOOKING_MESSAGES.lockboxNotForRecurring,
    );
    await expect400(recurringBody('weekly', { access: noAccess }), 'access.customInstructions', BOOKING_MESSAGES.recurringAccessRequired);
  });

  it('fixes the town and needs a street', async () => {
    const property = checkoutBody().property;
    await expect400(checkoutBody({ property: { ...property, address: '  ' } }), 'property.address', 'Street address is required');
    for (const [field, value] of [
      ['city', 'Salem'],
      ['state', 'NY'],
      ['zip', '01970'],
    ] as const) {
      const response = await quote({ ...checkoutBody(), property: { ...property, [field]: value } });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { code: string; fieldErrors: Record<string, string> };
      expect(body.code).toBe('booking.outside_service_area');
      expect(body.fieldErrors).toHaveProperty(`property.${field}`);
    }
  });

  it('is for signed-in users only', async () => {
    const guest = t.client();
    expect((await guest.post('/api/checkout/quote', checkoutBody())).status).toBe(401);
    expect((await guest.post('/api/checkout', checkoutBody())).status).toBe(401);
  });
});

describe('last-minute fee (docs/product/DECISIONS.md)', () => {
  const purchase = (dates: string[]) =>
    checkoutBody({
      flow: 'purchase',
      plan: 'standard',
      dates,
      taskIds: [],
      access: { lockboxPurchased: false, customInstructions: 'Side door' },
    });

  it('adds $20 per /purchase visit fewer than 7 New York days ahead, one line each', async () => {
    const answer = (await (await quote(purchase([ahead(3), ahead(6)]))).json()) as Quote;
    expect(answer.lines).toEqual([
      { label: 'Standard Visit × 2', amountCents: 13000 },
      { label: 'Last-minute fee (Jun 18)', amountCents: 2000 },
      { label: 'Last-minute fee (Jun 21)', amountCents: 2000 },
    ]);
    expect(answer.totalCents).toBe(17000);
    const boundary = (await (await quote(purchase([ahead(6), ahead(7)]))).json()) as Quote;
    expect(boundary.lines.map((line) => line.label)).toEqual(['Standard Visit × 2', 'Last-minute fee (Jun 21)']);
    // 23:30 on June 15 in New York is June 16 in UTC: June 22 is still 7 days ahead, no fee.
    t.clock.set('2026-06-16T03:30:00Z');
    expect(((await (await quote(purchase([ahead(7)]))).json()) as Quote).totalCents).toBe(6500);
  });

  it('is charged through the sandbox and stored in the booking’s quote, the fee on its own visit', async () => {
    const response = await owner.post('/api/checkout', purchase([ahead(3), ahead(10)]));
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    const checkoutId = decodeURIComponent(url.replace('/api/payments/sandbox/', ''));
    const [payment] = await t.db.select().from(payments).where(eq(payments.checkoutId, checkoutId));
    expect(payment).toMatchObject({ amountCents: 15000, description: 'Standard Visit × 2 + Last-minute fee (Jun 18)' });
    const [booking] = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, payment?.bookingId ?? 0));
    expect(booking).toMatchObject({ totalCents: 15000 });
    expect(booking?.quote).toMatchObject({ perVisitCents: [8500, 6500] });
    const paid = await owner.request('POST', `/api/payments/sandbox/${checkoutId}/pay`, {
      body: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.status).toBe(303);
    const rows = await t.db
      .select()
      .from(visits)
      .where(eq(visits.bookingId, booking?.id ?? 0));
    expect(rows.map((visit) => visit.totalAmountCents).sort()).toEqual([6500, 8500]);
  });
});

describe('POST /api/checkout with the sandbox provider', () => {
  it('stores the booking with its quote and a pending payment, and answers the test checkout URL', async () => {
    const body = checkoutBody({ flow: 'purchase', property: { ...checkoutBody().property, addressLine2: 'Apt 2' } });
    const response = await owner.post('/api/checkout', body);
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    const checkoutId = decodeURIComponent(url.replace('/api/payments/sandbox/', ''));
    expect(checkoutId).toMatch(/^sbx_[\w-]{24}$/);
    const [payment] = await t.db.select().from(payments).where(eq(payments.checkoutId, checkoutId));
    expect(payment).toMatchObject({
      status: 'pending',
      amountCents: 19500,
      description: 'Extended Visit × 2 + Lockbox',
      transactionId: null,
    });
    const [booking] = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, payment?.bookingId ?? 0));
    expect(booking).toMatchObject({
      flow: 'purchase',
      plan: 'extended',
      cadence: null,
      dates: ['2026-06-22', '2026-06-29'],
      taskIds: ['litter', 'windowboxes'],
      propertyAddress: '8 Washington Street',
      addressLine2: 'Apt 2',
      city: 'Marblehead',
      lockboxPurchased: true,
      // Sealed into the home's access details instead (access/bookedNotes.test.ts opens them).
      accessInstructions: null,
      specialNotes: 'Cat is shy',
      visitsCreatedAt: null,
    });
    // The lockbox is the booking's own line, in no visit's price (decision 027).
    expect(booking?.quote).toMatchObject({ totalCents: 19500, perVisitCents: [8500, 8500], lockboxCents: 2500 });
    expect(booking?.lockboxCents).toBe(2500);
    // Nothing is booked until the payment is confirmed.
    expect(
      await t.db
        .select()
        .from(visits)
        .where(eq(visits.bookingId, booking?.id ?? 0)),
    ).toHaveLength(0);
  });

  it('keeps a cadence only for recurring bookings', async () => {
    const response = await owner.post('/api/checkout', checkoutBody({ cadence: 'weekly' }));
    expect(response.status).toBe(201);
    const rows = await t.db.select().from(bookings);
    expect(rows.at(-1)).toMatchObject({ plan: 'extended', cadence: null });
  });
});
