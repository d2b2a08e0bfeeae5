import {
  API_ERRORS,
  HOMEOWNER_MESSAGES,
  ReportStruct,
  VisitStruct,
  type ErrorCode,
  type PropertySummary,
  type Report,
  type Visit,
} from '@housesit/shared-contracts';
import { eq } from 'drizzle-orm';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports, visits, type UserRow } from '../db/schema.js';
import { checkoutBody } from '../test/bookingFixtures.js';
import { insertPhoto, insertReport, insertUser, insertVisit, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';

// The test clock starts at 2026-06-15T14:00:00Z.
let t: TestApp;
let owner: UserRow, other: UserRow, sitter: UserRow;
const c: Record<'owner' | 'other' | 'sitter' | 'admin', TestClient> = {} as never;

beforeAll(async () => {
  t = await createTestApp();
  owner = await insertUser(t.db, { username: 'owner' });
  other = await insertUser(t.db, { username: 'other' });
  sitter = await insertUser(t.db, { username: 'sitter', role: 'housesitter' });
  await insertUser(t.db, { username: 'admin', role: 'admin' });
  for (const name of ['owner', 'other', 'sitter', 'admin'] as const) {
    c[name] = t.client();
    await signIn(c[name], name);
  }
});
afterAll(async () => {
  await t.close();
});

async function expectError(response: Response, status: number, code: ErrorCode, message: string) {
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual({ code, message });
}

async function visitWithReport(status: 'completed' | 'in_progress', homeownerId = owner.id) {
  const visit = await insertVisit(t.db, { homeownerId, sitterId: sitter.id, status, scheduledDate: '2026-06-10T13:00:00Z' });
  const report = await insertReport(t.db, { visitId: visit.id, completedAt: status === 'completed' ? '2026-06-10T15:00:00Z' : null });
  return { visit, report };
}

describe('PATCH /api/report/:reportId/restore', () => {
  it('puts an archived report back in the active list, and only the owner may', async () => {
    const { report } = await visitWithReport('completed');
    expect((await c.owner.patch(`/api/report/${report.id}/archive`)).status).toBe(200);
    await expectError(await c.other.patch(`/api/report/${report.id}/restore`), 404, 'report.not_found', API_ERRORS.notFound);
    await expectError(await c.admin.patch(`/api/report/${report.id}/restore`), 403, 'auth.forbidden', API_ERRORS.forbidden);
    expect((await t.db.select().from(reports).where(eq(reports.id, report.id)))[0]?.isArchived).toBe(true);

    const response = await c.owner.patch(`/api/report/${report.id}/restore`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { report: Report };
    expect(is(body.report, ReportStruct)).toBe(true);
    expect(body.report).toMatchObject({ id: report.id, isArchived: false });
    // Again: still active, no error.
    expect((await c.owner.patch(`/api/report/${report.id}/restore`)).status).toBe(200);
    const active = (await (await c.owner.get('/api/visits?archived=false')).json()) as { items: Visit[] };
    expect(active.items.map((v) => v.report?.id)).toContain(report.id);
    const archived = (await (await c.owner.get('/api/visits?archived=true')).json()) as { items: Visit[] };
    expect(archived.items.map((v) => v.report?.id)).not.toContain(report.id);
  });
});

describe('PATCH /api/report/:reportId/archive', () => {
  it('archives the report of the homeowner’s completed visit and answers it with its photos', async () => {
    const { report } = await visitWithReport('completed');
    const photo = await insertPhoto(t.db, t.mediaStore, { reportId: report.id });
    const response = await c.owner.patch(`/api/report/${report.id}/archive`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { report: Report };
    expect(is(body.report, ReportStruct)).toBe(true);
    expect(body.report).toMatchObject({ id: report.id, isArchived: true, mediaUrls: [`/api/media/${photo}`] });
    // Again: still archived, no error.
    expect((await c.owner.patch(`/api/report/${report.id}/archive`)).status).toBe(200);
    // It now appears under archived=true and not under archived=false.
    const archived = (await (await c.owner.get('/api/visits?archived=true')).json()) as { items: Visit[] };
    expect(archived.items.map((v) => v.report?.id)).toContain(report.id);
    const active = (await (await c.owner.get('/api/visits?archived=false')).json()) as { items: Visit[] };
    expect(active.items.map((v) => v.report?.id)).not.toContain(report.id);
  });

  it('refuses a visit that is not completed with 409', async () => {
    const { report } = await visitWithReport('in_progress');
    await expectError(
      await c.owner.patch(`/api/report/${report.id}/archive`),
      409,
      'visit.archive_refused',
      HOMEOWNER_MESSAGES.archiveOnlyCompleted,
    );
    expect((await t.db.select().from(reports).where(eq(reports.id, report.id)))[0]?.isArchived).toBe(false);
  });

  it('answers 404 for another homeowner’s report and unknown ids, 403 for staff, 401 signed out', async () => {
    const { report } = await visitWithReport('completed', other.id);
    await expectError(await c.owner.patch(`/api/report/${report.id}/archive`), 404, 'report.not_found', API_ERRORS.notFound);
    await expectError(await c.owner.patch('/api/report/999999/archive'), 404, 'report.not_found', API_ERRORS.notFound);
    await expectError(await c.owner.patch('/api/report/abc/archive'), 404, 'not_found', API_ERRORS.notFound);
    await expectError(await c.sitter.patch(`/api/report/${report.id}/archive`), 403, 'auth.forbidden', API_ERRORS.forbidden);
    await expectError(await c.admin.patch(`/api/report/${report.id}/archive`), 403, 'auth.forbidden', API_ERRORS.forbidden);
    await expectError(await t.client().patch(`/api/report/${report.id}/archive`), 401, 'auth.not_signed_in', API_ERRORS.notSignedIn);
    expect((await t.db.select().from(reports).where(eq(reports.id, report.id)))[0]?.isArchived).toBe(false);
  });
});

describe('PATCH /api/visit/:id/cancel', () => {
  const statusOf = async (id: number) => (await t.db.select({ s: visits.status }).from(visits).where(eq(visits.id, id)))[0]?.s;

  it('cancels a scheduled visit 7 New York days away or later (its first minute counts)', async () => {
    // Today in New York is June 15; 00:30 on June 22 there is 04:30 UTC.
    const visit = await insertVisit(t.db, { homeownerId: owner.id, scheduledDate: '2026-06-22T04:30:00Z' });
    const response = await c.owner.patch(`/api/visit/${visit.id}/cancel`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { visit: Visit };
    expect(is(body.visit, VisitStruct)).toBe(true);
    expect(body.visit).toMatchObject({ id: visit.id, status: 'cancelled', updatedAt: t.clock.now().toISOString() });
  });

  it('refuses a visit 6 New York days away with cancelTooLate, even when it is more than 6 × 24 hours ahead', async () => {
    // 23:30 on June 21 in New York (03:30 UTC June 22): 6 days by the calendar there.
    const visit = await insertVisit(t.db, { homeownerId: owner.id, scheduledDate: '2026-06-22T03:30:00Z' });
    await expectError(await c.owner.patch(`/api/visit/${visit.id}/cancel`), 409, 'visit.cancel_too_late', HOMEOWNER_MESSAGES.cancelTooLate);
    expect(await statusOf(visit.id)).toBe('scheduled');
  });

  it.each(['in_progress', 'completed', 'cancelled'] as const)('refuses a %s visit with cancelOnlyScheduled', async (status) => {
    const visit = await insertVisit(t.db, { homeownerId: owner.id, status, scheduledDate: '2026-07-30T14:00:00Z' });
    await expectError(
      await c.owner.patch(`/api/visit/${visit.id}/cancel`),
      409,
      'visit.cancel_not_scheduled',
      HOMEOWNER_MESSAGES.cancelOnlyScheduled,
    );
    expect(await statusOf(visit.id)).toBe(status);
  });

  it('answers 404 for another homeowner’s visit, 403 for sitters, 401 signed out; an admin must give a reason', async () => {
    const visit = await insertVisit(t.db, { homeownerId: other.id, scheduledDate: '2026-07-30T14:00:00Z' });
    await expectError(await c.owner.patch(`/api/visit/${visit.id}/cancel`), 404, 'visit.not_found', API_ERRORS.notFound);
    await expectError(await c.owner.patch('/api/visit/999999/cancel'), 404, 'visit.not_found', API_ERRORS.notFound);
    const admin = await c.admin.patch(`/api/visit/${visit.id}/cancel`);
    expect(admin.status).toBe(400);
    expect(await admin.json()).toMatchObject({ code: 'visit.cancel_reason_required', message: HOMEOWNER_MESSAGES.cancelReasonRequired });
    await expectError(await c.sitter.patch(`/api/visit/${visit.id}/cancel`), 403, 'auth.forbidden', API_ERRORS.forbidden);
    await expectError(await t.client().patch(`/api/visit/${visit.id}/cancel`), 401, 'auth.not_signed_in', API_ERRORS.notSignedIn);
    expect(await statusOf(visit.id)).toBe('scheduled');
  });

  it('lets exactly one of two racing cancels through', async () => {
    const visit = await insertVisit(t.db, { homeownerId: owner.id, scheduledDate: '2026-08-01T14:00:00Z' });
    const statuses = (
      await Promise.all([c.owner.patch(`/api/visit/${visit.id}/cancel`), c.owner.patch(`/api/visit/${visit.id}/cancel`)])
    ).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 409]);
  });
});

describe('GET /api/properties', () => {
  it('lists the homeowner’s own addresses with counts and last/next visit, and no access text even where an old visit row holds some', async () => {
    const fresh = await insertUser(t.db, { username: 'props_owner' });
    const client = t.client();
    await signIn(client, 'props_owner');
    const elm = '12 Elm Street, Marblehead, MA 01945';
    const oak = '3 Oak Road, Marblehead, MA 01945';
    const add = async (address: string, status: 'scheduled' | 'completed' | 'cancelled', date: string, access: string | null) => {
      const v = await insertVisit(t.db, { homeownerId: fresh.id, status, scheduledDate: date, address });
      await t.db.update(visits).set({ accessInstructions: access }).where(eq(visits.id, v.id));
    };
    await add(elm, 'completed', '2026-05-01T14:00:00Z', 'Key under the mat');
    await add(elm, 'completed', '2026-06-01T14:00:00Z', 'Lockbox 1234');
    await add(elm, 'scheduled', '2026-07-01T14:00:00Z', null);
    await add(elm, 'scheduled', '2026-07-20T14:00:00Z', '');
    await add(elm, 'cancelled', '2026-06-25T14:00:00Z', 'Old code');
    await add(oak, 'cancelled', '2026-06-20T14:00:00Z', null);
    // Someone else's visit at the same address is not theirs.
    await insertVisit(t.db, { homeownerId: other.id, status: 'completed', scheduledDate: '2026-06-14T14:00:00Z', address: elm });

    const response = await client.get('/api/properties');
    expect(response.status).toBe(200);
    const { items } = (await response.json()) as { items: PropertySummary[] };
    expect(items).toEqual<PropertySummary[]>([
      {
        address: elm,
        booked: null,
        visitCount: 4,
        lastVisitAt: '2026-06-01T14:00:00.000Z',
        nextVisitAt: '2026-07-01T14:00:00.000Z',
      },
      { address: oak, booked: null, visitCount: 0, lastVisitAt: null, nextVisitAt: null },
    ]);
  });

  it('gives back how a booked address was typed at its latest checkout, for the wizards to offer it again', async () => {
    await insertUser(t.db, { username: 'booked_owner' });
    const client = t.client();
    await signIn(client, 'booked_owner');
    const property = { ...checkoutBody().property, addressLine2: 'Unit 2', type: 'condo' as const };
    const response = await client.post('/api/checkout', checkoutBody({ property }));
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    const checkoutId = decodeURIComponent(url.split('/').pop() ?? '');
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect((await client.request('POST', `/api/payments/sandbox/${checkoutId}/pay`, { body: '', headers: form })).status).toBe(303);

    const { items } = (await (await client.get('/api/properties')).json()) as { items: PropertySummary[] };
    expect(items).toEqual([
      expect.objectContaining({
        address: '8 Washington Street, Unit 2, Marblehead, MA 01945',
        booked: { street: '8 Washington Street', addressLine2: 'Unit 2', type: 'condo' },
        visitCount: 2,
      }),
    ]);
  });

  it('is for homeowners only', async () => {
    await expectError(await c.sitter.get('/api/properties'), 403, 'auth.forbidden', API_ERRORS.forbidden);
    await expectError(await t.client().get('/api/properties'), 401, 'auth.not_signed_in', API_ERRORS.notSignedIn);
  });
});
