import { AdminStatsStruct, API_ERRORS, VisitPageStruct, type VisitPage } from '@housesit/shared-contracts';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VisitRow } from '../db/schema.js';
import { insertBookingWithPayment } from '../seed/bookings.js';
import { insertReport, insertUser, insertVisit, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';

// Clock: 2026-06-15T14:00:00Z = 10:00 on Monday 15 June in Marblehead (EDT, UTC-4).
let t: TestApp;
let admin: TestClient, homeowner: TestClient, sitter: TestClient;
const v: Record<string, VisitRow> = {};

beforeAll(async () => {
  t = await createTestApp();
  const [h1, h2] = [await insertUser(t.db, { username: 'h1' }), await insertUser(t.db, { username: 'h2' })];
  await insertUser(t.db, { username: 'h3' });
  const s = await insertUser(t.db, { username: 'sit', role: 'housesitter' });
  await insertUser(t.db, { username: 'adm', role: 'admin' });

  v.scheduledJune = await insertVisit(t.db, { homeownerId: h1.id, scheduledDate: '2026-06-20T14:00:00Z', amountCents: 6500 });
  v.scheduledJuly = await insertVisit(t.db, { homeownerId: h1.id, scheduledDate: '2026-07-02T14:00:00Z', amountCents: 8500 });
  v.inProgress = await insertVisit(t.db, {
    homeownerId: h2.id,
    sitterId: s.id,
    status: 'in_progress',
    scheduledDate: '2026-06-15T13:00:00Z',
    amountCents: 8500,
  });
  v.doneToday = await insertVisit(t.db, {
    homeownerId: h2.id,
    sitterId: s.id,
    status: 'completed',
    scheduledDate: '2026-06-15T12:00:00Z',
    amountCents: 6500,
  });
  // Completed at 23:00 local on the 14th: yesterday in Marblehead, although already the 15th in UTC.
  v.doneLastNight = await insertVisit(t.db, {
    homeownerId: h1.id,
    status: 'completed',
    scheduledDate: '2026-06-14T15:00:00Z',
    amountCents: 11000,
  });
  v.cancelled = await insertVisit(t.db, {
    homeownerId: h1.id,
    status: 'cancelled',
    scheduledDate: '2026-06-18T14:00:00Z',
    amountCents: 6500,
  });
  v.doneMay = await insertVisit(t.db, {
    homeownerId: h2.id,
    status: 'completed',
    scheduledDate: '2026-05-30T14:00:00Z',
    amountCents: 6500,
  });
  // 23:30 local on 30 June: still this month in Marblehead, already July in UTC.
  v.lateJune = await insertVisit(t.db, { homeownerId: h2.id, scheduledDate: '2026-07-01T03:30:00Z', amountCents: 6750 });

  await insertReport(t.db, { visitId: v.inProgress.id });
  await insertReport(t.db, { visitId: v.doneToday.id, completedAt: '2026-06-15T13:30:00Z' });
  await insertReport(t.db, { visitId: v.doneLastNight.id, completedAt: '2026-06-15T03:00:00Z' });
  await insertReport(t.db, { visitId: v.doneMay.id, completedAt: '2026-05-30T15:00:00Z' });

  // Monthly revenue is money received this month (Marblehead time), as on the revenue screen:
  // standard 65.00 paid in June, extended 85.00 + lockbox 25.00 paid at 23:30 local on 31 May
  // (May, although June in UTC), and a pending one that is not money yet.
  const paid = (userId: number, plan: 'standard' | 'extended', paidAt: string | null, status: 'completed' | 'pending', lockbox = false) =>
    insertBookingWithPayment(t.db, {
      userId,
      plan,
      dates: ['2026-06-25'],
      lockbox,
      street: '1 Test Street',
      createdAt: new Date('2026-05-20T12:00:00Z'),
      status,
      paidAt: paidAt ? new Date(paidAt) : null,
    });
  await paid(h1.id, 'standard', '2026-06-02T15:00:00Z', 'completed');
  await paid(h2.id, 'extended', '2026-06-01T03:30:00Z', 'completed', true);
  await paid(h2.id, 'standard', null, 'pending');

  [admin, homeowner, sitter] = [t.client(), t.client(), t.client()];
  await signIn(admin, 'adm');
  await signIn(homeowner, 'h1');
  await signIn(sitter, 'sit');
});
afterAll(async () => {
  await t.close();
});

describe('admin endpoints are for admins only', () => {
  it.each(['/api/admin/jobs', '/api/admin/stats'])('%s answers 401 signed out and 403 for other roles', async (path) => {
    const anonymous = await t.client().get(path);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ code: 'auth.not_signed_in', message: API_ERRORS.notSignedIn });
    for (const client of [homeowner, sitter]) {
      const response = await client.get(path);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ code: 'auth.forbidden', message: API_ERRORS.forbidden });
    }
  });
});

describe('GET /api/admin/jobs', () => {
  it('lists every visit as a VisitPage', async () => {
    const response = await admin.get('/api/admin/jobs');
    expect(response.status).toBe(200);
    const body = (await response.json()) as VisitPage;
    expect(is(body, VisitPageStruct)).toBe(true);
    expect(body.total).toBe(8);
  });

  it("takes the same query as /api/visits: today's jobs", async () => {
    const body = (await (await admin.get('/api/admin/jobs?when=today')).json()) as VisitPage;
    expect(body.items.map((item) => item.id)).toEqual([v.doneToday!.id, v.inProgress!.id]);
    const scheduled = (await (await admin.get('/api/admin/jobs?status=scheduled&limit=2')).json()) as VisitPage;
    expect(scheduled).toMatchObject({ total: 3, nextOffset: 2 });
    expect(scheduled.items.every((item) => item.status === 'scheduled')).toBe(true);
  });

  it('pages through a status filter with limit and offset', async () => {
    const first = (await (await admin.get('/api/admin/jobs?status=completed&limit=2')).json()) as VisitPage;
    const second = (await (await admin.get('/api/admin/jobs?status=completed&limit=2&offset=2')).json()) as VisitPage;
    expect(first).toMatchObject({ total: 3, nextOffset: 2 });
    expect(second).toMatchObject({ total: 3, nextOffset: null });
    const ids = [...first.items, ...second.items].map((item) => item.id);
    expect(new Set(ids)).toEqual(new Set([v.doneToday!.id, v.doneLastNight!.id, v.doneMay!.id]));
    const bad = await admin.get('/api/admin/jobs?status=finished');
    expect(bad.status).toBe(400);
  });
});

describe('GET /api/admin/stats', () => {
  it('computes the four cards and the user count from the database', async () => {
    const response = await admin.get('/api/admin/stats');
    expect(response.status).toBe(200);
    const stats = await response.json();
    expect(is(stats, AdminStatsStruct)).toBe(true);
    expect(stats).toEqual({
      // scheduledJune, scheduledJuly, inProgress, lateJune
      activeJobs: 4,
      // doneToday only: doneLastNight finished yesterday in local time
      completedToday: 1,
      // inProgress
      pendingReviews: 1,
      // completed payments paid in June (local): the standard booking only
      monthlyRevenue: '65.00',
      // h1, h2, h3
      totalUsers: 3,
    });
    const revenue = (await (await admin.get('/api/admin/revenue')).json()) as { monthlyRevenueCents: number };
    expect(revenue.monthlyRevenueCents, 'the revenue screen shows the same Monthly Revenue').toBe(6500);
  });
});
