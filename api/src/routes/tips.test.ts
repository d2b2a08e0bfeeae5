/**
 * Tips: the customer tips the sitter of their completed visit through the payment provider (the
 * sandbox here); the tip counts once paid, exactly once however many confirmations arrive, and
 * then shows in the sitter's earnings and payouts, in admin revenue as tips (not revenue), with a
 * receipt for the customer and a notification and an email for the sitter.
 */
import {
  notificationWords,
  type AppNotification,
  type RevenueReport,
  type SitterEarnings,
  type TipCheckout,
  type VisitTipAnswer,
} from '@housesit/shared-contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitTips } from '../db/schema.js';
import { EMAIL_QUEUE } from '../email/enqueue.js';
import { insertReport, insertUser, insertVisit, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';
import { confirmTip } from '../tips/tips.js';

let t: TestApp;
const c: Record<'owner' | 'other' | 'sitter' | 'admin', TestClient> = {} as never;
const visit: Record<'done' | 'upcoming' | 'unassigned' | 'declined', number> = {} as never;
let sitterId: number;

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const tip = (client: TestClient, visitId: number, body: unknown) => client.post(`/api/visits/${visitId}/tip`, body);
const checkoutIdOf = (url: string) => url.split('/').pop() ?? '';
const pay = (checkoutId: string) => c.owner.request('POST', `/api/payments/sandbox/${checkoutId}/pay`, { body: '', headers: form });
const decline = (checkoutId: string) => c.owner.request('POST', `/api/payments/sandbox/${checkoutId}/decline`, { body: '', headers: form });

async function queuedEmails(): Promise<Array<{ template: string; to: string; data: Record<string, unknown> }>> {
  const result: unknown = await t.db.execute(sql`select data from pgboss.job where name = ${EMAIL_QUEUE} order by created_on`);
  // postgres.js answers the rows, PGlite an object holding them.
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    data: { template: string; to: string; data: Record<string, unknown> };
  }>;
  return rows.map((row) => row.data);
}

beforeAll(async () => {
  t = await createTestApp();
  // The clock stands at 2026-06-15T14:00:00Z (a Monday).
  const owner = await insertUser(t.db, { username: 'tipper', firstName: 'Hana', lastName: 'Owner' });
  await insertUser(t.db, { username: 'othertipper' });
  sitterId = (await insertUser(t.db, { username: 'tippedsitter', role: 'housesitter', firstName: 'Sam', lastName: 'Sitter' })).id;
  await insertUser(t.db, { username: 'tipadmin', role: 'admin' });
  for (const [name, username] of [
    ['owner', 'tipper'],
    ['other', 'othertipper'],
    ['sitter', 'tippedsitter'],
    ['admin', 'tipadmin'],
  ] as const) {
    c[name] = t.client();
    await signIn(c[name], username);
  }
  const done = await insertVisit(t.db, { homeownerId: owner.id, sitterId, status: 'completed', scheduledDate: '2026-06-12T14:00:00Z' });
  await insertReport(t.db, { visitId: done.id, completedAt: '2026-06-12T15:00:00Z' });
  const declined = await insertVisit(t.db, { homeownerId: owner.id, sitterId, status: 'completed', scheduledDate: '2026-06-11T14:00:00Z' });
  await insertReport(t.db, { visitId: declined.id, completedAt: '2026-06-11T15:00:00Z' });
  const upcoming = await insertVisit(t.db, { homeownerId: owner.id, sitterId, scheduledDate: '2026-06-20T14:00:00Z' });
  const unassigned = await insertVisit(t.db, { homeownerId: owner.id, status: 'completed', scheduledDate: '2026-06-10T14:00:00Z' });
  Object.assign(visit, { done: done.id, upcoming: upcoming.id, unassigned: unassigned.id, declined: declined.id });
});
afterAll(async () => {
  await t.close();
});

describe('refusals, each with its code', () => {
  it.each([
    ['a fraction of a dollar', 550],
    ['less than one dollar', 0],
    ['more than five hundred dollars', 50_100],
  ])('refuses %s: 400 tip.amount_invalid', async (_name, amountCents) => {
    const response = await tip(c.owner, visit.done, { amountCents });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'tip.amount_invalid' });
  });

  it('refuses a visit not completed (409 tip.visit_not_completed) and one without a sitter (409 tip.no_sitter)', async () => {
    const upcoming = await tip(c.owner, visit.upcoming, { amountCents: 1000 });
    expect(upcoming.status).toBe(409);
    expect(await upcoming.json()).toMatchObject({ code: 'tip.visit_not_completed', message: 'Only a completed visit can be tipped.' });
    const unassigned = await tip(c.owner, visit.unassigned, { amountCents: 1000 });
    expect(unassigned.status).toBe(409);
    expect(await unassigned.json()).toMatchObject({ code: 'tip.no_sitter' });
  });

  it("hides another customer's visit (404 visit.not_found) and refuses staff (403)", async () => {
    const other = await tip(c.other, visit.done, { amountCents: 1000 });
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ code: 'visit.not_found' });
    expect((await tip(c.sitter, visit.done, { amountCents: 1000 })).status).toBe(403);
    expect((await tip(c.admin, visit.done, { amountCents: 1000 })).status).toBe(403);
    expect((await c.other.get(`/api/visits/${visit.done}/tip`)).status).toBe(404);
  });

  it('refuses a body with an amount that is not a number, or extra fields (400)', async () => {
    expect((await tip(c.owner, visit.done, { amountCents: '10' })).status).toBe(400);
    expect((await tip(c.owner, visit.done, { amountCents: 1000, sitterId: 1 })).status).toBe(400);
  });
});

describe('a tip paid through the sandbox', () => {
  it('records nothing on a decline; the visit can be tipped again', async () => {
    const started = await tip(c.owner, visit.declined, { amountCents: 500 });
    expect(started.status).toBe(201);
    const { url } = (await started.json()) as TipCheckout;
    expect(url).toMatch(/^\/api\/payments\/sandbox\/sbx_/);
    const page = await c.owner.get(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Pay $5.00');
    // Nobody else sees the tip's page.
    expect((await c.other.get(url)).status).toBe(404);
    const declined = await decline(checkoutIdOf(url));
    expect(declined.status).toBe(303);
    expect(declined.headers.get('location')).toBe(`/reports?tip=declined&visit=${visit.declined}`);
    expect(((await (await c.owner.get(`/api/visits/${visit.declined}/tip`)).json()) as VisitTipAnswer).tip).toMatchObject({
      status: 'failed',
      paidAt: null,
    });
    const earnings = (await (await c.sitter.get('/api/sitter/earnings')).json()) as SitterEarnings;
    expect(earnings.tips).toEqual([]);
  });

  it('is paid exactly once however many confirmations arrive, then a second tip is refused', async () => {
    const started = await tip(c.owner, visit.done, { amountCents: 1000 });
    expect(started.status).toBe(201);
    const checkoutId = checkoutIdOf(((await started.json()) as TipCheckout).url);
    const [row] = await t.db.select().from(visitTips).where(eq(visitTips.checkoutId, checkoutId));
    const paid = { transactionId: 'txn_race', paymentMethod: 'Test card (sandbox)', providerOrderId: null, providerSubscriptionId: null };
    const results = await Promise.all([
      pay(checkoutId),
      pay(checkoutId),
      confirmTip(t.db, row!.id, paid, t.clock.now()),
      confirmTip(t.db, row!.id, paid, t.clock.now()),
    ]);
    // Whoever wins, the others find it no longer pending.
    expect(results.filter((result) => result === true).length).toBeLessThanOrEqual(1);
    const completed = await t.db.select().from(visitTips).where(eq(visitTips.visitId, visit.done));
    expect(completed.filter((tipRow) => tipRow.status === 'completed')).toHaveLength(1);

    // Told once: one notification to the sitter, one email to each.
    const notes = (await (await c.sitter.get('/api/notifications')).json()) as { items: AppNotification[] };
    const tipNotes = notes.items.filter((note) => note.type === 'sitterTipReceived');
    expect(tipNotes).toHaveLength(1);
    expect(notificationWords(tipNotes[0]!)?.title).toBe('You received a $10.00 tip from Hana for Friday, June 12, 2026');
    const emails = await queuedEmails();
    expect(emails.filter((email) => email.template === 'tipReceived')).toHaveLength(1);
    const receipts = emails.filter((email) => email.template === 'tipReceipt');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.data).toMatchObject({
      amountCents: 1000,
      sitterFirstName: 'Sam',
      receiptNumber: `HS-T${String(row!.id).padStart(6, '0')}`,
    });

    const again = await tip(c.owner, visit.done, { amountCents: 500 });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'tip.already_tipped' });
    // Its page now says it is paid; paying again changes nothing.
    expect((await pay(checkoutId)).headers.get('location')).toBe(`/api/payments/sandbox/${checkoutId}`);
  });

  it('shows in the sitter’s earnings as its own line and in the week it was paid, and in payouts', async () => {
    const earnings = (await (await c.sitter.get('/api/sitter/earnings')).json()) as SitterEarnings;
    expect(earnings.tips).toEqual([
      expect.objectContaining({
        visitId: visit.done,
        amountCents: 1000,
        fromFirstName: 'Hana',
        visitDate: '2026-06-12',
        paidAt: '2026-06-15T14:00:00.000Z',
      }),
    ]);
    // Two completed standard visits (2 × $40.00) earned last week; the tip was paid this week.
    expect(earnings.weekCents).toBe(1000);
    expect(earnings.totalCents).toBe(8000 + 1000);
    expect(earnings.weekly).toEqual([
      { weekStart: '2026-06-15', cents: 1000, visits: 0 },
      { weekStart: '2026-06-08', cents: 8000, visits: 2 },
    ]);
    const payouts = (await (await c.admin.get('/api/admin/payouts')).json()) as {
      items: Array<{ weekStart: string; earnedCents: number }>;
    };
    expect(payouts.items.find((week) => week.weekStart === '2026-06-15')).toMatchObject({ earnedCents: 1000 });
  });

  it('is tips in admin revenue, not booking revenue', async () => {
    const revenue = (await (await c.admin.get('/api/admin/revenue')).json()) as RevenueReport;
    expect(revenue.tips).toEqual({ monthCents: 1000, totalCents: 1000, count: 1 });
    expect(revenue.totalRevenueCents).toBe(0);
  });

  it('has a receipt for the customer and admins only, once paid', async () => {
    const [paidTip] = await t.db.select().from(visitTips).where(eq(visitTips.visitId, visit.done));
    const [failedTip] = await t.db.select().from(visitTips).where(eq(visitTips.visitId, visit.declined));
    const receipt = await c.owner.get(`/api/tips/${paidTip!.id}/receipt.pdf`);
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toBe('application/pdf');
    expect((await c.admin.get(`/api/tips/${paidTip!.id}/receipt.pdf`)).status).toBe(200);
    expect((await c.other.get(`/api/tips/${paidTip!.id}/receipt.pdf`)).status).toBe(404);
    const unpaid = await c.owner.get(`/api/tips/${failedTip!.id}/receipt.pdf`);
    expect(unpaid.status).toBe(409);
    expect(await unpaid.json()).toMatchObject({ code: 'tip.not_paid' });
  });
});
