/**
 * 'Active Users' means one thing on /revenue and /users (admin/activeUsers.ts, decision 017):
 * a homeowner whose latest visit that took place (not cancelled) is within the last 30 days.
 * Paying recently is not enough, and a cancelled or future visit does not count.
 */
import type { HomeownerSummaryPage, RevenueReport } from '@housesit/shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBookingWithPayment } from '../seed/bookings.js';
import { insertUser, insertVisit, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';

// The test clock reads 2026-06-15T14:00:00Z.
const NOW = new Date('2026-06-15T14:00:00Z');
const inDays = (days: number) => new Date(NOW.getTime() + days * 24 * 3600 * 1000);

let t: TestApp;
let admin: TestClient;

async function both(): Promise<{ revenue: number; users: number }> {
  const revenue = (await (await admin.get('/api/admin/revenue')).json()) as RevenueReport;
  const users = (await (await admin.get('/api/admin/users/homeowners')).json()) as HomeownerSummaryPage;
  return { revenue: revenue.activeUsers, users: users.overview.activeUsers };
}

/** A completed standard booking for `date`, created and paid on `inDays(paidOn)` (negative: in the past). */
function paidBooking(userId: number, date: string, street: string, paidOn: number) {
  const at = inDays(paidOn);
  return insertBookingWithPayment(t.db, {
    userId,
    plan: 'standard',
    dates: [date],
    street,
    status: 'completed',
    createdAt: at,
    paidAt: at,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  await insertUser(t.db, { username: 'boss', role: 'admin' });
  const visited = await insertUser(t.db, { username: 'visited' });
  const paidOnly = await insertUser(t.db, { username: 'paid_only' });
  const cancelledOnly = await insertUser(t.db, { username: 'cancelled_only' });
  const lapsed = await insertUser(t.db, { username: 'lapsed' });
  // Visited 29 days ago, paid long before: active.
  await insertVisit(t.db, { homeownerId: visited.id, status: 'completed', scheduledDate: inDays(-29) });
  await paidBooking(visited.id, '2026-05-17', '1 Test Street', -100);
  // Paid yesterday for a visit next week, visited 60 days ago: not active (paying is not visiting).
  await insertVisit(t.db, { homeownerId: paidOnly.id, status: 'completed', scheduledDate: inDays(-60) });
  await insertVisit(t.db, { homeownerId: paidOnly.id, scheduledDate: inDays(7) });
  await paidBooking(paidOnly.id, '2026-06-22', '2 Test Street', -1);
  // A visit cancelled 2 days ago does not count; one 31 days ago is too old.
  await insertVisit(t.db, { homeownerId: cancelledOnly.id, status: 'cancelled', scheduledDate: inDays(-2) });
  await insertVisit(t.db, { homeownerId: lapsed.id, status: 'completed', scheduledDate: inDays(-31) });
  // ...even though they paid 5 days ago for that visit (it was booked late).
  await paidBooking(lapsed.id, '2026-05-15', '3 Test Street', -5);
  admin = t.client();
  await signIn(admin, 'boss');
});
afterAll(async () => {
  await t.close();
});

describe('Active Users on /revenue and /users', () => {
  it('is the same count on both: homeowners who had a visit in the last 30 days', async () => {
    expect(await both()).toEqual({ revenue: 1, users: 1 });
  });

  it('moves on both at once as the 30 days pass', async () => {
    // 31 days after the 'visited' homeowner's visit, nobody is active on either screen.
    t.clock.set(inDays(2).toISOString());
    expect(await both()).toEqual({ revenue: 0, users: 0 });
    // Three days earlier the lapsed homeowner's visit was 28 days old: both count 2.
    t.clock.set(inDays(-3).toISOString());
    expect(await both()).toEqual({ revenue: 2, users: 2 });
    t.clock.set(NOW.toISOString());
  });
});
