/** The admin job queue's filters: service-area days, sitter, unassigned and search. */
import { VisitPageStruct, type VisitPage } from '@housesit/shared-contracts';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VisitRow } from '../db/schema.js';
import { insertUser, insertVisit, signIn } from '../test/fixtures.js';
import { createTestApp, TestClock, type TestApp, type TestClient } from '../test/testApp.js';
import { likePattern } from '../visits/list.js';

// 22:30 on Monday 15 June in Marblehead (EDT) = 02:30 on the 16th in UTC (11:30 on the 16th in
// Tokyo): "today" must be the 15th whatever the server's own time zone.
const NOW = '2026-06-16T02:30:00Z';
let t: TestApp;
let admin: TestClient;
let sitterId: number;
const v: Record<string, VisitRow> = {};

beforeAll(async () => {
  t = await createTestApp({ clock: new TestClock(NOW) });
  const ada = await insertUser(t.db, { username: 'ada', firstName: 'Ada', lastName: 'Lovelace' });
  const bob = await insertUser(t.db, { username: 'bob', firstName: 'Bob', lastName: 'Percent_100%' });
  const sit = await insertUser(t.db, { username: 'sit', role: 'housesitter', firstName: 'Sasha', lastName: 'Quill' });
  sitterId = sit.id;
  await insertUser(t.db, { username: 'adm', role: 'admin' });

  // 09:00 local on the 15th, and 23:00 local on the 15th (already the 16th in UTC).
  v.todayMorning = await insertVisit(t.db, {
    homeownerId: ada.id,
    sitterId: sit.id,
    scheduledDate: '2026-06-15T13:00:00Z',
    address: '12 Front Street',
  });
  v.todayLate = await insertVisit(t.db, { homeownerId: bob.id, scheduledDate: '2026-06-16T03:00:00Z', address: '5 Beach Road' });
  // 23:00 local on the 14th: yesterday, although the 15th in UTC.
  v.yesterday = await insertVisit(t.db, {
    homeownerId: ada.id,
    status: 'completed',
    scheduledDate: '2026-06-15T03:00:00Z',
    address: '12 Front Street',
  });
  v.tomorrow = await insertVisit(t.db, {
    homeownerId: ada.id,
    sitterId: sit.id,
    scheduledDate: '2026-06-16T14:00:00Z',
    address: '12 Front Street',
  });
  v.nextWeek = await insertVisit(t.db, { homeownerId: bob.id, scheduledDate: '2026-06-22T14:00:00Z', address: '5 Beach Road' });
  // Far ahead, and one cancelled without a sitter (it needs none).
  v.nextYear = await insertVisit(t.db, { homeownerId: bob.id, scheduledDate: '2027-06-22T14:00:00Z', address: '5 Beach Road' });
  v.cancelled = await insertVisit(t.db, {
    homeownerId: bob.id,
    status: 'cancelled',
    scheduledDate: '2026-06-18T14:00:00Z',
    address: '5 Beach Road',
  });

  admin = t.client();
  await signIn(admin, 'adm');
});
afterAll(async () => {
  await t.close();
});

async function ids(query: string): Promise<number[]> {
  const response = await admin.get(`/api/admin/jobs?${query}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as VisitPage;
  expect(is(body, VisitPageStruct)).toBe(true);
  return body.items.map((visit) => visit.id);
}

describe("GET /api/admin/jobs: the day's work", () => {
  it('from today opens on today (service-area day) then upcoming, earliest first', async () => {
    expect(await ids('from=2026-06-15')).toEqual([
      v.todayMorning!.id,
      v.todayLate!.id,
      v.tomorrow!.id,
      v.cancelled!.id,
      v.nextWeek!.id,
      v.nextYear!.id,
    ]);
  });

  it('over every date puts today and what comes next first, soonest first (not the far future), then the past, latest first', async () => {
    expect(await ids('')).toEqual([
      v.todayMorning!.id,
      v.todayLate!.id,
      v.tomorrow!.id,
      v.cancelled!.id,
      v.nextWeek!.id,
      v.nextYear!.id,
      v.yesterday!.id,
    ]);
    // Completed over every date: the completed visits, latest first.
    expect(await ids('status=completed')).toEqual([v.yesterday!.id]);
  });

  it('from/to is a range of whole service-area days, inclusive', async () => {
    expect(await ids('from=2026-06-15&to=2026-06-15')).toEqual([v.todayMorning!.id, v.todayLate!.id]);
    expect(await ids('from=2026-06-14&to=2026-06-14')).toEqual([v.yesterday!.id]);
    expect(await ids('to=2026-06-14')).toEqual([v.yesterday!.id]);
  });

  it("when=today is the service area's day, not the server's", async () => {
    expect(await ids('when=today')).toEqual([v.todayMorning!.id, v.todayLate!.id]);
  });

  it('filters by status with the range', async () => {
    expect(await ids('from=2026-06-14&status=completed')).toEqual([v.yesterday!.id]);
  });

  it('filters by sitter and by unassigned', async () => {
    expect(await ids(`from=2026-06-15&sitterId=${sitterId}`)).toEqual([v.todayMorning!.id, v.tomorrow!.id]);
    // A cancelled visit needs no sitter: 'Unassigned' leaves it out.
    expect(await ids('from=2026-06-15&unassigned=true')).toEqual([v.todayLate!.id, v.nextWeek!.id, v.nextYear!.id]);
  });

  it("searches the homeowner's name, the sitter's name, the address and the visit id", async () => {
    expect(await ids('from=2026-06-15&search=ada%20love')).toEqual([v.todayMorning!.id, v.tomorrow!.id]);
    expect(await ids('from=2026-06-15&search=sasha%20q')).toEqual([v.todayMorning!.id, v.tomorrow!.id]);
    expect(await ids('from=2026-06-15&search=QUILL')).toEqual([v.todayMorning!.id, v.tomorrow!.id]);
    expect(await ids('from=2026-06-15&search=BEACH')).toEqual([v.todayLate!.id, v.cancelled!.id, v.nextWeek!.id, v.nextYear!.id]);
    expect(await ids(`search=%23${v.tomorrow!.id}`)).toEqual([v.tomorrow!.id]);
  });

  it('takes %, _ and \\ in a search literally', async () => {
    expect(likePattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
    expect(await ids('search=%25')).toEqual([v.todayLate!.id, v.cancelled!.id, v.nextWeek!.id, v.nextYear!.id]);
    expect(await ids('search=t_100')).toEqual([v.todayLate!.id, v.cancelled!.id, v.nextWeek!.id, v.nextYear!.id]);
    expect(await ids('search=Lovelac_')).toEqual([]);
    expect(await ids('search=%5C')).toEqual([]);
  });

  it('refuses junk with a coded 400, never a 500', async () => {
    for (const query of [
      'search=%00',
      'from=2026-13-01',
      'to=yesterday',
      'sitterId=-1',
      'sitterId=99999999999',
      'unassigned=maybe',
      `search=${'x'.repeat(101)}`,
    ]) {
      const response = await admin.get(`/api/admin/jobs?${query}`);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { code: string }).code, query).toMatch(/^request\./);
    }
    expect(await ids('search=%F0%9F%8F%A0%27%22%3B--')).toEqual([]);
  });

  it('keys the page cache on every filter', async () => {
    const all = await ids('from=2026-06-15');
    const unassigned = await ids('from=2026-06-15&unassigned=true');
    const searched = await ids('from=2026-06-15&search=ada');
    expect(new Set([all.join(), unassigned.join(), searched.join()]).size).toBe(3);
  });
});
