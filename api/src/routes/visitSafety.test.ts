/**
 * Visit safety (docs/product/DECISIONS.md 'Visit safety', 'Time'): the start-day rule, the admin's revert, a
 * wrong photo's removal, the reason for each task not done, the optional bodies, and who may
 * call which of these endpoints.
 */
import {
  API_ERRORS,
  LIFECYCLE_MESSAGES,
  type ErrorCode,
  type ReportResponse,
  type Visit,
  type VisitEvent,
  type VisitStatus,
} from '@housesit/shared-contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, reports, visitEvents, visits, visitTasks, type UserRow } from '../db/schema.js';
import { insertPhoto, insertReport, insertUser, insertVisit, signIn } from '../test/fixtures.js';
import { dataUrl, smallPng } from '../test/images.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';

// The test clock: 2026-06-15T14:00:00Z, i.e. Monday 15 June, 10:00 in Marblehead (EDT, UTC-4).
let t: TestApp;
let owner: UserRow, sitter: UserRow, admin: UserRow;
const c: Record<'owner' | 'sitter' | 'otherSitter' | 'admin' | 'anonymous', TestClient> = {} as never;

beforeAll(async () => {
  t = await createTestApp();
  owner = await insertUser(t.db, { username: 'owner', phone: '781-555-0100' });
  sitter = await insertUser(t.db, { username: 'sitter', role: 'housesitter' });
  await insertUser(t.db, { username: 'other_sitter', role: 'housesitter' });
  admin = await insertUser(t.db, { username: 'admin', role: 'admin', firstName: 'Ada', lastName: 'Admin' });
  for (const [name, username] of [
    ['owner', 'owner'],
    ['sitter', 'sitter'],
    ['otherSitter', 'other_sitter'],
    ['admin', 'admin'],
  ] as const) {
    c[name] = t.client();
    await signIn(c[name], username);
  }
  c.anonymous = t.client();
});
afterAll(async () => {
  await t.close();
});

/** A visit of `owner` assigned to `sitter`; begun visits get a report, and a photo unless told otherwise. */
async function visitOn(scheduledDate: string, status: VisitStatus = 'scheduled', options: { photo?: boolean; ticked?: boolean[] } = {}) {
  const ticked = options.ticked ?? [true, true];
  const visit = await insertVisit(t.db, {
    homeownerId: owner.id,
    sitterId: sitter.id,
    status,
    scheduledDate,
    tasks: [
      { name: 'Security check', category: 'security_check', isCompleted: ticked[0] ?? false },
      { name: 'Water plants', category: 'plant_care', isCompleted: ticked[1] ?? false },
    ],
  });
  let photoId: string | null = null;
  if (status === 'in_progress' || status === 'completed') {
    const report = await insertReport(t.db, { visitId: visit.id });
    await t.db
      .update(reports)
      .set({ checkInAt: new Date('2026-06-15T13:30:00Z') })
      .where(eq(reports.id, report.id));
    if (options.photo ?? true) photoId = await insertPhoto(t.db, t.mediaStore, { reportId: report.id });
  }
  return { ...visit, photoId };
}

const TODAY = '2026-06-15T13:00:00Z';
const statusOf = async (id: number) => (await t.db.select({ s: visits.status }).from(visits).where(eq(visits.id, id)))[0]?.s;
const historyOf = (visitId: number) => t.db.select().from(visitEvents).where(eq(visitEvents.visitId, visitId));
const taskIdsOf = async (visitId: number) =>
  (await t.db.select({ id: visitTasks.id }).from(visitTasks).where(eq(visitTasks.visitId, visitId)).orderBy(visitTasks.position)).map(
    (r) => r.id,
  );

async function expectError(response: Response, status: number, code: ErrorCode, body: Record<string, unknown>) {
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual({ code, ...body });
}

describe('the start-day rule', () => {
  it("lets the sitter start on the visit's service-area day, up to 23:59 in Marblehead, and records it", async () => {
    // 03:30 UTC on the 16th is still 23:30 on the 15th in Marblehead.
    const late = await visitOn('2026-06-16T03:30:00Z');
    const response = await c.sitter.patch(`/api/visit/${late.id}/start`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { visit: Visit }).visit.status).toBe('in_progress');
    expect(await historyOf(late.id)).toEqual([expect.objectContaining({ kind: 'started', actorId: sitter.id, reason: null })]);
  });

  it.each([
    ['tomorrow in Marblehead (though still today in UTC)', '2026-06-16T04:30:00Z', 'Tuesday, June 16, 2026'],
    ['weeks ahead', '2026-07-06T13:00:00Z', 'Monday, July 6, 2026'],
    ['yesterday', '2026-06-14T15:00:00Z', 'Sunday, June 14, 2026'],
  ])('refuses the sitter a visit %s with 409 and a code, changing nothing', async (_when, date, day) => {
    const visit = await visitOn(date);
    await expectError(await c.sitter.patch(`/api/visit/${visit.id}/start`, { reason: 'I am nearby' }), 409, 'visit.start_not_visit_day', {
      message: LIFECYCLE_MESSAGES.startOnlyOnVisitDay(day),
    });
    expect(await statusOf(visit.id)).toBe('scheduled');
    expect(await t.db.select().from(reports).where(eq(reports.visitId, visit.id))).toEqual([]);
    expect(await historyOf(visit.id)).toEqual([]);
  });

  it('refuses the sitter the start-by-upload of a visit on another day too', async () => {
    const visit = await visitOn('2026-07-06T13:00:00Z');
    const response = await c.sitter.patch(`/api/visit/${visit.id}/add-photo`, { mediaUrl: dataUrl(smallPng()) });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { code: string }).code).toBe('visit.start_not_visit_day');
    expect(await statusOf(visit.id)).toBe('scheduled');
  });

  it('asks an admin for a reason off the day (400 naming the field), then starts early with it, in the history', async () => {
    const visit = await visitOn('2026-07-06T13:00:00Z');
    const message = LIFECYCLE_MESSAGES.startReasonRequired('Monday, July 6, 2026');
    for (const body of [undefined, {}, { reason: '   ' }]) {
      await expectError(await c.admin.patch(`/api/visit/${visit.id}/start`, body), 400, 'visit.start_reason_required', {
        message,
        fieldErrors: { reason: message },
      });
    }
    expect(await statusOf(visit.id)).toBe('scheduled');

    const response = await c.admin.patch(`/api/visit/${visit.id}/start`, { reason: '  Homeowner back early; asked for today  ' });
    expect(response.status).toBe(200);
    expect(await statusOf(visit.id)).toBe('in_progress');
    const history = (await (await c.admin.get(`/api/visit/${visit.id}/history`)).json()) as { items: VisitEvent[] };
    expect(history.items).toEqual([
      {
        id: expect.any(Number),
        kind: 'started',
        reason: 'Homeowner back early; asked for today',
        actor: { id: admin.id, firstName: 'Ada', lastName: 'Admin' },
        createdAt: t.clock.now().toISOString(),
      },
    ]);
  });

  it("applies to the queue's status change: an admin's early start there needs the reason too", async () => {
    const visit = await visitOn('2026-07-06T13:00:00Z');
    const refused = await c.admin.put(`/api/admin/jobs/${visit.id}/status`, { status: 'in_progress' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { code: string }).code).toBe('visit.start_reason_required');
    const started = await c.admin.put(`/api/admin/jobs/${visit.id}/status`, { status: 'in_progress', reason: 'Storm tomorrow' });
    expect(started.status).toBe(200);
    expect(await historyOf(visit.id)).toEqual([expect.objectContaining({ kind: 'started', reason: 'Storm tomorrow' })]);
  });
});

describe('PATCH /api/visit/:id/revert', () => {
  it('puts a started visit without photos back to scheduled: report gone, ticks cleared, history kept', async () => {
    const visit = await visitOn(TODAY);
    expect((await c.sitter.patch(`/api/visit/${visit.id}/start`)).status).toBe(200);
    const [taskId] = await taskIdsOf(visit.id);
    await t.db.update(visitTasks).set({ isCompleted: true }).where(eq(visitTasks.id, taskId!));

    const response = await c.admin.patch(`/api/visit/${visit.id}/revert`, { reason: 'Started by mistake' });
    expect(response.status).toBe(200);
    const { visit: reverted } = (await response.json()) as { visit: Visit };
    expect(reverted).toMatchObject({ status: 'scheduled', report: null });
    expect(reverted.tasks.map((task) => task.isCompleted)).toEqual([false, false]);
    expect((await historyOf(visit.id)).map((event) => [event.kind, event.reason, event.actorId])).toEqual([
      ['started', null, sitter.id],
      ['reverted', 'Started by mistake', admin.id],
    ]);
    // The homeowner sees it scheduled again, and it can start again.
    const mine = (await (await c.owner.get('/api/visits?limit=100')).json()) as { items: Visit[] };
    expect(mine.items.find((item) => item.id === visit.id)?.status).toBe('scheduled');
    expect((await c.sitter.patch(`/api/visit/${visit.id}/start`)).status).toBe(200);
  });

  it('asks for a reason (400, code) and leaves the visit started', async () => {
    const visit = await visitOn(TODAY, 'in_progress', { photo: false });
    for (const body of [undefined, {}, { reason: '   ' }]) {
      await expectError(await c.admin.patch(`/api/visit/${visit.id}/revert`, body), 400, 'visit.revert_reason_required', {
        message: LIFECYCLE_MESSAGES.revertReasonRequired,
        fieldErrors: { reason: LIFECYCLE_MESSAGES.revertReasonRequired },
      });
    }
    expect(await statusOf(visit.id)).toBe('in_progress');
    expect(await historyOf(visit.id)).toEqual([]);
  });

  it('refuses a visit with photos (409, code) and any visit not in progress (409)', async () => {
    const withPhoto = await visitOn(TODAY, 'in_progress');
    await expectError(await c.admin.patch(`/api/visit/${withPhoto.id}/revert`, { reason: 'Wrong house' }), 409, 'visit.revert_has_photos', {
      message: LIFECYCLE_MESSAGES.revertHasPhotos,
    });
    expect(await statusOf(withPhoto.id)).toBe('in_progress');
    for (const status of ['scheduled', 'completed', 'cancelled'] as const) {
      const visit = await visitOn(TODAY, status, { photo: false });
      await expectError(await c.admin.patch(`/api/visit/${visit.id}/revert`, { reason: 'Wrong house' }), 409, 'visit.invalid_transition', {
        message: LIFECYCLE_MESSAGES.invalidTransition(status, 'scheduled'),
      });
      expect(await statusOf(visit.id)).toBe(status);
    }
  });
});

describe('DELETE /api/visit/:id/photos/:mediaId', () => {
  it('removes a wrong photo before completion: gone from the report and the store, in the history; then the photo rule holds', async () => {
    const visit = await visitOn(TODAY, 'in_progress');
    const [row] = await t.db.select().from(media).where(eq(media.id, visit.photoId!));
    expect(await t.mediaStore.get(row!.storageKey)).not.toBeNull();

    const response = await c.sitter.delete(`/api/visit/${visit.id}/photos/${visit.photoId}`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as ReportResponse).report.mediaUrls).toEqual([]);
    expect(await t.mediaStore.get(row!.storageKey)).toBeNull();
    expect((await historyOf(visit.id)).map((event) => [event.kind, event.actorId])).toEqual([['photo_removed', sitter.id]]);

    const completing = await c.sitter.patch(`/api/visit/${visit.id}/complete`);
    expect(completing.status).toBe(400);
    expect(((await completing.json()) as { code: string }).code).toBe('visit.photos_required');
  });

  it('refuses after completion (409), and answers 404 for a photo of another visit or an unknown id', async () => {
    const done = await visitOn(TODAY, 'completed');
    await expectError(await c.admin.delete(`/api/visit/${done.id}/photos/${done.photoId}`), 409, 'visit.not_in_progress', {
      message: LIFECYCLE_MESSAGES.photosOnlyInProgress,
    });
    expect(await t.db.select().from(media).where(eq(media.id, done.photoId!))).toHaveLength(1);

    const visit = await visitOn(TODAY, 'in_progress');
    for (const id of [done.photoId, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      await expectError(await c.admin.delete(`/api/visit/${visit.id}/photos/${id}`), 404, 'media.not_found', {
        message: API_ERRORS.notFound,
      });
    }
    expect(await t.db.select().from(media).where(eq(media.id, visit.photoId!))).toHaveLength(1);
  });
});

describe('completing with tasks not done', () => {
  it('asks a reason for each unticked task (400 naming each), stores it, and the homeowner reads it', async () => {
    const visit = await visitOn(TODAY, 'in_progress', { ticked: [true, false] });
    const [ticked, unticked] = await taskIdsOf(visit.id);
    for (const taskReasons of [undefined, {}, { [String(unticked)]: '  ' }]) {
      await expectError(await c.sitter.patch(`/api/visit/${visit.id}/complete`, { taskReasons }), 400, 'visit.task_reason_required', {
        message: LIFECYCLE_MESSAGES.taskReasonRequired,
        fieldErrors: { [`taskReasons.${unticked}`]: LIFECYCLE_MESSAGES.taskReasonMissing },
      });
    }
    expect(await statusOf(visit.id)).toBe('in_progress');

    const response = await c.sitter.patch(`/api/visit/${visit.id}/complete`, {
      taskReasons: { [String(unticked)]: ' Plants were already watered by a neighbour ', [String(ticked)]: 'ignored: it was done' },
    });
    expect(response.status).toBe(200);
    const mine = (await (await c.owner.get('/api/visits?limit=100')).json()) as { items: Visit[] };
    const report = mine.items.find((item) => item.id === visit.id);
    expect(report?.status).toBe('completed');
    expect(report?.tasks.map((task) => [task.isCompleted, task.skipReason])).toEqual([
      [true, null],
      [false, 'Plants were already watered by a neighbour'],
    ]);
  });

  it('refuses reasons that are not a map of task ids to text (400)', async () => {
    const visit = await visitOn(TODAY, 'in_progress');
    for (const taskReasons of [['x'], { abc: 'x' }, { '1': 5 }, { '1': 'x'.repeat(501) }]) {
      const response = await c.sitter.patch(`/api/visit/${visit.id}/complete`, { taskReasons });
      expect(response.status).toBe(400);
      expect(Object.keys(((await response.json()) as { fieldErrors: object }).fieldErrors)).toEqual(['taskReasons']);
    }
    expect(await statusOf(visit.id)).toBe('in_progress');
  });
});

describe('optional bodies', () => {
  it('answers a complete without a body with the photo rule, not a JSON error; a broken body is still one', async () => {
    const visit = await visitOn(TODAY, 'in_progress', { photo: false });
    const empty = await c.sitter.request('PATCH', `/api/visit/${visit.id}/complete`);
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { message: string }).message).toBe('Please upload at least one photo before completing the visit.');
    const broken = await c.sitter.request('PATCH', `/api/visit/${visit.id}/complete`, {
      body: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    await expectError(broken, 400, 'request.invalid_json', { message: API_ERRORS.invalidJson });
  });
});

describe('who may call what', () => {
  type Who = keyof typeof c;
  const everyone: Who[] = ['admin', 'sitter', 'otherSitter', 'owner', 'anonymous'];

  it.each([
    // endpoint, then the status each caller gets
    ['revert', { admin: 200, sitter: 403, otherSitter: 403, owner: 403, anonymous: 401 }],
    ['removePhoto', { admin: 200, sitter: 200, otherSitter: 404, owner: 403, anonymous: 401 }],
    ['history', { admin: 200, sitter: 200, otherSitter: 404, owner: 403, anonymous: 401 }],
  ] as const)('%s', async (endpoint, expected) => {
    for (const who of everyone) {
      const visit = await visitOn(TODAY, 'in_progress', { photo: endpoint !== 'revert' });
      const path =
        endpoint === 'revert'
          ? `/api/visit/${visit.id}/revert`
          : endpoint === 'removePhoto'
            ? `/api/visit/${visit.id}/photos/${visit.photoId}`
            : `/api/visit/${visit.id}/history`;
      const response =
        endpoint === 'revert'
          ? await c[who].patch(path, { reason: 'Started by mistake' })
          : endpoint === 'removePhoto'
            ? await c[who].delete(path)
            : await c[who].get(path);
      expect({ who, status: response.status }).toEqual({ who, status: expected[who] });
      const changed = endpoint === 'history' ? false : expected[who] === 200;
      expect(await statusOf(visit.id)).toBe(endpoint === 'revert' && changed ? 'scheduled' : 'in_progress');
      if (endpoint === 'removePhoto')
        expect(await t.db.select().from(media).where(eq(media.id, visit.photoId!))).toHaveLength(changed ? 0 : 1);
    }
  });

  it('shows the homeowner their phone on the visit, for the sitter to call', async () => {
    const visit = await visitOn(TODAY);
    const mine = (await (await c.sitter.get('/api/visits?limit=100')).json()) as { items: Visit[] };
    expect(mine.items.find((item) => item.id === visit.id)?.homeownerPhone).toBe('781-555-0100');
  });
});
