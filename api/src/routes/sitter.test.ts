import { API_ERRORS, SITTER_PAY_CENTS, SitterEarningsStruct, type SitterEarnings } from '@housesit/shared-contracts';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertReport, insertUser, insertVisit, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';

// Clock: 2026-06-15T14:00:00Z = Monday 15 June, 10:00 in Marblehead (EDT, UTC-4).
// This pay week: Monday 15 – Sunday 21 June. This month: June. Next payout: Friday 19 June.
let t: TestApp;
let sitter: TestClient, idle: TestClient;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const owner = await insertUser(t.db, { username: 'owner' });
  const s = await insertUser(t.db, { username: 'sitter', role: 'housesitter' });
  const other = await insertUser(t.db, { username: 'other', role: 'housesitter' });
  await insertUser(t.db, { username: 'idle', role: 'housesitter' });
  await insertUser(t.db, { username: 'admin', role: 'admin' });

  const done = async (
    key: string,
    plan: 'standard' | 'extended' | 'recurring',
    completedAt: string | null,
    scheduled = '2026-06-01T14:00:00Z',
    sitterId = s.id,
  ) => {
    const visit = await insertVisit(t.db, {
      homeownerId: owner.id,
      sitterId,
      status: 'completed',
      planType: plan,
      scheduledDate: scheduled,
      address: `${key} Main Street`,
    });
    if (completedAt) await insertReport(t.db, { visitId: visit.id, completedAt });
    ids[key] = visit.id;
  };
  // a: this morning → this week, June.
  await done('a', 'standard', '2026-06-15T13:30:00Z');
  // b: 23:30 on Sunday 14 June locally (already Monday in UTC) → last week, June.
  await done('b', 'extended', '2026-06-15T03:30:00Z');
  // c: Monday 1 June → week of 1 June.
  await done('c', 'recurring', '2026-06-01T15:00:00Z');
  // d: 19:00 on Sunday 31 May locally → week of 25 May, May.
  await done('d', 'standard', '2026-05-31T23:00:00Z');
  // e: no report: counts on its scheduled date, Monday 8 June.
  await done('e', 'extended', null, '2026-06-08T14:00:00Z');
  // Not counted: another sitter's visit, and visits that are not completed.
  await done('other', 'extended', '2026-06-15T12:00:00Z', '2026-06-15T11:00:00Z', other.id);
  await insertVisit(t.db, { homeownerId: owner.id, sitterId: s.id, status: 'in_progress', scheduledDate: '2026-06-15T13:00:00Z' });
  await insertVisit(t.db, { homeownerId: owner.id, sitterId: s.id, status: 'cancelled', scheduledDate: '2026-06-16T13:00:00Z' });
  await insertVisit(t.db, { homeownerId: owner.id, sitterId: s.id, status: 'scheduled', scheduledDate: '2026-06-17T13:00:00Z' });

  sitter = t.client();
  await signIn(sitter, 'sitter');
  idle = t.client();
  await signIn(idle, 'idle');
});
afterAll(async () => {
  await t.close();
});

async function earnings(client: TestClient): Promise<SitterEarnings> {
  const response = await client.get('/api/sitter/earnings');
  expect(response.status).toBe(200);
  const body = (await response.json()) as SitterEarnings;
  expect(is(body, SitterEarningsStruct)).toBe(true);
  return body;
}

describe('GET /api/sitter/earnings', () => {
  it('uses the per-plan sitter pay of the pricing module', () => {
    expect(SITTER_PAY_CENTS).toEqual({ standard: 4000, extended: 5200, recurring: 4500 });
  });

  it("computes the week, month, total, weekly payouts and history from the sitter's completed visits", async () => {
    expect(await earnings(sitter)).toEqual({
      weekCents: 4000, // a
      monthCents: 4000 + 5200 + 4500 + 5200, // a, b, c, e
      totalCents: 4000 + 5200 + 4500 + 4000 + 5200, // all five
      nextPayoutDate: '2026-06-19',
      weekly: [
        { weekStart: '2026-06-15', cents: 4000, visits: 1 },
        { weekStart: '2026-06-08', cents: 5200 + 5200, visits: 2 },
        { weekStart: '2026-06-01', cents: 4500, visits: 1 },
        { weekStart: '2026-05-25', cents: 4000, visits: 1 },
      ],
      history: [
        { visitId: ids.a, completedAt: '2026-06-15T13:30:00.000Z', planType: 'standard', payCents: 4000, propertyAddress: 'a Main Street' },
        { visitId: ids.b, completedAt: '2026-06-15T03:30:00.000Z', planType: 'extended', payCents: 5200, propertyAddress: 'b Main Street' },
        { visitId: ids.e, completedAt: '2026-06-08T14:00:00.000Z', planType: 'extended', payCents: 5200, propertyAddress: 'e Main Street' },
        {
          visitId: ids.c,
          completedAt: '2026-06-01T15:00:00.000Z',
          planType: 'recurring',
          payCents: 4500,
          propertyAddress: 'c Main Street',
        },
        { visitId: ids.d, completedAt: '2026-05-31T23:00:00.000Z', planType: 'standard', payCents: 4000, propertyAddress: 'd Main Street' },
      ],
      // Tips: routes/tips.test.ts.
      tips: [],
    });
  });

  it('moves the week and month with the clock, in the service time zone', async () => {
    try {
      // Sunday 31 May, 21:00 locally (Monday 1 June in UTC): week of 25 May, month of May.
      t.clock.set('2026-06-01T01:00:00Z');
      expect(await earnings(sitter)).toMatchObject({ weekCents: 4000, monthCents: 4000, nextPayoutDate: '2026-06-05' });
    } finally {
      t.clock.set('2026-06-15T14:00:00Z');
    }
  });

  it.each([
    ['2026-06-19T15:00:00Z', '2026-06-19'], // Friday: today
    ['2026-06-20T02:00:00Z', '2026-06-19'], // still Friday 22:00 locally
    ['2026-06-20T15:00:00Z', '2026-06-26'], // Saturday
    ['2026-06-21T15:00:00Z', '2026-06-26'], // Sunday
    ['2026-06-18T15:00:00Z', '2026-06-19'], // Thursday
  ])('at %s the next payout is %s', async (now, payout) => {
    try {
      t.clock.set(now);
      expect((await earnings(sitter)).nextPayoutDate).toBe(payout);
    } finally {
      t.clock.set('2026-06-15T14:00:00Z');
    }
  });

  it('answers zeros and empty lists to a sitter with no completed visit', async () => {
    expect(await earnings(idle)).toEqual({
      weekCents: 0,
      monthCents: 0,
      totalCents: 0,
      nextPayoutDate: '2026-06-19',
      weekly: [],
      history: [],
      tips: [],
    });
  });

  it('is for housesitters only', async () => {
    expect((await t.client().get('/api/sitter/earnings')).status).toBe(401);
    for (const username of ['owner', 'admin']) {
      const client = t.client();
      await signIn(client, username);
      const response = await client.get('/api/sitter/earnings');
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ code: 'auth.forbidden', message: API_ERRORS.forbidden });
    }
  });
});
