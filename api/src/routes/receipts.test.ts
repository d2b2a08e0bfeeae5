/**
 * Receipts: a paid booking's receipt lists what was bought at the price charged, how it was
 * paid, and the refunds since; only the customer who paid and admins get it.
 */
import { asc, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, visits, type PaymentRow, type VisitRow } from '../db/schema.js';
import { checkoutBody } from '../test/bookingFixtures.js';
import { insertUser, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';

// The test clock starts at 2026-06-15T14:00:00Z (June 15, 10:00 in New York).
let t: TestApp;
const c: Record<'owner' | 'other' | 'admin', TestClient> = {} as never;

beforeAll(async () => {
  t = await createTestApp();
  await insertUser(t.db, { username: 'owner', firstName: 'Olivia', lastName: 'Owens', email: 'olivia@example.com' });
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

/** Starts a checkout for an Extended booking with lockbox on June 22 and 29 ($195.00); pays it unless told not to. */
let street = 100;
/** Each booking at a street of its own: a property pays its lockbox once (decision 027). */
async function booking(pay = true): Promise<{ payment: PaymentRow; visits: VisitRow[] }> {
  const address = `${(street += 2)} Washington Street`;
  const response = await c.owner.post('/api/checkout', checkoutBody({ property: { ...checkoutBody().property, address } }));
  expect(response.status).toBe(201);
  const { url } = (await response.json()) as { url: string };
  const checkoutId = decodeURIComponent(url.split('/').pop() ?? '');
  if (pay) expect((await c.owner.request('POST', `/api/payments/sandbox/${checkoutId}/pay`, { body: '', headers: form })).status).toBe(303);
  const [payment] = await t.db.select().from(payments).where(eq(payments.checkoutId, checkoutId));
  if (!payment) throw new Error('no payment');
  const rows = await t.db.select().from(visits).where(eq(visits.bookingId, payment.bookingId)).orderBy(asc(visits.scheduledDate));
  return { payment, visits: rows };
}

async function receiptText(client: TestClient, paymentId: number): Promise<{ status: number; text: string; headers: Headers }> {
  const response = await client.get(`/api/payments/${paymentId}/receipt.pdf`);
  if (response.status !== 200) return { status: response.status, text: await response.text(), headers: response.headers };
  const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
  const { text } = await extractText(pdf, { mergePages: true });
  return { status: 200, text: text.replace(/\s+/g, ' '), headers: response.headers };
}

describe('GET /api/payments/:id/receipt.pdf', () => {
  it('lists the booking as charged, with the customer, the days, the total and the transaction', async () => {
    const { payment } = await booking();
    const receipt = await receiptText(c.owner, payment.id);
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toBe('application/pdf');
    expect(receipt.headers.get('content-disposition')).toBe(
      `inline; filename="housesit-receipt-HS-${String(payment.id).padStart(6, '0')}.pdf"`,
    );
    expect(receipt.text).toContain(`Receipt HS-${String(payment.id).padStart(6, '0')}`);
    expect(receipt.text).toContain('Paid on Monday, June 15, 2026');
    expect(receipt.text).toContain('Billed to Olivia Owens (olivia@example.com)');
    expect(receipt.text).toContain('Visit days: Monday, June 22, 2026; Monday, June 29, 2026');
    expect(receipt.text).toContain('Total paid $195.00');
    expect(receipt.text).toContain(`Transaction ${payment.transactionId ?? ''}`);
    expect(receipt.text).not.toContain('Refunds');
  });

  it('lists a refund since, and what was paid net of it', async () => {
    const {
      payment,
      visits: [, june29],
    } = await booking();
    expect((await c.owner.patch(`/api/visit/${june29!.id}/cancel`)).status).toBe(200);
    const receipt = await receiptText(c.owner, payment.id);
    // A week's notice: the visit's $85.00 back, the lockbox kept while a visit stands.
    expect(receipt.text).toContain('Refunds Monday, June 15, 2026: Visit on June 29, 2026 cancelled -$85.00 Net paid $110.00');
  });

  it('is given to admins, and to no other customer (404, as for an unknown payment)', async () => {
    const { payment } = await booking();
    expect((await receiptText(c.admin, payment.id)).status).toBe(200);
    const refused = await c.other.get(`/api/payments/${payment.id}/receipt.pdf`);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ code: 'payment.not_found' });
    expect((await c.owner.get('/api/payments/999999/receipt.pdf')).status).toBe(404);
  });

  it('refuses a payment that never completed with 409 payment.not_paid', async () => {
    const { payment } = await booking(false);
    const refused = await c.owner.get(`/api/payments/${payment.id}/receipt.pdf`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ code: 'payment.not_paid', message: 'This payment was not completed, so it has no receipt.' });
  });
});
