import {
  quoteBooking,
  VisitPageStruct,
  type Cadence,
  type PlanId,
  type RevenueReport,
  type Visit,
  type VisitPage,
} from '@housesit/shared-contracts';
import { eq } from 'drizzle-orm';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, payments, users, visits } from '../db/schema.js';
import { PNG_SIGNATURE } from '../media/png.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';
import { dayRange } from '../time/serviceDay.js';
import { DEMO_PASSWORD, seedDemoData, shouldSeedDemo, type DemoSeedResult } from './demo.js';

let t: TestApp;
let seed: DemoSeedResult;
const visitsOf: Record<string, Visit[]> = {};
const clients: Record<string, TestClient> = {};

beforeAll(async () => {
  t = await createTestApp();
  expect(await shouldSeedDemo(t.db, { databaseUrl: null, seedDemo: false })).toBe(true);
  seed = await seedDemoData(t.db, t.mediaStore, { now: t.clock.now() });
  for (const username of ['homeowner', 'homeowner2', 'sitter', 'admin']) {
    const client = t.client();
    const login = await client.post('/api/auth/login', { username, password: DEMO_PASSWORD });
    expect(login.status, username).toBe(200);
    clients[username] = client;
  }
  for (const username of ['homeowner', 'homeowner2']) {
    const page = (await (await clients[username]!.get('/api/visits?limit=100')).json()) as VisitPage;
    expect(is(page, VisitPageStruct)).toBe(true);
    visitsOf[username] = page.items;
  }
});
afterAll(async () => {
  await t.close();
});

const byStatus = (items: Visit[], status: Visit['status']) => items.filter((visit) => visit.status === status);

describe('demo seed', () => {
  it('creates the four fixed demo accounts with their roles', async () => {
    expect(seed.logins).toEqual([
      { username: 'admin', role: 'admin' },
      { username: 'sitter', role: 'housesitter' },
      { username: 'homeowner', role: 'homeowner' },
      { username: 'homeowner2', role: 'homeowner' },
    ]);
    expect(seed.password).toBe('housesit-demo');
    const rows = await t.db.select().from(users);
    expect(rows.every((row) => row.address?.endsWith('Marblehead, MA 01945'))).toBe(true);
    // One hash, made once, shared by the four accounts.
    expect(new Set(rows.map((row) => row.passwordHash)).size).toBe(1);
  });

  it('runs only once, and on a server database only when asked', async () => {
    expect(await shouldSeedDemo(t.db, { databaseUrl: null, seedDemo: false })).toBe(false);
    expect(await shouldSeedDemo(t.db, { databaseUrl: 'postgres://x@y/z', seedDemo: false })).toBe(false);
  });

  it.each(['homeowner', 'homeowner2'])('gives %s visits in every status', (username) => {
    const items = visitsOf[username]!;
    const now = t.clock.now();
    const today = dayRange(now);
    const scheduled = byStatus(items, 'scheduled');
    const future = scheduled.filter((visit) => new Date(visit.scheduledDate) >= today.end);
    expect(future.length).toBeGreaterThanOrEqual(3);
    expect(future.some((visit) => visit.assignedSitter === null)).toBe(true);
    expect(future.some((visit) => visit.assignedSitter?.firstName === 'Daniel')).toBe(true);

    const laterToday = scheduled.filter((visit) => new Date(visit.scheduledDate) > now && new Date(visit.scheduledDate) < today.end);
    expect(laterToday).toHaveLength(1);
    expect(laterToday[0]!.assignedSitter).not.toBeNull();

    const [inProgress, ...more] = byStatus(items, 'in_progress');
    expect(more).toHaveLength(0);
    expect(inProgress!.report).toMatchObject({ completedAt: null });
    expect(inProgress!.report!.checkInAt).not.toBeNull();
    expect(inProgress!.report!.mediaUrls).toHaveLength(1);

    // The two most recent with two photos each, and five of past months (the revenue history).
    const completed = byStatus(items, 'completed');
    expect(completed).toHaveLength(7);
    for (const visit of completed) {
      expect(visit.report).toMatchObject({ isArchived: false });
      expect(visit.report!.notes).toBeTruthy();
      expect(visit.report!.duration).toBeGreaterThan(0);
      expect(visit.report!.checkInAt && visit.report!.checkOutAt && visit.report!.completedAt).toBeTruthy();
      expect(visit.report!.mediaUrls.length).toBeGreaterThanOrEqual(1);
      expect(visit.tasks.every((task) => task.isCompleted)).toBe(true);
    }
    expect(completed.slice(0, 2).map((visit) => visit.report!.mediaUrls.length)).toEqual([2, 2]);
    const oldest = new Date(completed.at(-1)!.scheduledDate).getTime();
    expect(now.getTime() - oldest).toBeGreaterThan(120 * 24 * 3600_000);
    expect(byStatus(items, 'cancelled')).toHaveLength(1);
  });

  it('uses the included and the add-on tasks', () => {
    const items = [...visitsOf.homeowner!, ...visitsOf.homeowner2!];
    expect(
      items.every(
        (visit) =>
          visit.tasks
            .slice(0, 3)
            .map((task) => task.task.name)
            .join() === 'Security check,Mail pickup,Basic plant care',
      ),
    ).toBe(true);
    expect(items.some((visit) => visit.tasks.some((task) => task.task.name === 'Litter box'))).toBe(true);
    expect(items.some((visit) => visit.planType === 'recurring')).toBe(true);
  });

  it('creates every visit from a booking priced by the pricing module, its visits adding up to its payment', async () => {
    const [visitRows, bookingRows, paymentRows] = [
      await t.db.select().from(visits),
      await t.db.select().from(bookings),
      await t.db.select().from(payments),
    ];
    expect(visitRows.every((visit) => visit.bookingId !== null)).toBe(true);
    expect(paymentRows).toHaveLength(seed.payments);
    for (const booking of bookingRows) {
      const quote = quoteBooking({
        plan: booking.plan as PlanId,
        cadence: booking.cadence as Cadence | null,
        dateCount: booking.dates.length,
        lockboxPurchased: booking.lockboxPurchased,
      });
      const payment = paymentRows.find((row) => row.bookingId === booking.id)!;
      expect([booking.totalCents, payment.amountCents]).toEqual([quote.totalCents, quote.totalCents]);
      const own = visitRows.filter((visit) => visit.bookingId === booking.id);
      // Only paid bookings have visits; a recurring one its first month's.
      expect(own.length).toBe(payment.status === 'completed' || payment.status === 'refunded' ? quote.visitCount : 0);
      // The visits' prices and the booking's lockbox line (in no visit, decision 027).
      if (own.length > 0) expect(own.reduce((sum, visit) => sum + visit.totalAmountCents, 0) + booking.lockboxCents).toBe(quote.totalCents);
      expect(own.every((visit) => visit.status === 'cancelled') && own.length > 0).toBe(payment.status === 'refunded');
    }
    expect(paymentRows.filter((row) => row.status === 'pending')).toHaveLength(1);
    expect(paymentRows.filter((row) => row.status === 'failed')).toHaveLength(1);
  });

  it('gives /revenue paid months: every one of the last six has payments', async () => {
    const report = (await (await clients.admin!.get('/api/admin/revenue')).json()) as RevenueReport;
    expect(report.months).toHaveLength(6);
    expect(report.months.every((month) => month.revenueCents > 0)).toBe(true);
    expect(report.monthlyRevenueCents).toBeGreaterThan(0);
    expect(report.activeUsers).toBe(2);
    expect(report.recentPayments).toHaveLength(5);
    expect(report.topServices.map((line) => line.id).sort()).toEqual(['extended', 'lockbox', 'recurring', 'standard']);
    // The payments' total is what the paid visits cost, with the lockboxes paid (the refunded booking excluded).
    const paidVisits = await t.db
      .select({ cents: visits.totalAmountCents })
      .from(visits)
      .innerJoin(payments, eq(payments.bookingId, visits.bookingId))
      .where(eq(payments.status, 'completed'));
    const paidLockboxes = await t.db
      .select({ cents: bookings.lockboxCents })
      .from(bookings)
      .innerJoin(payments, eq(payments.bookingId, bookings.id))
      .where(eq(payments.status, 'completed'));
    expect(report.totalRevenueCents).toBe([...paidVisits, ...paidLockboxes].reduce((sum, row) => sum + row.cents, 0));
  });

  it('stores real PNG photos that the visit owner can open', async () => {
    const url = byStatus(visitsOf.homeowner!, 'completed')[0]!.report!.mediaUrls[0]!;
    const response = await clients.homeowner!.get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 8)
        .equals(PNG_SIGNATURE),
    ).toBe(true);
    expect((await clients.homeowner2!.get(url)).status).toBe(404);
    expect((await clients.sitter!.get(url)).status).toBe(200);
  });

  it('shows the sitter only assigned visits and the admin all of them', async () => {
    const sitterPage = (await (await clients.sitter!.get('/api/visits?limit=100')).json()) as VisitPage;
    expect(sitterPage.items.every((visit) => visit.assignedSitter?.lastName === 'Reyes')).toBe(true);
    const adminPage = (await (await clients.admin!.get('/api/admin/jobs?limit=100')).json()) as VisitPage;
    expect(adminPage.total).toBe(seed.visits);
    expect(seed.photos).toBe(20);
  });
});
