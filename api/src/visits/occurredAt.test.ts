/**
 * The sitter's own times (occurredAt.ts): start, completion and photos queued without signal
 * record when they were done, within the plausible bounds, on the test clock.
 */
import { OCCURRED_AT_MESSAGES, type Report, type Visit } from '@housesit/shared-contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { media, reports, visitEvents, visits, type UserRow } from '../db/schema.js';
import { insertPhoto, insertReport, insertUser, insertVisit, signIn } from '../test/fixtures.js';
import { dataUrl, smallPng } from '../test/images.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';

const NOW = '2026-06-15T14:00:00.000Z';
let t: TestApp;
let owner: UserRow, sitter: UserRow;
let c: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  owner = await insertUser(t.db, { username: 'owner' });
  sitter = await insertUser(t.db, { username: 'sitter', role: 'housesitter' });
  c = t.client();
  await signIn(c, 'sitter');
});
beforeEach(() => t.clock.set(NOW));
afterAll(async () => {
  await t.close();
});

const minutes = (n: number) => new Date(Date.parse(NOW) + n * 60_000).toISOString();
const visitOn = (scheduledDate: string, status: 'scheduled' | 'in_progress' = 'scheduled') =>
  insertVisit(t.db, { homeownerId: owner.id, sitterId: sitter.id, status, scheduledDate });
const statusOf = async (id: number) => (await t.db.select({ s: visits.status }).from(visits).where(eq(visits.id, id)))[0]?.s;

async function startedVisit(checkInAt: string) {
  const visit = await visitOn('2026-06-15T13:00:00Z', 'in_progress');
  const report = await insertReport(t.db, { visitId: visit.id });
  await t.db
    .update(reports)
    .set({ checkInAt: new Date(checkInAt) })
    .where(eq(reports.id, report.id));
  await insertPhoto(t.db, t.mediaStore, { reportId: report.id });
  return { visit, report };
}

async function expectImplausible(response: Response, field: string, message: string) {
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ code: 'visit.occurred_at_implausible', message, fieldErrors: { [field]: message } });
}

describe('occurredAt on start', () => {
  it('checks the visit in at the time the sitter started, not when the request arrived', async () => {
    const visit = await visitOn('2026-06-15T13:00:00Z');
    const response = await c.patch(`/api/visit/${visit.id}/start`, { occurredAt: minutes(-40) });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { visit: Visit };
    expect(body.visit.report?.checkInAt).toBe(minutes(-40));
    const [event] = await t.db.select().from(visitEvents).where(eq(visitEvents.visitId, visit.id));
    expect(event?.createdAt.toISOString()).toBe(minutes(-40));
  });

  it('takes a phone up to 2 minutes ahead, refuses one further ahead', async () => {
    const ahead = await visitOn('2026-06-15T13:00:00Z');
    await expectImplausible(
      await c.patch(`/api/visit/${ahead.id}/start`, { occurredAt: minutes(2.1) }),
      'occurredAt',
      OCCURRED_AT_MESSAGES.inFuture,
    );
    expect(await statusOf(ahead.id)).toBe('scheduled');
    expect((await c.patch(`/api/visit/${ahead.id}/start`, { occurredAt: minutes(2) })).status).toBe(200);
  });

  it('refuses a time more than 7 days before the server clock', async () => {
    const visit = await visitOn('2026-06-15T13:00:00Z');
    await expectImplausible(
      await c.patch(`/api/visit/${visit.id}/start`, { occurredAt: minutes(-7 * 24 * 60 - 1) }),
      'occurredAt',
      OCCURRED_AT_MESSAGES.tooOld,
    );
    expect(await statusOf(visit.id)).toBe('scheduled');
  });

  it('applies the start-day rule at the time the sitter started: 23:58 on the day, sent after midnight', async () => {
    // The service area is on New York time: 23:58 on 15 June is 03:58Z on the 16th.
    const visit = await visitOn('2026-06-15T22:00:00Z');
    t.clock.set('2026-06-16T04:05:00Z');
    const late = await c.patch(`/api/visit/${visit.id}/start`, { occurredAt: '2026-06-16T03:58:00Z' });
    expect(late.status).toBe(200);
    const other = await visitOn('2026-06-15T22:00:00Z');
    // Started after midnight by the phone's own clock: off the visit's day.
    const refused = await c.patch(`/api/visit/${other.id}/start`, { occurredAt: '2026-06-16T04:01:00Z' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'visit.start_not_visit_day' });
  });

  it('refuses a malformed time (400 request.invalid)', async () => {
    const visit = await visitOn('2026-06-15T13:00:00Z');
    for (const occurredAt of ['yesterday', '2026-06-15', '2026-06-15T13:00:00', 12]) {
      const response = await c.patch(`/api/visit/${visit.id}/start`, { occurredAt });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'request.invalid' });
    }
  });
});

describe('occurredAt on complete', () => {
  it('stamps completion and check-out at the sitter time and counts the duration to it', async () => {
    const { visit, report } = await startedVisit(minutes(-50));
    const response = await c.patch(`/api/visit/${visit.id}/complete`, { occurredAt: minutes(-20) });
    expect(response.status).toBe(200);
    const [row] = await t.db.select().from(reports).where(eq(reports.id, report.id));
    expect(row?.completedAt?.toISOString()).toBe(minutes(-20));
    expect(row?.checkOutAt?.toISOString()).toBe(minutes(-20));
    expect(row?.durationMinutes).toBe(30);
  });

  it('refuses a completion before the check-in, and one ahead of the server', async () => {
    const { visit } = await startedVisit(minutes(-30));
    await expectImplausible(
      await c.patch(`/api/visit/${visit.id}/complete`, { occurredAt: minutes(-31) }),
      'occurredAt',
      OCCURRED_AT_MESSAGES.beforeStart,
    );
    await expectImplausible(
      await c.patch(`/api/visit/${visit.id}/complete`, { occurredAt: minutes(3) }),
      'occurredAt',
      OCCURRED_AT_MESSAGES.inFuture,
    );
    expect(await statusOf(visit.id)).toBe('in_progress');
    expect((await c.patch(`/api/visit/${visit.id}/complete`, { occurredAt: minutes(-30) })).status).toBe(200);
  });
});

describe('capturedAt on photos', () => {
  it('dates each photo when it was taken, and orders the report by it', async () => {
    const { visit, report } = await startedVisit(minutes(-60));
    await t.db.delete(media).where(eq(media.reportId, report.id));
    const png = dataUrl(smallPng());
    const later = await c.patch(`/api/report/${report.id}/add-photo`, { mediaUrl: png, capturedAt: minutes(-5) });
    expect(later.status).toBe(200);
    const earlier = await c.patch(`/api/visit/${visit.id}/add-photo`, { mediaUrl: png, capturedAt: minutes(-45) });
    expect(earlier.status).toBe(200);
    const rows = await t.db.select().from(media).where(eq(media.reportId, report.id)).orderBy(asc(media.createdAt));
    expect(rows.map((row) => row.createdAt.toISOString())).toEqual([minutes(-45), minutes(-5)]);
    const body = (await earlier.json()) as { report: Report };
    expect(body.report.mediaUrls).toEqual(rows.map((row) => `/api/media/${row.id}`));
  });

  it('refuses a capture time ahead of the server or older than 7 days', async () => {
    const { report } = await startedVisit(minutes(-60));
    const png = dataUrl(smallPng());
    await expectImplausible(
      await c.patch(`/api/report/${report.id}/add-photo`, { mediaUrl: png, capturedAt: minutes(5) }),
      'capturedAt',
      OCCURRED_AT_MESSAGES.inFuture,
    );
    await expectImplausible(
      await c.patch(`/api/report/${report.id}/add-photo`, { mediaUrl: png, capturedAt: minutes(-8 * 24 * 60) }),
      'capturedAt',
      OCCURRED_AT_MESSAGES.tooOld,
    );
    expect(await t.db.select().from(media).where(eq(media.reportId, report.id))).toHaveLength(1);
  });
});
