import { API_ERRORS, HomeownerSummaryPageStruct, type HomeownerSummaryPage } from '@housesit/shared-contracts';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow, VisitRow } from '../db/schema.js';
import { insertUser, insertVisit, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';

// The test clock reads 2026-06-15T14:00:00Z.
const NOW = new Date('2026-06-15T14:00:00Z');
const inDays = (days: number) => new Date(NOW.getTime() + days * 24 * 3600 * 1000);

let t: TestApp;
let admin: TestClient;
let ada: UserRow, ben: UserRow, cy: UserRow;
const v: Record<string, VisitRow> = {};

beforeAll(async () => {
  t = await createTestApp();
  await insertUser(t.db, { username: 'boss', role: 'admin' });
  ada = await insertUser(t.db, { username: 'ada', firstName: 'Ada', lastName: 'Ames', email: 'ada@example.com', phone: '781-555-0100' });
  ben = await insertUser(t.db, { username: 'ben', firstName: 'Ben', lastName: 'Bird', email: 'bird@example.org' });
  cy = await insertUser(t.db, { username: 'cy', firstName: 'Cy', lastName: 'Cole' });
  await insertUser(t.db, { username: 'no_visits' });
  // Ada: active (visited 3 days ago), one upcoming, one cancelled, five visits in all.
  v.a1 = await insertVisit(t.db, { homeownerId: ada.id, status: 'completed', scheduledDate: inDays(-3), amountCents: 6500 });
  v.a2 = await insertVisit(t.db, { homeownerId: ada.id, status: 'completed', scheduledDate: inDays(-40), amountCents: 8500 });
  v.a3 = await insertVisit(t.db, { homeownerId: ada.id, status: 'cancelled', scheduledDate: inDays(-1), amountCents: 9900 });
  v.a4 = await insertVisit(t.db, { homeownerId: ada.id, scheduledDate: inDays(4), amountCents: 6750 });
  v.a5 = await insertVisit(t.db, { homeownerId: ada.id, status: 'completed', scheduledDate: inDays(-90), amountCents: 6500 });
  // Ben: inactive (last visit 45 days ago), nothing scheduled.
  v.b1 = await insertVisit(t.db, { homeownerId: ben.id, status: 'completed', scheduledDate: inDays(-45), amountCents: 11000 });
  // Cy: only a future visit, so no last visit yet.
  v.c1 = await insertVisit(t.db, { homeownerId: cy.id, scheduledDate: inDays(10), amountCents: 6500 });
  admin = t.client();
  await signIn(admin, 'boss');
});
afterAll(async () => {
  await t.close();
});

async function summaries(query = ''): Promise<HomeownerSummaryPage> {
  const response = await admin.get(`/api/admin/users/homeowners${query}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as HomeownerSummaryPage;
  expect(is(body, HomeownerSummaryPageStruct)).toBe(true);
  return body;
}

describe('GET /api/admin/users/homeowners', () => {
  it('groups the visits by homeowner with the totals of the users screen', async () => {
    const body = await summaries();
    expect(body.items.map((item) => item.homeownerId)).toEqual([ada.id, ben.id, cy.id]);
    expect(body.items[0]).toEqual({
      homeownerId: ada.id,
      name: 'Ada Ames',
      username: 'ada',
      email: 'ada@example.com',
      phone: '781-555-0100',
      address: null,
      totalVisits: 4,
      totalSpentCents: 6500 + 8500 + 6750 + 6500,
      lastVisit: inDays(-3).toISOString(),
      isActive: true,
      hasUpcoming: true,
      upcomingVisits: 1,
      nextVisit: inDays(4).toISOString(),
      // The visits that took place, latest first (not the upcoming one, not the cancelled one);
      // shown + '+n more' + upcoming is 'Total visits'.
      recentVisits: [
        { id: v.a1!.id, scheduledDate: inDays(-3).toISOString(), totalAmount: '65.00', status: 'completed' },
        { id: v.a2!.id, scheduledDate: inDays(-40).toISOString(), totalAmount: '85.00', status: 'completed' },
        { id: v.a5!.id, scheduledDate: inDays(-90).toISOString(), totalAmount: '65.00', status: 'completed' },
      ],
      moreVisits: 0,
    });
    for (const item of body.items) expect(item.recentVisits.length + item.moreVisits + item.upcomingVisits).toBe(item.totalVisits);
    expect(body.items[1]).toMatchObject({ name: 'Ben Bird', totalVisits: 1, isActive: false, hasUpcoming: false, moreVisits: 0 });
    // A new customer: nothing took place yet, so nothing listed and no '+n more' of it.
    expect(body.items[2]).toMatchObject({
      name: 'Cy Cole',
      lastVisit: null,
      isActive: false,
      hasUpcoming: true,
      upcomingVisits: 1,
      nextVisit: inDays(10).toISOString(),
      recentVisits: [],
      moreVisits: 0,
    });
    // Homeowners without a visit are not users of this screen.
    expect(body.total).toBe(3);
    expect(body.overview).toEqual({ totalUsers: 3, activeUsers: 1, avgVisits: 2, avgSpentCents: Math.round((28250 + 11000 + 6500) / 3) });
  });

  it('searches the id, the name and the email, and pages', async () => {
    expect((await summaries('?search=BIRD@')).items.map((i) => i.homeownerId)).toEqual([ben.id]);
    expect((await summaries('?search=cy%20co')).items.map((i) => i.homeownerId)).toEqual([cy.id]);
    const byId = await summaries(`?search=%23${ada.id}`);
    expect(byId.items.map((i) => i.homeownerId)).toContain(ada.id);
    // The overview stays the whole population while the list narrows.
    expect(byId.overview.totalUsers).toBe(3);
    expect(await summaries('?search=nobody-like-this')).toMatchObject({ items: [], total: 0, nextOffset: null });

    const first = await summaries('?limit=2');
    expect(first).toMatchObject({ total: 3, nextOffset: 2 });
    const second = await summaries('?limit=2&offset=2');
    expect(second.items.map((i) => i.homeownerId)).toEqual([cy.id]);
    expect(second.nextOffset).toBeNull();
    expect((await admin.get('/api/admin/users/homeowners?limit=zero')).status).toBe(400);
  });

  it('is for admins only', async () => {
    const owner = t.client();
    await signIn(owner, 'ada');
    const refused = await owner.get('/api/admin/users/homeowners');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ code: 'auth.forbidden', message: API_ERRORS.forbidden });
    expect((await t.client().get('/api/admin/users/homeowners')).status).toBe(401);
  });

  it("lists one homeowner's visits in the job queue for View Details", async () => {
    const response = await admin.get(`/api/admin/jobs?homeownerId=${ada.id}`);
    const body = (await response.json()) as { items: { homeownerId: number }[]; total: number };
    expect(body.total).toBe(5);
    expect(body.items.every((item) => item.homeownerId === ada.id)).toBe(true);
    expect((await admin.get('/api/admin/jobs?homeownerId=abc')).status).toBe(400);
  });
});
