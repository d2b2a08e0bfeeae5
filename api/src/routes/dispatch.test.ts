/**
 * Dispatch on a real database, at a clock the test sets: a sitter's time off (add, list, remove,
 * the refusals), admins reading it, an assignment or a plan's visits refused or skipped on a day
 * off, a reschedule onto a day off letting the sitter go, and the load per day and window.
 */
import {
  DISPATCH_MESSAGES,
  type AssignPlanResponse,
  type SitterLoadReport,
  type TimeOffList,
  type TimeOffResponse,
} from '@housesit/shared-contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings, notifications, sitterTimeOff, visits } from '../db/schema.js';
import type { AppEvent } from '../events/publisher.js';
import { insertUser, insertVisit, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';

// Monday, June 15, 2026, 10:00 in New York (EDT, UTC-4).
const NOW = '2026-06-15T14:00:00Z';
let t: TestApp;
const published: AppEvent[] = [];
const c: Record<'owner' | 'sam' | 'kim' | 'admin', TestClient> = {} as never;
const ids = { owner: 0, sam: 0, kim: 0, admin: 0 };

beforeAll(async () => {
  t = await createTestApp({ events: { publish: (event) => void published.push(event) } });
  ids.owner = (await insertUser(t.db, { username: 'owner' })).id;
  ids.sam = (await insertUser(t.db, { username: 'sam', role: 'housesitter', firstName: 'Sam' })).id;
  ids.kim = (await insertUser(t.db, { username: 'kim', role: 'housesitter', firstName: 'Kim' })).id;
  ids.admin = (await insertUser(t.db, { username: 'admin', role: 'admin' })).id;
  for (const name of ['owner', 'sam', 'kim', 'admin'] as const) {
    c[name] = t.client();
    await signIn(c[name], name);
  }
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  t.clock.set(NOW);
  published.length = 0;
  await t.db.delete(sitterTimeOff);
});

const json = async <T>(response: Response) => (await response.json()) as T;
const codeOf = async (response: Response) => (await json<{ code: string; message: string }>(response)).code;
const addOff = (client: TestClient, startDate: string, endDate: string, note?: string) =>
  client.post('/api/sitter/time-off', { startDate, endDate, ...(note ? { note } : {}) });
/** A visit of the owner's on `date` in its Morning window (10:00 New York). */
const visitOn = (date: string, extra: Partial<Parameters<typeof insertVisit>[1]> = {}) =>
  insertVisit(t.db, { homeownerId: ids.owner, scheduledDate: `${date}T14:00:00Z`, ...extra });

describe('time off', () => {
  it('a sitter adds, lists and removes their own; admins read any sitter’s', async () => {
    const added = await addOff(c.sam, '2026-06-17', '2026-06-18', 'Dentist');
    expect(added.status).toBe(201);
    const { timeOff } = await json<TimeOffResponse>(added);
    expect(timeOff).toMatchObject({ sitterId: ids.sam, startDate: '2026-06-17', endDate: '2026-06-18', note: 'Dentist' });

    expect((await json<TimeOffList>(await c.sam.get('/api/sitter/time-off'))).items).toEqual([timeOff]);
    expect((await json<TimeOffList>(await c.kim.get('/api/sitter/time-off'))).items).toEqual([]);
    const forAdmin = await json<TimeOffList>(await c.admin.get(`/api/admin/time-off?sitterId=${ids.sam}`));
    expect(forAdmin.items).toEqual([timeOff]);

    // Another sitter's range is not theirs to remove (and is not revealed); neither role may use the other's door.
    expect((await c.kim.delete(`/api/sitter/time-off/${timeOff.id}`)).status).toBe(204);
    expect((await json<TimeOffList>(await c.sam.get('/api/sitter/time-off'))).items).toEqual([timeOff]);
    expect((await c.admin.get('/api/sitter/time-off')).status).toBe(403);
    expect((await c.sam.get('/api/admin/time-off')).status).toBe(403);
    expect((await c.sam.delete(`/api/sitter/time-off/${timeOff.id}`)).status).toBe(204);
    expect((await json<TimeOffList>(await c.sam.get('/api/sitter/time-off'))).items).toEqual([]);
  });

  it('refuses a range ending before it starts, starting in the past, too long, or over another', async () => {
    expect(await codeOf(await addOff(c.sam, '2026-06-18', '2026-06-17'))).toBe('timeOff.range_invalid');
    // Yesterday in New York; today is allowed.
    expect(await codeOf(await addOff(c.sam, '2026-06-14', '2026-06-16'))).toBe('timeOff.past');
    expect((await addOff(c.sam, '2026-06-15', '2026-06-15')).status).toBe(201);
    // July 1 to September 28 is 90 days, both included.
    expect(await codeOf(await addOff(c.sam, '2026-07-01', '2026-09-29'))).toBe('timeOff.too_long');
    expect((await addOff(c.sam, '2026-07-01', '2026-09-28')).status).toBe(201);
    const overlap = await addOff(c.sam, '2026-09-28', '2026-09-30');
    expect(overlap.status).toBe(409);
    expect(await json<{ code: string; message: string }>(overlap)).toMatchObject({
      code: 'timeOff.overlaps',
      message: DISPATCH_MESSAGES.timeOffOverlaps,
    });
  });
});

describe('assigning on a day off', () => {
  it('is refused with visit.sitter_time_off; the day before and after are fine', async () => {
    await addOff(c.sam, '2026-06-17', '2026-06-17');
    const off = await visitOn('2026-06-17');
    const refused = await c.admin.patch(`/api/admin/jobs/${off.id}/assign`, { sitterId: ids.sam });
    expect(refused.status).toBe(409);
    expect(await json<{ code: string; message: string }>(refused)).toMatchObject({
      code: 'visit.sitter_time_off',
      message: DISPATCH_MESSAGES.sitterOff,
    });
    expect((await t.db.select().from(visits).where(eq(visits.id, off.id)))[0]!.assignedSitterId).toBeNull();
    for (const date of ['2026-06-16', '2026-06-18']) {
      const visit = await visitOn(date);
      expect((await c.admin.patch(`/api/admin/jobs/${visit.id}/assign`, { sitterId: ids.sam })).status).toBe(200);
    }
    // Another sitter that day is fine.
    expect((await c.admin.patch(`/api/admin/jobs/${off.id}/assign`, { sitterId: ids.kim })).status).toBe(200);
  });

  it('a reschedule onto the sitter’s day off moves the visit and lets the sitter go', async () => {
    await addOff(c.sam, '2026-06-24', '2026-06-24');
    const visit = await visitOn('2026-06-23', { sitterId: ids.sam });
    const moved = await c.admin.patch(`/api/visit/${visit.id}/reschedule`, { date: '2026-06-24', timeWindow: 'morning' });
    expect(moved.status).toBe(200);
    expect(await json<{ sitterUnassigned: boolean }>(moved)).toMatchObject({ sitterUnassigned: true });
  });
});

describe('POST /api/admin/jobs/:id/assign-plan', () => {
  async function plan(dates: string[]) {
    const [booking] = await t.db
      .insert(bookings)
      .values({
        userId: ids.owner,
        flow: 'wizard',
        plan: 'recurring',
        cadence: 'weekly',
        dates: [dates[0]!],
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
    const rows = [];
    for (const date of dates) rows.push(await visitOn(date, { planType: 'recurring' }));
    await t.db
      .update(visits)
      .set({ bookingId: booking!.id })
      .where(
        inArray(
          visits.id,
          rows.map((row) => row.id),
        ),
      );
    return Object.assign(rows, { bookingId: booking!.id });
  }

  it('assigns the plan’s remaining visits in one step, skipping the day off and another sitter’s visit, and tells each person', async () => {
    // A week ago (past: left alone), this week, then weekly.
    const rows = await plan(['2026-06-08', '2026-06-16', '2026-06-23', '2026-06-30', '2026-07-07']);
    const [past, first, second, third, fourth] = rows;
    await addOff(c.sam, '2026-06-30', '2026-06-30');
    await t.db.update(visits).set({ assignedSitterId: ids.kim }).where(eq(visits.id, fourth!.id));
    await t.db.delete(notifications);

    const response = await c.admin.post(`/api/admin/jobs/${first!.id}/assign-plan`, { sitterId: ids.sam });
    expect(response.status).toBe(200);
    const body = await json<AssignPlanResponse>(response);
    expect(body.visit).toMatchObject({ id: first!.id, assignedSitterId: ids.sam });
    expect(body.assigned).toEqual([first!.id, second!.id]);
    expect(body.skipped).toEqual([
      { visitId: third!.id, date: '2026-06-30', timeWindow: 'morning', reason: 'timeOff', message: DISPATCH_MESSAGES.planSkipped.timeOff },
      {
        visitId: fourth!.id,
        date: '2026-07-07',
        timeWindow: 'morning',
        reason: 'otherSitter',
        message: DISPATCH_MESSAGES.planSkipped.otherSitter,
      },
    ]);
    const sitters = await t.db
      .select({ id: visits.id, sitter: visits.assignedSitterId })
      .from(visits)
      .where(eq(visits.bookingId, rows.bookingId));
    expect(Object.fromEntries(sitters.map((row) => [row.id, row.sitter]))).toEqual({
      [past!.id]: null,
      [first!.id]: ids.sam,
      [second!.id]: ids.sam,
      [third!.id]: null,
      [fourth!.id]: ids.kim,
    });
    // The sitter and the customer hear of each visit that changed hands; every change goes out live.
    const told = await t.db.select({ userId: notifications.userId, type: notifications.type }).from(notifications);
    expect(told.filter((note) => note.userId === ids.sam && note.type === 'sitterVisitAssigned')).toHaveLength(2);
    expect(told.filter((note) => note.userId === ids.owner && note.type === 'visitSitterAssigned')).toHaveLength(2);
    expect(published.filter((event) => event.type === 'visitChanged').map((event) => (event as { visitId: number }).visitId)).toEqual([
      first!.id,
      second!.id,
    ]);
  });

  it('refuses a plan visit on the sitter’s day off, and a visit that is not a plan’s', async () => {
    const [first] = await plan(['2026-06-17', '2026-06-24']);
    await addOff(c.kim, '2026-06-17', '2026-06-17');
    expect(await codeOf(await c.admin.post(`/api/admin/jobs/${first!.id}/assign-plan`, { sitterId: ids.kim }))).toBe(
      'visit.sitter_time_off',
    );
    const single = await visitOn('2026-06-19');
    const refused = await c.admin.post(`/api/admin/jobs/${single.id}/assign-plan`, { sitterId: ids.kim });
    expect(refused.status).toBe(400);
    expect(await codeOf(refused)).toBe('visit.not_plan_visit');
  });
});

describe('GET /api/admin/dispatch/load', () => {
  it('counts each sitter’s visits per day and window, not cancelled ones, and marks days off', async () => {
    await addOff(c.kim, '2026-06-24', '2026-06-25');
    await visitOn('2026-06-23', { sitterId: ids.kim });
    await visitOn('2026-06-23', { sitterId: ids.kim, timeWindow: 'morning', scheduledDate: '2026-06-23T13:00:00Z' });
    await insertVisit(t.db, { homeownerId: ids.owner, sitterId: ids.kim, scheduledDate: '2026-06-23T20:00:00Z' });
    await visitOn('2026-06-23', { sitterId: ids.kim, status: 'cancelled' });
    // 23:30 in New York on the 4th is still the 4th (03:30 UTC on the 5th).
    await insertVisit(t.db, { homeownerId: ids.owner, sitterId: ids.kim, scheduledDate: '2026-06-24T03:30:00Z', timeWindow: 'evening' });

    const response = await c.admin.get(`/api/admin/dispatch/load?from=2026-06-22&to=2026-06-25&sitterId=${ids.kim}`);
    expect(response.status).toBe(200);
    const report = await json<SitterLoadReport>(response);
    expect(report.sitters).toEqual([
      {
        sitterId: ids.kim,
        days: [
          { date: '2026-06-22', off: false, total: 0, morning: 0, midday: 0, evening: 0 },
          { date: '2026-06-23', off: false, total: 4, morning: 2, midday: 0, evening: 2 },
          { date: '2026-06-24', off: true, total: 0, morning: 0, midday: 0, evening: 0 },
          { date: '2026-06-25', off: true, total: 0, morning: 0, midday: 0, evening: 0 },
        ],
      },
    ]);
    const everyone = await json<SitterLoadReport>(await c.admin.get('/api/admin/dispatch/load?from=2026-06-22&to=2026-06-22'));
    expect(everyone.sitters.map((sitter) => sitter.sitterId)).toEqual([ids.sam, ids.kim]);
    expect(await codeOf(await c.admin.get('/api/admin/dispatch/load?from=2026-06-22&to=2026-08-31'))).toBe('dispatch.load_range_invalid');
    expect((await c.sam.get('/api/admin/dispatch/load?from=2026-06-22&to=2026-06-22')).status).toBe(403);
  });
});
