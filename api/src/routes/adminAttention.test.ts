/**
 * The admin's 'Needs attention' report at the instants its rules turn on: a window that has
 * just ended, midnight in New York (today and tomorrow move), and the 7 days of look-back.
 */
import type { AttentionReport } from '@housesit/shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, locationRequests, messages, subscriptionPeriods, subscriptions, type UserRow } from '../db/schema.js';
import { insertUser, insertVisit, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';

let t: TestApp;
let admin: TestClient;
let owner: UserRow, sitter: UserRow;
const ids: Record<string, number> = {};

const report = async () => {
  const response = await admin.get('/api/admin/attention');
  expect(response.status).toBe(200);
  return (await response.json()) as AttentionReport;
};
const listed = (group: { items: { id: number }[] }) => group.items.map((item) => item.id);

beforeAll(async () => {
  t = await createTestApp();
  owner = await insertUser(t.db, { username: 'attowner', firstName: 'Olivia', lastName: 'Owens' });
  sitter = await insertUser(t.db, { username: 'attsitter', role: 'housesitter', firstName: 'Sam', lastName: 'Sitter' });
  await insertUser(t.db, { username: 'attadmin', role: 'admin' });
  admin = t.client();
  await signIn(admin, 'attadmin');
  // Monday, June 15, 2026; New York is UTC-4. Windows: morning 8–12, midday 12–4, evening 4–8.
  ids.todayEvening = (await insertVisit(t.db, { homeownerId: owner.id, scheduledDate: '2026-06-15T20:00:00Z', timeWindow: 'evening' })).id;
  ids.tomorrowMorning = (
    await insertVisit(t.db, { homeownerId: owner.id, scheduledDate: '2026-06-16T12:00:00Z', timeWindow: 'morning' })
  ).id;
  ids.inTwoDays = (await insertVisit(t.db, { homeownerId: owner.id, scheduledDate: '2026-06-17T12:00:00Z', timeWindow: 'morning' })).id;
  ids.assignedToday = (
    await insertVisit(t.db, { homeownerId: owner.id, sitterId: sitter.id, scheduledDate: '2026-06-15T16:00:00Z', timeWindow: 'midday' })
  ).id;
  ids.startedToday = (
    await insertVisit(t.db, {
      homeownerId: owner.id,
      sitterId: sitter.id,
      status: 'in_progress',
      scheduledDate: '2026-06-15T12:00:00Z',
      timeWindow: 'morning',
    })
  ).id;
  ids.missedLastWeek = (
    await insertVisit(t.db, { homeownerId: owner.id, sitterId: sitter.id, scheduledDate: '2026-06-09T12:00:00Z', timeWindow: 'morning' })
  ).id;
  ids.missedLongAgo = (
    await insertVisit(t.db, { homeownerId: owner.id, sitterId: sitter.id, scheduledDate: '2026-06-01T12:00:00Z', timeWindow: 'morning' })
  ).id;
  await insertVisit(t.db, { homeownerId: owner.id, status: 'cancelled', scheduledDate: '2026-06-15T20:00:00Z', timeWindow: 'evening' });
  await t.db.insert(messages).values({ visitId: ids.todayEvening!, senderId: owner.id, body: 'Is someone coming tonight?' });
  await t.db.insert(locationRequests).values([
    {
      variant: 'city',
      fullName: 'New Asker',
      email: 'new@example.com',
      phone: '781-555-0100',
      createdAt: new Date('2026-06-14T12:00:00Z'),
    },
    {
      variant: 'city',
      fullName: 'Old Asker',
      status: 'contacted',
      email: 'old@example.com',
      phone: '781-555-0101',
      createdAt: new Date('2026-05-01T12:00:00Z'),
    },
  ]);
  const [booking] = await t.db
    .insert(bookings)
    .values({
      userId: owner.id,
      flow: 'wizard',
      plan: 'recurring',
      cadence: 'weekly',
      dates: ['2026-06-01'],
      propertyAddress: '8 Washington Street',
      city: 'Marblehead',
      state: 'MA',
      zip: '01945',
      propertyType: 'house',
      visitKey: 'extended_weekly',
      totalCents: 22500,
      quote: { lines: [] },
    })
    .returning();
  const [plan] = await t.db
    .insert(subscriptions)
    .values({
      userId: owner.id,
      bookingId: booking!.id,
      cadence: 'weekly',
      status: 'past_due',
      startDate: '2026-06-01',
      currentPeriodStart: '2026-06-01',
      currentPeriodEnd: '2026-06-29',
      provider: 'sandbox',
    })
    .returning();
  ids.plan = plan!.id;
  await t.db.insert(subscriptionPeriods).values({
    subscriptionId: plan!.id,
    periodIndex: 1,
    startDate: '2026-06-29',
    endDate: '2026-07-27',
    cadence: 'weekly',
    status: 'failed',
    amountCents: 22500,
    failureReason: 'Your card was declined.',
  });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/attention', () => {
  it('at 10:00 on a Monday: unassigned visits today and tomorrow, a missed start of last week, the open messages, plan and request', async () => {
    t.clock.set('2026-06-15T14:00:00Z');
    const now = await report();
    expect(listed(now.unassignedSoon)).toEqual([ids.todayEvening, ids.tomorrowMorning]);
    expect(now.unassignedSoon.items[0]).toMatchObject({ homeownerName: 'Olivia Owens', sitterName: null, timeWindow: 'evening' });
    expect(listed(now.missedStarts)).toEqual([ids.missedLastWeek]);
    expect(now.missedStarts.items[0]?.sitterName).toBe('Sam Sitter');
    // The morning visit started at 8 is still inside its window (until 12).
    expect(listed(now.overrunning)).toEqual([]);
    expect(now.unreadMessages).toEqual({ messages: 1, conversations: 1 });
    expect(now.failedPayments).toEqual({
      count: 1,
      items: [
        expect.objectContaining({
          subscriptionId: ids.plan,
          homeownerName: 'Olivia Owens',
          amountCents: 22500,
          reason: 'Your card was declined.',
        }),
      ],
    });
    expect(now.newAreaRequests).toEqual({ count: 1 });
  });

  it('as windows end: the started morning visit overruns from 12:00, the midday one is missed from 16:00', async () => {
    t.clock.set('2026-06-15T15:59:59Z'); // 11:59:59 in New York
    const beforeNoon = await report();
    expect(listed(beforeNoon.overrunning)).toEqual([]);
    t.clock.set('2026-06-15T16:00:00Z'); // 12:00
    expect(listed((await report()).overrunning)).toEqual([ids.startedToday]);
    t.clock.set('2026-06-15T19:59:59Z'); // 15:59:59: the midday window is still open
    expect(listed((await report()).missedStarts)).toEqual([ids.missedLastWeek]);
    t.clock.set('2026-06-15T20:00:00Z'); // 16:00
    const atFour = await report();
    expect(listed(atFour.missedStarts)).toEqual([ids.missedLastWeek, ids.assignedToday]);
  });

  it('at midnight in New York, today and tomorrow move on a day', async () => {
    t.clock.set('2026-06-16T03:59:59Z'); // 23:59:59 Monday
    const beforeMidnight = await report();
    expect(listed(beforeMidnight.unassignedSoon)).toEqual([ids.tomorrowMorning]);
    t.clock.set('2026-06-16T04:00:00Z'); // 00:00 Tuesday
    const afterMidnight = await report();
    expect(listed(afterMidnight.unassignedSoon)).toEqual([ids.tomorrowMorning, ids.inTwoDays]);
    // Monday evening's unassigned visit ended unstarted: it is a missed start now.
    expect(listed(afterMidnight.missedStarts)).toContain(ids.todayEvening);
  });

  it('is for admins only', async () => {
    const sitterClient = t.client();
    await signIn(sitterClient, 'attsitter');
    expect((await sitterClient.get('/api/admin/attention')).status).toBe(403);
  });
});
