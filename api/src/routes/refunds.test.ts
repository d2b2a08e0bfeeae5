/**
 * Cancelling a paid visit refunds it (sandbox provider: at once): the policy's amounts, the
 * refund rows, the payment's JSON, the notification, revenue net of refunds, and exactly one
 * refund however many cancels arrive at once.
 */
import {
  HOMEOWNER_MESSAGES,
  PaymentStruct,
  type CancellationPreview,
  type CancelResponse,
  type NotificationList,
  type Payment,
  type RevenueReport,
} from '@housesit/shared-contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, refunds, visits, type PaymentRow, type VisitRow } from '../db/schema.js';
import { EMAIL_QUEUE } from '../email/enqueue.js';
import { emailLinkSecret } from '../email/linkSecret.js';
import { startEmailWorker } from '../email/worker.js';
import { previewCancellation } from '../payments/refunds.js';
import { checkoutBody } from '../test/bookingFixtures.js';
import { startTestSmtpServer } from '../test/smtpServer.js';
import { insertUser, insertVisit, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';

// The test clock starts at 2026-06-15T14:00:00Z (June 15, 10:00 in New York).
let t: TestApp;
const c: Record<'owner' | 'admin', TestClient> = {} as never;
let ownerId: number;

beforeAll(async () => {
  t = await createTestApp();
  ownerId = (await insertUser(t.db, { username: 'owner', firstName: 'Olivia', email: 'olivia@example.com' })).id;
  await insertUser(t.db, { username: 'admin', role: 'admin' });
  for (const name of ['owner', 'admin'] as const) {
    c[name] = t.client();
    await signIn(c[name], name);
  }
});
afterAll(async () => {
  await t.close();
});

const form = { 'content-type': 'application/x-www-form-urlencoded' };

let street = 100;
/**
 * Books and pays (sandbox) an Extended booking with lockbox on June 22 and 29: $195.00. Each at
 * a street of its own unless told: a property pays its lockbox once (decision 027).
 */
async function paidBooking(
  address = `${(street += 2)} Washington Street`,
): Promise<{ payment: PaymentRow; june22: VisitRow; june29: VisitRow }> {
  const response = await c.owner.post('/api/checkout', checkoutBody({ property: { ...checkoutBody().property, address } }));
  expect(response.status).toBe(201);
  const { url } = (await response.json()) as { url: string };
  const checkoutId = decodeURIComponent(url.split('/').pop() ?? '');
  expect((await c.owner.request('POST', `/api/payments/sandbox/${checkoutId}/pay`, { body: '', headers: form })).status).toBe(303);
  const [payment] = await t.db.select().from(payments).where(eq(payments.checkoutId, checkoutId));
  if (!payment) throw new Error('no payment');
  const [june22, june29] = await t.db
    .select()
    .from(visits)
    .where(eq(visits.bookingId, payment.bookingId))
    .orderBy(asc(visits.scheduledDate));
  if (!june22 || !june29) throw new Error('visits not created');
  return { payment, june22, june29 };
}

const cancel = (visit: VisitRow) => c.owner.patch(`/api/visit/${visit.id}/cancel`);
const paymentJson = async (id: number) =>
  ((await (await c.owner.get('/api/payments')).json()) as { items: Payment[] }).items.find((p) => p.id === id);
const revenue = async () => (await (await c.admin.get('/api/admin/revenue')).json()) as RevenueReport;
const monthlyStat = async () => ((await (await c.admin.get('/api/admin/stats')).json()) as { monthlyRevenue: string }).monthlyRevenue;
const refundsOf = (payment: PaymentRow) => t.db.select().from(refunds).where(eq(refunds.paymentId, payment.id)).orderBy(asc(refunds.id));

describe('cancelling a paid visit (sandbox provider)', () => {
  it('says first what will be refunded, then refunds the visit’s price and keeps the lockbox while a visit stands', async () => {
    const before = await revenue();
    const statBefore = await monthlyStat();
    const { payment, june29 } = await paidBooking();
    expect((await revenue()).totalRevenueCents).toBe(before.totalRevenueCents + 19500);

    const preview = (await (await c.owner.get(`/api/visit/${june29.id}/cancellation`)).json()) as CancellationPreview;
    expect(preview).toEqual({ allowed: true, refundCents: 8500, lines: [{ kind: 'visit', label: 'Visit price', amountCents: 8500 }] });

    const response = await cancel(june29);
    expect(response.status).toBe(200);
    const body = (await response.json()) as CancelResponse;
    expect(body.visit).toMatchObject({ id: june29.id, status: 'cancelled' });
    expect(body.refund).toEqual({
      amountCents: 8500,
      status: 'succeeded',
      lines: [{ kind: 'visit', label: 'Visit price', amountCents: 8500 }],
    });

    const json = await paymentJson(payment.id);
    expect(is(json, PaymentStruct)).toBe(true);
    expect(json).toMatchObject({
      status: 'completed',
      amountCents: 19500,
      refundedCents: 8500,
      refunds: [
        { amountCents: 8500, status: 'succeeded', reason: 'Visit on June 29, 2026 cancelled', createdAt: t.clock.now().toISOString() },
      ],
    });
    // Revenue and the dashboard's monthly figure are net of it.
    const after = await revenue();
    expect(after.totalRevenueCents).toBe(before.totalRevenueCents + 19500 - 8500);
    // Gross counts what was paid; the refund is shown on its own, and net is their difference.
    expect(after.grossRevenueCents).toBe(before.grossRevenueCents + 19500);
    expect(after.refundedCents).toBe(before.refundedCents + 8500);
    expect(after.monthlyRevenueCents).toBe(before.monthlyRevenueCents + 19500 - 8500);
    expect(Number(await monthlyStat())).toBeCloseTo(Number(statBefore) + 110, 2);

    const notifications = (await (await c.owner.get('/api/notifications')).json()) as NotificationList;
    expect(notifications.items[0]).toMatchObject({ type: 'visitCancelled', visitId: june29.id, readAt: null });

    // Again: refused, and nothing more is refunded.
    expect((await cancel(june29)).status).toBe(409);
    expect(await refundsOf(payment)).toHaveLength(1);
  });

  it('refunds the lockbox with the booking’s last visit; the payment is then refunded in full', async () => {
    const before = await revenue();
    const { payment, june22, june29 } = await paidBooking();
    expect((await cancel(june29)).status).toBe(200);
    // June 22 is exactly 7 New York days away: still the customer's to cancel.
    const preview = (await (await c.owner.get(`/api/visit/${june22.id}/cancellation`)).json()) as CancellationPreview;
    expect(preview).toMatchObject({ allowed: true, refundCents: 11000 });
    const body = (await (await cancel(june22)).json()) as CancelResponse;
    expect(body.refund).toEqual({
      amountCents: 11000,
      status: 'succeeded',
      lines: [
        { kind: 'visit', label: 'Visit price', amountCents: 8500 },
        { kind: 'lockbox', label: 'Lockbox fee', amountCents: 2500 },
      ],
    });
    expect(await paymentJson(payment.id)).toMatchObject({ status: 'refunded', refundedCents: 19500 });
    const after = await revenue();
    expect(after.totalRevenueCents).toBe(before.totalRevenueCents);
    // A payment refunded whole still counts in gross, and all of it in refunds.
    expect(after.grossRevenueCents).toBe(before.grossRevenueCents + 19500);
    expect(after.refundedCents).toBe(before.refundedCents + 19500);
    expect(after.topServices.find((line) => line.id === 'lockbox')?.revenueCents ?? 0).toBe(
      before.topServices.find((line) => line.id === 'lockbox')?.revenueCents ?? 0,
    );
  });

  it('refunds once when the same visit is cancelled many times at once', async () => {
    const { payment, june29 } = await paidBooking();
    const statuses = (await Promise.all(Array.from({ length: 5 }, () => cancel(june29)))).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 409, 409, 409, 409]);
    const rows = await refundsOf(payment);
    expect(rows.map((r) => [r.visitId, r.amountCents, r.status])).toEqual([[june29.id, 8500, 'succeeded']]);
  });

  it('refunds the lockbox exactly once when both visits of a booking are cancelled at once', async () => {
    const { payment, june22, june29 } = await paidBooking();
    const statuses = (await Promise.all([cancel(june22), cancel(june29), cancel(june22), cancel(june29)])).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 200, 409, 409]);
    const rows = await refundsOf(payment);
    expect(rows.reduce((sum, r) => sum + r.amountCents, 0)).toBe(19500);
    expect(rows.reduce((sum, r) => sum + r.lockboxCents, 0)).toBe(2500);
    expect(await paymentJson(payment.id)).toMatchObject({ status: 'refunded', refundedCents: 19500 });
  });

  it('cancels a visit nobody paid for without a refund, and says why a near visit cannot be cancelled', async () => {
    const unpaid = await insertVisit(t.db, { homeownerId: ownerId, scheduledDate: '2026-07-20T14:00:00Z' });
    expect(await (await c.owner.get(`/api/visit/${unpaid.id}/cancellation`)).json()).toEqual({ allowed: true, refundCents: 0, lines: [] });
    expect(((await (await cancel(unpaid)).json()) as CancelResponse).refund).toBeNull();

    const near = await insertVisit(t.db, { homeownerId: ownerId, scheduledDate: '2026-06-21T14:00:00Z' });
    expect(await (await c.owner.get(`/api/visit/${near.id}/cancellation`)).json()).toEqual({
      allowed: false,
      code: 'visit.cancel_too_late',
      message: HOMEOWNER_MESSAGES.cancelTooLate,
    });
    // An admin needs no notice (decision 015); nothing was paid, so nothing comes back.
    expect(await (await c.admin.get(`/api/visit/${near.id}/cancellation`)).json()).toEqual({ allowed: true, refundCents: 0, lines: [] });
  });
});

/** The queued emails' templates and data, oldest first. */
async function queuedEmails(): Promise<Array<{ template: string; to: string; data: Record<string, unknown> }>> {
  const result: unknown = await t.db.execute(sql`select data from pgboss.job where name = ${EMAIL_QUEUE} order by created_on`);
  // postgres.js answers the rows, PGlite an object holding them.
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    data: { template: string; to: string; data: Record<string, unknown> };
  }>;
  return rows.map((row) => row.data);
}

describe('the last-minute fee is never refunded', () => {
  it('refunds a /purchase visit its price only, whoever cancels; the fee stays paid', async () => {
    // June 18 is 3 days ahead (fee), June 29 is 14 days ahead; no lockbox.
    const body = checkoutBody({
      flow: 'purchase',
      plan: 'standard',
      dates: ['2026-06-18', '2026-06-29'],
      taskIds: [],
      access: { lockboxPurchased: false, customInstructions: 'Side door' },
    });
    const { url } = (await (await c.owner.post('/api/checkout', body)).json()) as { url: string };
    const checkoutId = decodeURIComponent(url.split('/').pop() ?? '');
    await c.owner.request('POST', `/api/payments/sandbox/${checkoutId}/pay`, { body: '', headers: form });
    const [payment] = await t.db.select().from(payments).where(eq(payments.checkoutId, checkoutId));
    if (!payment) throw new Error('no payment');
    expect(payment.amountCents).toBe(15000);
    const [june18, june29] = await t.db
      .select()
      .from(visits)
      .where(eq(visits.bookingId, payment.bookingId))
      .orderBy(asc(visits.scheduledDate));
    if (!june18 || !june29) throw new Error('visits not created');
    expect(june18.totalAmountCents).toBe(8500);
    expect(((await (await cancel(june29)).json()) as CancelResponse).refund).toMatchObject({ amountCents: 6500 });
    // An admin's cancel of the last-minute visit (the last standing) refunds its $65, not the $20.
    const decision = await previewCancellation(t.db, {
      actor: 'admin',
      ownerId: null,
      visitId: june18.id,
      now: t.clock.now(),
      refund: true,
    });
    expect(decision).toEqual({ allowed: true, refundCents: 6500, lines: [{ kind: 'visit', label: 'Visit price', amountCents: 6500 }] });
  });
});

describe('the customer’s cancellation email', () => {
  it('is queued with the cancel, once, saying what was cancelled and what will be refunded; a real SMTP server receives it', async () => {
    await t.db.execute(sql`delete from pgboss.job`);
    const { june29 } = await paidBooking('8 Washington Street');
    expect((await cancel(june29)).status).toBe(200);
    expect((await cancel(june29)).status).toBe(409);
    const cancelled = (await queuedEmails()).filter((job) => job.template === 'visitCancelled');
    expect(cancelled).toEqual([
      {
        template: 'visitCancelled',
        to: 'olivia@example.com',
        messageId: expect.any(String),
        data: {
          firstName: 'Olivia',
          planName: 'Extended Visit',
          date: '2026-06-29',
          timeWindow: 'morning',
          address: '8 Washington Street, Marblehead, MA 01945',
          refundCents: 8500,
          lines: [{ label: 'Visit price', amountCents: 8500 }],
        },
      },
    ]);

    const server = await startTestSmtpServer();
    const worker = await startEmailWorker({
      jobQueue: t.database.jobQueue,
      linkSecret: await emailLinkSecret(t.db, t.env.emailLinkSecret),
      notifications: t.database.notifications,
      env: { ...t.env, mail: { ...t.env.mail, smtpUrl: server.url } },
      logError: () => {},
      pollingIntervalSeconds: 0.5,
    });
    try {
      const mails = await server.waitFor(2);
      const mail = mails.find((m) => m.parsed.subject?.startsWith('Visit cancelled'))?.parsed;
      expect(mail?.subject).toBe('Visit cancelled: Monday, June 29, 2026, $85.00 refund');
      expect(mail?.text).toContain(
        'Your Extended Visit on Monday, June 29, 2026 · Morning (8–12) at 8 Washington Street, Marblehead, MA 01945 is cancelled.',
      );
      expect(mail?.text).toMatch(/Cancelled:\s+Extended Visit, Monday, June 29, 2026 · Morning \(8–12\)/);
      expect(mail?.text).toMatch(/Refund: Visit price:\s+\$85\.00/);
      expect(mail?.text).toContain('$85.00 will be refunded to the card you paid with.');
      expect(mail?.text).toContain('/homeowner/billing');
    } finally {
      await worker.close();
      await server.close();
    }
  });

  it('is not queued when the cancel is refused', async () => {
    await t.db.execute(sql`delete from pgboss.job`);
    const near = await insertVisit(t.db, { homeownerId: ownerId, scheduledDate: '2026-06-21T14:00:00Z' });
    expect((await cancel(near)).status).toBe(409);
    expect(await queuedEmails()).toEqual([]);
  });
});
