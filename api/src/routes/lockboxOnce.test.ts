/**
 * The lockbox is charged once per property (decision 027): the API prices a booking without it
 * when the customer's property already paid for one on a booking still paid (not refunded). It is
 * always its own line (quote, receipt, email), never inside a visit's price.
 */
import { LOCKBOX_ALREADY_PAID_LABEL, type CheckoutRequest, type Quote } from '@housesit/shared-contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookings, payments, refunds, visits } from '../db/schema.js';
import { EMAIL_QUEUE } from '../email/enqueue.js';
import { checkoutBody } from '../test/bookingFixtures.js';
import { insertUser, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';

// The test clock starts at 2026-06-15T14:00:00Z; the fixture books an Extended visit on June 22
// and 29 (2 × $85.00) with a lockbox at 8 Washington Street.
let t: TestApp;
const c: Record<'owner' | 'other', TestClient> = {} as never;

beforeEach(async () => {
  t = await createTestApp();
  await insertUser(t.db, { username: 'owner', firstName: 'Olivia', email: 'olivia@example.com' });
  await insertUser(t.db, { username: 'other' });
  for (const name of ['owner', 'other'] as const) {
    c[name] = t.client();
    await signIn(c[name], name);
  }
});
afterEach(async () => {
  await t.close();
});

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const at = (address: string, addressLine2?: string): CheckoutRequest =>
  checkoutBody({ property: { ...checkoutBody().property, address, ...(addressLine2 ? { addressLine2 } : {}) } });

async function quote(body: CheckoutRequest, client = c.owner): Promise<Quote> {
  const response = await client.post('/api/checkout/quote', body);
  expect(response.status).toBe(200);
  return (await response.json()) as Quote;
}

/** Checks out and pays on the sandbox page: the payment, its booking and its visits. */
async function book(body: CheckoutRequest, client = c.owner) {
  const response = await client.post('/api/checkout', body);
  expect(response.status).toBe(201);
  const { url } = (await response.json()) as { url: string };
  const checkoutId = decodeURIComponent(url.split('/').pop() ?? '');
  expect((await client.request('POST', `/api/payments/sandbox/${checkoutId}/pay`, { body: '', headers: form })).status).toBe(303);
  const [payment] = await t.db.select().from(payments).where(eq(payments.checkoutId, checkoutId));
  const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, payment!.bookingId));
  const rows = await t.db.select().from(visits).where(eq(visits.bookingId, booking!.id)).orderBy(asc(visits.scheduledDate));
  return { payment: payment!, booking: booking!, visits: rows };
}

async function receiptText(paymentId: number): Promise<string> {
  const response = await c.owner.get(`/api/payments/${paymentId}/receipt.pdf`);
  expect(response.status).toBe(200);
  const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
}

async function confirmationLines(): Promise<Array<Array<{ label: string; amountCents: number }>>> {
  const result: unknown = await t.db.execute(sql`select data from pgboss.job where name = ${EMAIL_QUEUE} order by created_on`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    data: { template: string; data: { lines: Array<{ label: string; amountCents: number }> } };
  }>;
  return rows.filter((row) => row.data.template === 'bookingConfirmed').map((row) => row.data.data.lines);
}

describe('the lockbox, once per property', () => {
  it('charges the first booking at a property, then prices the next there without it, as its own line everywhere', async () => {
    const first = await book(at('8 Washington Street'));
    expect(first.payment.amountCents).toBe(19500);
    expect(first.booking.lockboxCents).toBe(2500);
    // Its own line: each visit is its own price.
    expect(first.visits.map((visit) => visit.totalAmountCents)).toEqual([8500, 8500]);

    // The same property, typed in another case and with spaces around it.
    const again = at('  8 WASHINGTON street ');
    expect((await quote(again)).lines).toEqual([
      { label: 'Extended Visit × 2', amountCents: 17000 },
      { label: LOCKBOX_ALREADY_PAID_LABEL, amountCents: 0 },
    ]);
    expect((await quote(again)).totalCents).toBe(17000);
    const second = await book(again);
    expect(second.payment.amountCents).toBe(17000);
    expect(second.booking).toMatchObject({ lockboxPurchased: true, lockboxCents: 0 });
    expect(second.visits.map((visit) => visit.totalAmountCents)).toEqual([8500, 8500]);

    expect(await receiptText(first.payment.id)).toContain('Lockbox $25.00');
    expect(await receiptText(second.payment.id)).toContain(`${LOCKBOX_ALREADY_PAID_LABEL} $0.00`);
    const emails = await confirmationLines();
    expect(emails).toHaveLength(2);
    expect(emails[0]).toContainEqual({ label: 'Lockbox', amountCents: 2500 });
    expect(emails[1]).toContainEqual({ label: LOCKBOX_ALREADY_PAID_LABEL, amountCents: 0 });

    // Cancelling every visit of the second booking gives back what it paid, and no lockbox it did not pay.
    for (const visit of second.visits) expect((await c.owner.patch(`/api/visit/${visit.id}/cancel`)).status).toBe(200);
    const back = await t.db.select().from(refunds).where(eq(refunds.paymentId, second.payment.id));
    expect(back.reduce((sum, row) => sum + row.amountCents, 0)).toBe(17000);
    expect(back.reduce((sum, row) => sum + row.lockboxCents, 0)).toBe(0);
  });

  it('charges it at another property, for another customer, and while the first booking is unpaid', async () => {
    // Checked out but not paid: nothing was paid for that property yet.
    expect((await c.owner.post('/api/checkout', at('8 Washington Street'))).status).toBe(201);
    expect((await quote(at('8 Washington Street'))).totalCents).toBe(19500);
    await book(at('8 Washington Street'));
    expect((await quote(at('8 Washington Street', 'Apt 2'))).totalCents).toBe(19500);
    expect((await quote(at('10 Washington Street'))).totalCents).toBe(19500);
    expect((await quote(at('8 Washington Street'), c.other)).totalCents).toBe(19500);
    expect((await quote(at('8 Washington Street'))).totalCents).toBe(17000);
  });

  it('charges it again once the lockbox paid there was refunded (every visit of that booking cancelled)', async () => {
    const first = await book(at('8 Washington Street'));
    for (const visit of first.visits) expect((await c.owner.patch(`/api/visit/${visit.id}/cancel`)).status).toBe(200);
    const back = await t.db.select().from(refunds).where(eq(refunds.paymentId, first.payment.id));
    expect(back.reduce((sum, row) => sum + row.lockboxCents, 0)).toBe(2500);
    expect((await quote(at('8 Washington Street'))).lines).toContainEqual({ label: 'Lockbox', amountCents: 2500 });
  });

  it('refuses a price sent by the browser: the server alone decides what the lockbox costs', async () => {
    await book(at('8 Washington Street'));
    const response = await c.owner.post('/api/checkout', { ...at('12 Washington Street'), lockboxCents: 0 });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'booking.invalid' });
    expect((await quote(at('12 Washington Street'))).totalCents).toBe(19500);
  });
});
