import { PaymentStruct, type Payment, type Visit } from '@housesit/shared-contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, payments, visits, visitTasks, type PaymentRow } from '../db/schema.js';
import { confirmPayment, reconcilePayment } from '../payments/confirm.js';
import { checkoutBody, recurringBody } from '../test/bookingFixtures.js';
import { insertUser, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';

// The test clock starts at 2026-06-15T14:00:00Z.
let t: TestApp;
const c: Record<'owner' | 'other' | 'admin' | 'guest', TestClient> = {} as never;

beforeAll(async () => {
  t = await createTestApp();
  await insertUser(t.db, { username: 'owner' });
  await insertUser(t.db, { username: 'other' });
  await insertUser(t.db, { username: 'admin', role: 'admin' });
  for (const name of ['owner', 'other', 'admin'] as const) {
    c[name] = t.client();
    await signIn(c[name], name);
  }
  c.guest = t.client();
});
afterAll(async () => {
  await t.close();
});

/** Checks out as `client` and answers the new payment row. */
async function checkout(body = checkoutBody(), client = c.owner): Promise<PaymentRow> {
  const response = await client.post('/api/checkout', body);
  expect(response.status).toBe(201);
  const { url } = (await response.json()) as { url: string };
  const checkoutId = decodeURIComponent(url.split('/').pop() ?? '');
  const [payment] = await t.db.select().from(payments).where(eq(payments.checkoutId, checkoutId));
  if (!payment) throw new Error('no payment stored');
  return payment;
}

const page = (p: PaymentRow) => `/api/payments/sandbox/${p.checkoutId}`;
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const pay = (p: PaymentRow, client = c.owner) => client.request('POST', `${page(p)}/pay`, { body: '', headers: form });
const decline = (p: PaymentRow, client = c.owner) => client.request('POST', `${page(p)}/decline`, { body: '', headers: form });

async function paymentNow(p: PaymentRow) {
  const [row] = await t.db.select().from(payments).where(eq(payments.id, p.id));
  return row;
}

async function visitsOf(p: PaymentRow) {
  return t.db.select().from(visits).where(eq(visits.bookingId, p.bookingId)).orderBy(asc(visits.scheduledDate));
}

describe('the sandbox test checkout page', () => {
  it('shows the owner what is bought, the amount, TEST MODE and the Pay / Decline forms', async () => {
    const payment = await checkout();
    const response = await c.owner.get(page(payment));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    for (const text of [
      'TEST MODE',
      'No real card',
      'Extended Visit × 2 + Lockbox',
      'June 22, 2026, June 29, 2026',
      '8 Washington Street, Marblehead, MA 01945',
      '$195.00',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain(
      `<form method="post" action="${page(payment)}/pay"><button type="submit" class="pay">Pay $195.00</button></form>`,
    );
    expect(html).toContain(
      `<form method="post" action="${page(payment)}/decline"><button type="submit" class="decline">Decline</button></form>`,
    );
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    // The CSP allows exactly the page's own inline style, by its hash, and nothing else.
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`style-src 'sha256-${hash}'`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(html).not.toContain('<script');
  });

  it('escapes what the customer typed', async () => {
    const payment = await checkout(checkoutBody({ property: { ...checkoutBody().property, address: '<img src=x onerror=alert(1)>' } }));
    const html = await (await c.owner.get(page(payment))).text();
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('is the owner’s only: anyone else gets 404 and cannot pay or decline', async () => {
    const payment = await checkout();
    for (const client of [c.other, c.admin, c.guest]) {
      expect((await client.get(page(payment))).status).toBe(404);
      expect((await pay(payment, client)).status).toBe(404);
      expect((await decline(payment, client)).status).toBe(404);
    }
    expect((await c.owner.get('/api/payments/sandbox/sbx_unknown')).status).toBe(404);
    expect(await paymentNow(payment)).toMatchObject({ status: 'pending' });
    expect(await visitsOf(payment)).toHaveLength(0);
  });

  it('Pay completes the payment, creates the visits and goes to the confirmation page', async () => {
    const payment = await checkout();
    const response = await pay(payment);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/confirmation?checkout_id=${payment.checkoutId}`);
    const paid = await paymentNow(payment);
    expect(paid).toMatchObject({
      status: 'completed',
      paymentMethod: 'Test card (sandbox)',
      completedAt: new Date('2026-06-15T14:00:00Z'),
    });
    expect(paid?.transactionId).toMatch(/^sbx_txn_/);

    const created = await visitsOf(payment);
    expect(created).toHaveLength(2);
    // At the start of the booking's window (morning: 8:00 in Marblehead, EDT).
    expect(created.map((v) => v.scheduledDate.toISOString())).toEqual(['2026-06-22T12:00:00.000Z', '2026-06-29T12:00:00.000Z']);
    // Each visit is its own price: the lockbox is the booking's own line (decision 027).
    expect(created.map((v) => v.totalAmountCents)).toEqual([8500, 8500]);
    for (const visit of created) {
      expect(visit).toMatchObject({
        status: 'scheduled',
        planType: 'extended',
        propertyAddress: '8 Washington Street, Marblehead, MA 01945',
        accessInstructions: null,
        specialInstructions: 'Cat is shy',
        schedulingAddOns: ['Lockbox'],
        assignedSitterId: null,
      });
      const tasks = await t.db.select().from(visitTasks).where(eq(visitTasks.visitId, visit.id)).orderBy(asc(visitTasks.position));
      expect(tasks.map((task) => task.name)).toEqual([
        'Security check',
        'Mail pickup',
        'Basic plant care',
        'Litter box',
        'Water window boxes',
      ]);
    }
    // The homeowner finds them in their visits.
    const list = (await (await c.owner.get('/api/visits')).json()) as { items: Visit[] };
    expect(list.items.filter((v) => created.some((row) => row.id === v.id))).toHaveLength(2);

    // Paying again changes nothing and leads back to the page, which says it is done.
    const again = await pay(payment);
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(page(payment));
    expect(await visitsOf(payment)).toHaveLength(2);
    expect((await paymentNow(payment))?.transactionId).toBe(paid?.transactionId);
    const html = await (await c.owner.get(page(payment))).text();
    expect(html).toContain('This payment is already completed.');
    expect(html).not.toContain('class="pay"');
    expect((await decline(payment)).headers.get('location')).toBe(page(payment));
    expect(await paymentNow(payment)).toMatchObject({ status: 'completed' });
  });

  it('Decline fails the payment, books nothing and returns to the wizard it came from', async () => {
    const fromWizard = await checkout();
    const response = await decline(fromWizard);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/dashboard?payment=declined&checkout_id=${fromWizard.checkoutId}`);
    expect(await paymentNow(fromWizard)).toMatchObject({ status: 'failed', completedAt: null });
    // A declined payment cannot be paid afterwards.
    expect((await pay(fromWizard)).headers.get('location')).toBe(page(fromWizard));
    expect(await paymentNow(fromWizard)).toMatchObject({ status: 'failed' });
    expect(await visitsOf(fromWizard)).toHaveLength(0);

    const fromPurchase = await checkout(checkoutBody({ flow: 'purchase' }));
    expect((await decline(fromPurchase)).headers.get('location')).toBe(`/purchase?payment=declined&checkout_id=${fromPurchase.checkoutId}`);
  });

  it('creates the first month of a recurring booking by its cadence: its dates up to a month after the start, sharing the monthly price', async () => {
    const weekly = await checkout(recurringBody('weekly'));
    await pay(weekly);
    const weeklyVisits = await visitsOf(weekly);
    // June 22 to July 22 holds 5 Mondays.
    expect(weeklyVisits.map((v) => v.scheduledDate.toISOString().slice(0, 10))).toEqual([
      '2026-06-22',
      '2026-06-29',
      '2026-07-06',
      '2026-07-13',
      '2026-07-20',
    ]);
    expect(weeklyVisits.map((v) => v.totalAmountCents)).toEqual([4500, 4500, 4500, 4500, 4500]);
    expect(weeklyVisits[0]).toMatchObject({ planType: 'recurring', accessInstructions: null, schedulingAddOns: [] });

    const biweekly = await checkout(recurringBody('biweekly'));
    await pay(biweekly);
    const biweeklyVisits = await visitsOf(biweekly);
    expect(biweeklyVisits.map((v) => v.scheduledDate.toISOString().slice(0, 10))).toEqual(['2026-06-22', '2026-07-06', '2026-07-20']);
    expect(biweeklyVisits.map((v) => v.totalAmountCents)).toEqual([4500, 4500, 4500]);
  });

  it('schedules visits at the start of their window in Marblehead across the daylight-saving change', async () => {
    t.clock.set('2026-10-20T14:00:00Z');
    const autumn = t.client();
    await signIn(autumn, 'owner');
    const payment = await checkout(checkoutBody({ dates: ['2026-10-31', '2026-11-02'], timeWindow: 'evening' }), autumn);
    await pay(payment, autumn);
    // Signing in months later swept the shared sessions away as expired: sign them in again.
    t.clock.set('2026-06-15T14:00:00Z');
    for (const name of ['owner', 'other', 'admin'] as const) await signIn(c[name], name);
    expect((await visitsOf(payment)).map((v) => v.scheduledDate.toISOString())).toEqual([
      '2026-10-31T20:00:00.000Z',
      '2026-11-02T21:00:00.000Z',
    ]);
    expect((await visitsOf(payment)).map((v) => v.timeWindow)).toEqual(['evening', 'evening']);
  });
});

describe('exactly once per checkout', () => {
  const paid = { transactionId: 'txn', paymentMethod: 'test', providerOrderId: null, providerSubscriptionId: null };

  it('creates one set of visits under concurrent and repeated confirmations', async () => {
    const payment = await checkout();
    const now = t.clock.now();
    const results = await Promise.all([
      ...Array.from({ length: 6 }, () => confirmPayment(t.db, payment.id, paid, now, ['pending', 'failed'])),
      ...Array.from({ length: 3 }, () => pay(payment)),
      reconcilePayment(t.db, payment.id, { status: 'completed', transactionId: 'manual-1' }, now),
    ]);
    expect(results).toHaveLength(10);
    expect(await visitsOf(payment)).toHaveLength(2);
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, payment.bookingId));
    expect(booking?.visitsCreatedAt).not.toBeNull();
    // And again, one by one.
    for (let i = 0; i < 3; i++) {
      await confirmPayment(t.db, payment.id, paid, now, ['pending', 'failed', 'completed']);
      await pay(payment);
    }
    expect(await visitsOf(payment)).toHaveLength(2);
    const ids = (await visitsOf(payment)).map((v) => v.id);
    expect(await t.db.select().from(visitTasks).where(inArray(visitTasks.visitId, ids))).toHaveLength(10);
  });

  it('confirms a payment once: the first confirmation wins', async () => {
    const payment = await checkout();
    const now = t.clock.now();
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => confirmPayment(t.db, payment.id, { ...paid, transactionId: `txn-${i}` }, now)),
    );
    expect(results.filter((r) => r.completed)).toHaveLength(1);
    expect(results.reduce((sum, r) => sum + r.visitsCreated, 0)).toBe(2);
  });
});

describe('GET /api/payments', () => {
  it('lists only the caller’s own payments, newest first', async () => {
    const first = await checkout(checkoutBody({ flow: 'purchase' }), c.other);
    t.clock.advance(60_000);
    const second = await checkout(recurringBody('weekly'), c.other);
    await pay(second, c.other);
    const response = await c.other.get('/api/payments');
    expect(response.status).toBe(200);
    const { items } = (await response.json()) as { items: Payment[] };
    expect(items.map((p) => p.id)).toEqual([second.id, first.id]);
    for (const item of items) expect(is(item, PaymentStruct)).toBe(true);
    expect(items[0]).toMatchObject({
      status: 'completed',
      plan: 'recurring',
      amountCents: 22500,
      dates: ['2026-06-22'],
      checkoutId: second.checkoutId,
      paymentMethod: 'Test card (sandbox)',
    });
    expect(items[1]).toMatchObject({
      status: 'pending',
      plan: 'extended',
      transactionId: null,
      propertyAddress: '8 Washington Street, Marblehead, MA 01945',
    });
    const mine = (await (await c.owner.get('/api/payments')).json()) as { items: Payment[] };
    expect(mine.items.some((p) => p.id === first.id || p.id === second.id)).toBe(false);
    expect((await c.guest.get('/api/payments')).status).toBe(401);
  });
});

describe('PATCH /api/payments/:id (admins)', () => {
  it('is for admins only', async () => {
    const payment = await checkout();
    expect((await c.owner.patch(`/api/payments/${payment.id}`, { status: 'completed', transactionId: 'mine' })).status).toBe(403);
    expect((await c.guest.patch(`/api/payments/${payment.id}`, { status: 'completed', transactionId: 'mine' })).status).toBe(401);
    expect(await paymentNow(payment)).toMatchObject({ status: 'pending' });
    expect(await visitsOf(payment)).toHaveLength(0);
  });

  it('reconciles a payment; completing creates the visits once', async () => {
    const payment = await checkout();
    const response = await c.admin.patch(`/api/payments/${payment.id}`, { status: 'completed', transactionId: 'bank-123' });
    expect(response.status).toBe(200);
    const { payment: answer } = (await response.json()) as { payment: Payment };
    expect(is(answer, PaymentStruct)).toBe(true);
    expect(answer).toMatchObject({ id: payment.id, status: 'completed', transactionId: 'bank-123', paymentMethod: 'Manual (admin)' });
    expect(await visitsOf(payment)).toHaveLength(2);
    await c.admin.patch(`/api/payments/${payment.id}`, { status: 'completed', transactionId: 'bank-124' });
    expect(await visitsOf(payment)).toHaveLength(2);
    const refunded = await c.admin.patch(`/api/payments/${payment.id}`, { status: 'refunded', transactionId: 'bank-124' });
    expect(((await refunded.json()) as { payment: Payment }).payment.status).toBe('refunded');
    // The money went back: the visits it paid for are off.
    expect((await visitsOf(payment)).map((visit) => visit.status)).toEqual(['cancelled', 'cancelled']);
  });

  it('refuses bad bodies and unknown ids', async () => {
    const payment = await checkout();
    expect((await c.admin.patch(`/api/payments/${payment.id}`, { status: 'paid', transactionId: 'x' })).status).toBe(400);
    expect((await c.admin.patch(`/api/payments/${payment.id}`, { status: 'completed' })).status).toBe(400);
    expect((await c.admin.patch('/api/payments/999999', { status: 'completed', transactionId: 'x' })).status).toBe(404);
    expect((await c.admin.patch('/api/payments/abc', { status: 'completed', transactionId: 'x' })).status).toBe(404);
  });
});
