import { API_ERRORS, UserStatsStruct, VisitPageStruct, type Visit, type VisitPage } from '@housesit/shared-contracts';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users, type UserRow, type VisitRow } from '../db/schema.js';
import { insertPhoto, insertReport, insertUser, insertVisit, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';

// The test clock reads 2026-06-15T14:00:00Z, 10:00 in Marblehead (EDT).
const NOW = new Date('2026-06-15T14:00:00Z');
const inDays = (days: number) => new Date(NOW.getTime() + days * 24 * 3600 * 1000);

let t: TestApp;
let ownerA: UserRow, ownerB: UserRow, sitter1: UserRow, sitter2: UserRow;
const v: Record<string, VisitRow> = {};
let photoIds: string[] = [];
const clients: Record<string, TestClient> = {};

beforeAll(async () => {
  t = await createTestApp();
  ownerA = await insertUser(t.db, { username: 'owner_a', firstName: 'Ada', lastName: 'Ames' });
  ownerB = await insertUser(t.db, { username: 'owner_b', firstName: 'Ben', lastName: 'Bird' });
  sitter1 = await insertUser(t.db, { username: 'sitter_1', role: 'housesitter', firstName: 'Sam', lastName: 'Stone' });
  sitter2 = await insertUser(t.db, { username: 'sitter_2', role: 'housesitter' });
  await insertUser(t.db, { username: 'the_admin', role: 'admin' });

  const tasks = [
    { name: 'Security check', category: 'security_check', isCompleted: true },
    { name: 'Mail pickup', category: 'mail_collection', isCompleted: true },
  ];
  v.A1 = await insertVisit(t.db, { homeownerId: ownerA.id, sitterId: sitter1.id, scheduledDate: inDays(1), amountCents: 6500 });
  v.A2 = await insertVisit(t.db, {
    homeownerId: ownerA.id,
    sitterId: sitter1.id,
    scheduledDate: inDays(5),
    amountCents: 8500,
    planType: 'extended',
  });
  v.A3 = await insertVisit(t.db, { homeownerId: ownerA.id, scheduledDate: inDays(10), amountCents: 6750, planType: 'recurring' });
  v.A4 = await insertVisit(t.db, {
    homeownerId: ownerA.id,
    sitterId: sitter2.id,
    status: 'completed',
    scheduledDate: inDays(-3),
    amountCents: 6500,
    tasks,
  });
  v.A5 = await insertVisit(t.db, {
    homeownerId: ownerA.id,
    sitterId: sitter1.id,
    status: 'completed',
    scheduledDate: inDays(-10),
    amountCents: 11000,
  });
  v.A6 = await insertVisit(t.db, { homeownerId: ownerA.id, status: 'cancelled', scheduledDate: inDays(2), amountCents: 6500 });
  v.A7 = await insertVisit(t.db, {
    homeownerId: ownerA.id,
    sitterId: sitter1.id,
    scheduledDate: '2026-06-15T18:00:00Z',
    amountCents: 6500,
  });
  v.B1 = await insertVisit(t.db, { homeownerId: ownerB.id, sitterId: sitter1.id, scheduledDate: inDays(2) });
  v.B2 = await insertVisit(t.db, {
    homeownerId: ownerB.id,
    sitterId: sitter2.id,
    status: 'in_progress',
    scheduledDate: '2026-06-15T13:00:00Z',
  });
  v.B3 = await insertVisit(t.db, { homeownerId: ownerB.id, status: 'completed', scheduledDate: inDays(-1) });

  const reportA4 = await insertReport(t.db, { visitId: v.A4.id, completedAt: inDays(-3), notes: 'All good', durationMinutes: 40 });
  photoIds = [
    await insertPhoto(t.db, t.mediaStore, { reportId: reportA4.id }),
    await insertPhoto(t.db, t.mediaStore, { reportId: reportA4.id }),
  ];
  await insertReport(t.db, { visitId: v.A5.id, completedAt: inDays(-10), isArchived: true });
  await insertReport(t.db, { visitId: v.B2.id });

  for (const name of ['owner_a', 'owner_b', 'sitter_1', 'sitter_2', 'the_admin']) {
    clients[name] = t.client();
    await signIn(clients[name]!, name);
  }
});
afterAll(async () => {
  await t.close();
});

async function page(client: TestClient, query = ''): Promise<VisitPage> {
  const response = await client.get(`/api/visits${query}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as VisitPage;
  expect(is(body, VisitPageStruct)).toBe(true);
  return body;
}

const ids = (body: VisitPage) => body.items.map((item) => item.id);
const sorted = (...names: string[]) => names.map((name) => v[name]!.id).sort((a, b) => a - b);

describe('GET /api/visits: who sees what', () => {
  it('answers 401 when signed out', async () => {
    const response = await t.client().get('/api/visits');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 'auth.not_signed_in', message: API_ERRORS.notSignedIn });
  });

  it('gives a homeowner only their own visits', async () => {
    const a = await page(clients.owner_a!);
    expect(a.total).toBe(7);
    expect([...ids(a)].sort((x, y) => x - y)).toEqual(sorted('A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7'));
    expect(a.items.every((item) => item.homeownerId === ownerA.id)).toBe(true);

    const b = await page(clients.owner_b!);
    expect([...ids(b)].sort((x, y) => x - y)).toEqual(sorted('B1', 'B2', 'B3'));
  });

  it('gives a sitter only the visits assigned to them', async () => {
    expect([...ids(await page(clients.sitter_1!))].sort((x, y) => x - y)).toEqual(sorted('A1', 'A2', 'A5', 'A7', 'B1'));
    expect([...ids(await page(clients.sitter_2!))].sort((x, y) => x - y)).toEqual(sorted('A4', 'B2'));
  });

  it('gives an admin every visit', async () => {
    expect((await page(clients.the_admin!)).total).toBe(10);
  });
});

describe('GET /api/visits: the visit shape', () => {
  it('matches VisitStruct with amounts, tasks, report, photos and names', async () => {
    const body = await page(clients.owner_a!, '?status=completed&when=past');
    const visit = body.items.find((item) => item.id === v.A4!.id) as Visit;
    expect(visit).toMatchObject({
      status: 'completed',
      planType: 'standard',
      scheduledDate: inDays(-3).toISOString(),
      totalAmount: '65.00',
      homeownerId: ownerA.id,
      homeowner: { id: ownerA.id, firstName: 'Ada', lastName: 'Ames' },
      assignedSitterId: sitter2.id,
      // The customer knows their sitter by first name only (who is coming).
      assignedSitter: { id: sitter2.id, firstName: 'Test', lastName: '' },
      sitterCard: { firstName: 'Test', photoUrl: null, profile: null },
      propertyAddress: '1 Test Street, Marblehead, MA 01945',
      specialInstructions: null,
      schedulingAddOns: [],
    });
    expect(visit).not.toHaveProperty('accessInstructions');
    expect(visit.tasks.map((task) => [task.task.name, task.task.price, task.task.category, task.isCompleted])).toEqual([
      ['Security check', '0.00', 'security_check', true],
      ['Mail pickup', '0.00', 'mail_collection', true],
    ]);
    expect(visit.report).toMatchObject({
      duration: 40,
      notes: 'All good',
      isArchived: false,
      completedAt: inDays(-3).toISOString(),
      mediaUrls: photoIds.map((id) => `/api/media/${id}`),
    });
    const unassigned = (await page(clients.owner_a!, '?status=cancelled')).items[0];
    expect(unassigned).toMatchObject({ id: v.A6!.id, assignedSitterId: null, assignedSitter: null, report: null, tasks: [] });
  });
});

describe('GET /api/visits: filters and paging', () => {
  it('pages with limit and offset', async () => {
    const first = await page(clients.owner_a!, '?limit=3');
    expect(first.items).toHaveLength(3);
    expect(first).toMatchObject({ total: 7, nextOffset: 3 });
    const last = await page(clients.owner_a!, '?limit=3&offset=6');
    expect(last.items).toHaveLength(1);
    expect(last.nextOffset).toBeNull();
    const all = [...ids(first), ...ids(await page(clients.owner_a!, '?limit=3&offset=3')), ...ids(last)];
    expect(new Set(all).size).toBe(7);
  });

  it('lists upcoming visits soonest first and past ones latest first', async () => {
    expect(ids(await page(clients.owner_a!, '?when=upcoming'))).toEqual(['A7', 'A1', 'A2', 'A3'].map((n) => v[n]!.id));
    expect(ids(await page(clients.owner_a!, '?when=upcoming&status=scheduled&limit=3'))).toEqual(['A7', 'A1', 'A2'].map((n) => v[n]!.id));
    // A6 is cancelled: in two days, but no longer coming, so it is history.
    expect(ids(await page(clients.owner_a!, '?when=past'))).toEqual(['A6', 'A4', 'A5'].map((n) => v[n]!.id));
  });

  it("lists today's visits by the service's calendar day", async () => {
    expect(ids(await page(clients.the_admin!, '?when=today'))).toEqual(['B2', 'A7'].map((n) => v[n]!.id));
  });

  it('filters by archived report', async () => {
    expect(ids(await page(clients.owner_a!, '?archived=true'))).toEqual([v.A5!.id]);
    expect((await page(clients.owner_a!, '?archived=false')).total).toBe(6);
  });

  it('refuses bad query values with 400 and caps the page size', async () => {
    for (const query of ['?status=lost', '?when=someday', '?limit=abc', '?limit=0', '?offset=-1', '?archived=maybe', '?colour=blue']) {
      const response = await clients.owner_a!.get(`/api/visits${query}`);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBeTruthy();
    }
    const capped = await page(clients.the_admin!, '?limit=500');
    expect(capped.items).toHaveLength(10);
  });

  it('costs one statement per page whatever its size, a count only when more visits follow, and only the session on a repeat', async () => {
    const statements = async (query: string) => {
      const before = t.database.queryCount();
      await page(clients.owner_a!, query);
      return t.database.queryCount() - before;
    };
    // Any write moves the data version on, so none of these pages is cached yet.
    await t.db.update(users).set({ firstName: 'Ada' }).where(eq(users.id, ownerA.id));
    // The session lookup, the page, and the count when the page does not reach the end.
    expect(await statements('?limit=1')).toBe(3);
    expect(await statements('?limit=6')).toBe(3);
    expect(await statements('?limit=7')).toBe(2);
    expect(await statements('')).toBe(2);
    expect(await statements('?limit=3&offset=6')).toBe(2);
    // A list by `when` also asks when its next visit passes (until then it holds).
    expect(await statements('?when=upcoming')).toBe(3);
    // The same pages again, with no write in between: the instance's page cache answers.
    expect(await statements('?limit=1')).toBe(1);
    expect(await statements('')).toBe(1);
    expect(await statements('?when=upcoming')).toBe(1);
    // Past the end nothing came back, so only a count can tell the total.
    expect(await page(clients.owner_a!, '?offset=9')).toEqual({ items: [], total: 7, nextOffset: null });
  });
});

describe('GET /api/user/stats', () => {
  it("sums up a homeowner's own visits", async () => {
    const response = await clients.owner_a!.get('/api/user/stats');
    expect(response.status).toBe(200);
    const stats = await response.json();
    expect(is(stats, UserStatsStruct)).toBe(true);
    expect(stats).toEqual({
      upcomingVisits: 4,
      completedVisits: 2,
      totalSpent: '457.50',
      nextVisitDate: '2026-06-15T18:00:00.000Z',
    });
  });

  it('answers 403 for other roles and 401 when signed out', async () => {
    expect((await clients.sitter_1!.get('/api/user/stats')).status).toBe(403);
    expect((await t.client().get('/api/user/stats')).status).toBe(401);
  });
});

describe('GET /api/visits: visits finished early', () => {
  it('counts a visit completed ahead of its slot as past, so its report shows among past visits', async () => {
    const ownerC = await insertUser(t.db, { username: 'owner_c' });
    const early = await insertVisit(t.db, { homeownerId: ownerC.id, status: 'completed', scheduledDate: inDays(3) });
    const later = await insertVisit(t.db, { homeownerId: ownerC.id, scheduledDate: inDays(4) });
    const client = t.client();
    await signIn(client, 'owner_c');
    expect(ids(await page(client, '?when=past'))).toEqual([early.id]);
    expect(ids(await page(client, '?when=upcoming&status=scheduled'))).toEqual([later.id]);
  });
});
