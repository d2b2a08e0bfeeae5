import { API_ERRORS, RevenueReportStruct, type RevenueReport } from '@housesit/shared-contracts';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import { insertBookingWithPayment, type SeedBooking } from '../seed/bookings.js';
import { insertReport, insertUser, insertVisit, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';

// Clock: 2026-06-15T14:00:00Z = 10:00 on Monday 15 June in Marblehead (EDT, UTC-4).
// Prices (pricing module): standard 6500, extended 8500, lockbox 2500 once per property,
// recurring weekly 22500 (4 visits), biweekly 13500 (2 visits).
let t: TestApp;
let admin: TestClient;
let empty: RevenueReport;
const u: Record<'alice' | 'bob' | 'cara', UserRow> = {} as never;

const book = (
  user: UserRow,
  input: Omit<SeedBooking, 'userId' | 'street' | 'createdAt' | 'paidAt'> & { createdAt?: string; paidAt?: string },
) =>
  insertBookingWithPayment(t.db, {
    ...input,
    userId: user.id,
    street: '1 Test Street',
    createdAt: new Date(input.createdAt ?? input.paidAt ?? '2026-01-01T12:00:00Z'),
    paidAt: input.paidAt ? new Date(input.paidAt) : null,
  });

async function report(client = admin): Promise<RevenueReport> {
  const response = await client.get('/api/admin/revenue');
  expect(response.status).toBe(200);
  const body = (await response.json()) as RevenueReport;
  expect(is(body, RevenueReportStruct)).toBe(true);
  return body;
}

beforeAll(async () => {
  t = await createTestApp();
  u.alice = await insertUser(t.db, { username: 'alice', firstName: 'Alice', lastName: 'Archer' });
  u.bob = await insertUser(t.db, { username: 'bob', firstName: 'Bob', lastName: 'Baker' });
  u.cara = await insertUser(t.db, { username: 'cara', firstName: 'Cara', lastName: 'Cole' });
  await insertUser(t.db, { username: 'adm', role: 'admin' });
  await insertUser(t.db, { username: 'sit', role: 'housesitter' });
  admin = t.client();
  await signIn(admin, 'adm');
  empty = await report();

  const paid = (at: string) => ({ status: 'completed' as const, paidAt: at });
  // #1 June: 2 × 6500 + lockbox 2500 = 15500, 2 visits.
  await book(u.alice, { plan: 'standard', dates: ['2026-06-20', '2026-06-21'], lockbox: true, ...paid('2026-06-10T15:00:00Z') });
  // #2 23:30 on 31 May in Marblehead (already June in UTC): May. 8500, 1 visit.
  await book(u.bob, { plan: 'extended', dates: ['2026-06-05'], taskIds: ['litter', 'windowboxes'], ...paid('2026-06-01T03:30:00Z') });
  // #3 00:30 on 1 June in Marblehead: June. 22500, 4 visits.
  await book(u.alice, {
    plan: 'recurring',
    cadence: 'weekly',
    dates: ['2026-06-08'],
    taskIds: ['litter'],
    ...paid('2026-06-01T04:30:00Z'),
  });
  // #4 January, the oldest month of the chart. 13500, 2 visits.
  await book(u.cara, { plan: 'recurring', cadence: 'biweekly', dates: ['2026-01-20'], ...paid('2026-01-10T15:00:00Z') });
  // #5 December 2025: before the chart, still in the total. 6500 + 2500 = 9000, 1 visit.
  await book(u.cara, { plan: 'standard', dates: ['2025-12-28'], lockbox: true, ...paid('2025-12-20T15:00:00Z') });
  // #6 30 days and one hour ago: May, not an active user any more. 6500, 1 visit.
  await book(u.cara, { plan: 'standard', dates: ['2026-05-20'], ...paid('2026-05-16T13:00:00Z') });
  // Not revenue: pending, failed, and a refunded payment that had been paid this month.
  await book(u.bob, {
    plan: 'extended',
    dates: ['2026-06-30'],
    taskIds: ['fishcare'],
    status: 'pending',
    createdAt: '2026-06-14T12:00:00Z',
  });
  await book(u.cara, { plan: 'standard', dates: ['2026-06-30'], status: 'failed', createdAt: '2026-06-13T12:00:00Z' });
  await book(u.bob, {
    plan: 'extended',
    dates: ['2026-06-25', '2026-06-26'],
    lockbox: true,
    taskIds: ['gardenwater'],
    status: 'refunded',
    paidAt: '2026-06-05T12:00:00Z',
  });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/revenue', () => {
  it('answers 401 signed out and 403 to homeowners and sitters', async () => {
    const anonymous = await t.client().get('/api/admin/revenue');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ code: 'auth.not_signed_in', message: API_ERRORS.notSignedIn });
    for (const username of ['alice', 'sit']) {
      const client = t.client();
      await signIn(client, username);
      const response = await client.get('/api/admin/revenue');
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ code: 'auth.forbidden', message: API_ERRORS.forbidden });
    }
  });

  it('answers zeros and six empty months before anything was paid', () => {
    expect(empty).toEqual({
      totalRevenueCents: 0,
      grossRevenueCents: 0,
      refundedCents: 0,
      monthlyRevenueCents: 0,
      avgVisitValueCents: 0,
      activeUsers: 0,
      paidBookings: 0,
      visitsBought: 0,
      months: ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'].map((month) => ({ month, revenueCents: 0, payments: 0 })),
      topServices: [],
      customTasks: [],
      recentPayments: [],
      tips: { monthCents: 0, totalCents: 0, count: 0 },
    });
  });

  it('counts only completed payments, months in Marblehead time', async () => {
    const body = await report();
    // 15500 + 8500 + 22500 + 13500 + 9000 + 6500
    expect(body.totalRevenueCents).toBe(75500);
    // Gross adds the payment refunded whole (Extended × 2 + lockbox, 19500), refunds take it back.
    expect(body.grossRevenueCents).toBe(75500 + 19500);
    expect(body.refundedCents).toBe(19500);
    // #1 and #3; #2 was paid on 31 May local time, the refund is not revenue.
    expect(body.monthlyRevenueCents).toBe(38000);
    expect(body.paidBookings).toBe(6);
    // 2 + 1 + 4 + 2 + 1 + 1 visits; 75500 / 11 = 6863.6 cents.
    expect(body.visitsBought).toBe(11);
    expect(body.avgVisitValueCents).toBe(6864);
    // Paying is not visiting: no visit took place yet, so nobody is active (activeUsers.test.ts).
    expect(body.activeUsers).toBe(0);
    expect(body.months).toEqual([
      { month: '2026-01', revenueCents: 13500, payments: 1 },
      { month: '2026-02', revenueCents: 0, payments: 0 },
      { month: '2026-03', revenueCents: 0, payments: 0 },
      { month: '2026-04', revenueCents: 0, payments: 0 },
      { month: '2026-05', revenueCents: 15000, payments: 2 },
      { month: '2026-06', revenueCents: 38000, payments: 2 },
    ]);
  });

  it('splits Top Services by plan and the lockbox with their shares, and counts custom tasks', async () => {
    const body = await report();
    expect(body.topServices).toEqual([
      // #3 22500 + #4 13500
      { id: 'recurring', name: 'Recurring Visit', bookings: 2, revenueCents: 36000, sharePercent: 47.7 },
      // #1 13000 + #5 6500 + #6 6500 without their lockboxes
      { id: 'standard', name: 'Standard Visit', bookings: 3, revenueCents: 26000, sharePercent: 34.4 },
      { id: 'extended', name: 'Extended Visit', bookings: 1, revenueCents: 8500, sharePercent: 11.3 },
      { id: 'lockbox', name: 'Lockbox', bookings: 2, revenueCents: 5000, sharePercent: 6.6 },
    ]);
    // The pending booking's fish care and the refunded one's garden beds do not count.
    expect(body.customTasks).toEqual([
      { id: 'litter', name: 'Litter box', bookings: 2 },
      { id: 'windowboxes', name: 'Water window boxes', bookings: 1 },
    ]);
  });

  // docs/product/platform.md: 'Recent Payments: the 5 latest completed jobs', by when each was completed.
  it('lists the five latest completed jobs with customer, plan, price and completion', async () => {
    const job = async (
      user: UserRow,
      planType: 'standard' | 'extended',
      amountCents: number,
      completedAt: string | null,
      status: 'completed' | 'in_progress' = 'completed',
    ) => {
      const visit = await insertVisit(t.db, { homeownerId: user.id, planType, amountCents, status, scheduledDate: '2026-06-01T14:00:00Z' });
      await insertReport(t.db, { visitId: visit.id, completedAt });
      return visit.id;
    };
    const oldest = await job(u.cara, 'standard', 6500, '2026-06-02T15:00:00Z');
    const latest = await job(u.alice, 'extended', 8500, '2026-06-14T20:00:00Z');
    await job(u.bob, 'standard', 6500, '2026-06-10T15:00:00Z');
    await job(u.bob, 'standard', 7000, '2026-06-09T15:00:00Z');
    await job(u.alice, 'standard', 6500, '2026-06-08T15:00:00Z');
    await job(u.cara, 'extended', 8500, '2026-06-07T15:00:00Z');
    // Started, not completed: not a completed job.
    await job(u.alice, 'standard', 6500, null, 'in_progress');
    const body = await report();
    expect(body.recentPayments.map(({ id: _id, bookingId: _b, visitId: _v, ...rest }) => rest)).toEqual([
      { customerName: 'Alice Archer', plan: 'extended', amountCents: 8500, completedAt: '2026-06-14T20:00:00.000Z' },
      { customerName: 'Bob Baker', plan: 'standard', amountCents: 6500, completedAt: '2026-06-10T15:00:00.000Z' },
      { customerName: 'Bob Baker', plan: 'standard', amountCents: 7000, completedAt: '2026-06-09T15:00:00.000Z' },
      { customerName: 'Alice Archer', plan: 'standard', amountCents: 6500, completedAt: '2026-06-08T15:00:00.000Z' },
      { customerName: 'Cara Cole', plan: 'extended', amountCents: 8500, completedAt: '2026-06-07T15:00:00.000Z' },
    ]);
    expect(body.recentPayments[0]).toMatchObject({ id: latest, visitId: latest, bookingId: null });
    expect(body.recentPayments.map((job) => job.visitId)).not.toContain(oldest);
  });

  it('moves to the next month at midnight in Marblehead, not in UTC', async () => {
    t.clock.set('2026-07-01T03:59:00Z'); // 23:59 on 30 June
    const june = await report();
    expect(june.monthlyRevenueCents).toBe(38000);
    expect(june.months.at(-1)).toEqual({ month: '2026-06', revenueCents: 38000, payments: 2 });

    t.clock.set('2026-07-01T04:00:00Z'); // 00:00 on 1 July
    const july = await report();
    expect(july.monthlyRevenueCents).toBe(0);
    expect(july.months.map((m) => m.month)).toEqual(['2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07']);
    // The completed jobs above were on 1 June 14:00 UTC, within 30 days: Alice, Bob and Cara.
    expect(july.activeUsers).toBe(3);
    t.clock.set('2026-06-15T14:00:00Z');
  });
});
