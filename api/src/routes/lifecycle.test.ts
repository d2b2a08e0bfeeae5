import {
  API_ERRORS,
  LIFECYCLE_MESSAGES,
  TOASTS,
  VisitStruct,
  type ErrorCode,
  type Visit,
  type VisitStatus,
  type VisitTask,
} from '@housesit/shared-contracts';
import { eq } from 'drizzle-orm';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, reports, visits, visitTasks, type UserRow } from '../db/schema.js';
import type { AppEvent } from '../events/publisher.js';
import { insertPhoto, insertReport, insertUser, insertVisit, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';
import { LIFECYCLE_EXTRA_MESSAGES } from '../visits/lifecycle.js';

// The test clock starts at 2026-06-15T14:00:00Z.
let t: TestApp;
let owner: UserRow, sitter: UserRow, otherSitter: UserRow;
const published: AppEvent[] = [];
const c: Record<'owner' | 'sitter' | 'otherSitter' | 'admin', TestClient> = {} as never;

beforeAll(async () => {
  t = await createTestApp({ events: { publish: (event) => void published.push(event) } });
  owner = await insertUser(t.db, { username: 'owner' });
  sitter = await insertUser(t.db, { username: 'sitter', role: 'housesitter' });
  otherSitter = await insertUser(t.db, { username: 'other_sitter', role: 'housesitter' });
  await insertUser(t.db, { username: 'admin', role: 'admin' });
  for (const name of ['owner', 'sitter', 'otherSitter', 'admin'] as const) {
    c[name] = t.client();
    await signIn(c[name], name === 'otherSitter' ? 'other_sitter' : name);
  }
});
afterAll(async () => {
  await t.close();
});

const tasks = [
  { name: 'Security check', category: 'security_check' },
  { name: 'Mail pickup', category: 'mail_collection' },
];

/**
 * A visit of `owner` assigned to `sitter` today, with a report (and photo) when the status has
 * one; its tasks are done once it has begun (the unticked-task rule is in visitSafety.test.ts).
 */
async function visitIn(status: VisitStatus, options: { photo?: boolean; sitterId?: number | null } = {}) {
  const begun = status === 'in_progress' || status === 'completed';
  const visit = await insertVisit(t.db, {
    homeownerId: owner.id,
    sitterId: options.sitterId === undefined ? sitter.id : options.sitterId,
    status,
    scheduledDate: '2026-06-15T13:00:00Z',
    tasks: tasks.map((task) => ({ ...task, isCompleted: begun })),
  });
  if (status === 'in_progress' || status === 'completed') {
    const report = await insertReport(t.db, { visitId: visit.id });
    await t.db
      .update(reports)
      .set({ checkInAt: new Date('2026-06-15T13:05:00Z') })
      .where(eq(reports.id, report.id));
    if (options.photo ?? true) await insertPhoto(t.db, t.mediaStore, { reportId: report.id });
  }
  return visit;
}

const statusOf = async (id: number) => (await t.db.select({ s: visits.status }).from(visits).where(eq(visits.id, id)))[0]?.s;
const notificationsFor = (visitId: number) => t.db.select().from(notifications).where(eq(notifications.visitId, visitId));

async function expectError(response: Response, status: number, code: ErrorCode, body: Record<string, unknown>) {
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual({ code, ...body });
}

describe('PATCH /api/visit/:id/start', () => {
  it.each(['admin', 'sitter'] as const)('lets %s start a scheduled visit: in progress with a report checked in now', async (who) => {
    const visit = await visitIn('scheduled');
    const response = await c[who].patch(`/api/visit/${visit.id}/start`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { visit: Visit };
    expect(is(body.visit, VisitStruct)).toBe(true);
    expect(body.visit).toMatchObject({ id: visit.id, status: 'in_progress', updatedAt: t.clock.now().toISOString() });
    expect(body.visit.report).toMatchObject({ mediaUrls: [], completedAt: null, checkInAt: t.clock.now().toISOString(), checkOutAt: null });
  });

  it('answers 404 to another sitter, for an unassigned visit and for unknown or malformed ids', async () => {
    const visit = await visitIn('scheduled');
    const unassigned = await visitIn('scheduled', { sitterId: null });
    for (const path of [`/api/visit/${visit.id}/start`, `/api/visit/${unassigned.id}/start`]) {
      await expectError(await c.otherSitter.patch(path), 404, 'visit.not_found', { message: API_ERRORS.notFound });
    }
    await expectError(await c.sitter.patch(`/api/visit/${unassigned.id}/start`), 404, 'visit.not_found', { message: API_ERRORS.notFound });
    for (const id of ['999999', 'abc', '0', '99999999999']) {
      await expectError(await c.admin.patch(`/api/visit/${id}/start`), 404, id === '999999' ? 'visit.not_found' : 'not_found', {
        message: API_ERRORS.notFound,
      });
    }
    expect(await statusOf(visit.id)).toBe('scheduled');
  });

  it('answers 403 to the homeowner and 401 when signed out', async () => {
    const visit = await visitIn('scheduled');
    await expectError(await c.owner.patch(`/api/visit/${visit.id}/start`), 403, 'auth.forbidden', { message: API_ERRORS.forbidden });
    await expectError(await t.client().patch(`/api/visit/${visit.id}/start`), 401, 'auth.not_signed_in', {
      message: API_ERRORS.notSignedIn,
    });
    expect(await statusOf(visit.id)).toBe('scheduled');
  });

  it.each<[VisitStatus, string]>([
    ['in_progress', 'A in progress visit cannot become in progress.'],
    ['completed', 'A completed visit cannot become in progress.'],
    ['cancelled', 'A cancelled visit cannot become in progress.'],
  ])('refuses to start a visit that is %s (409)', async (status, message) => {
    const visit = await visitIn(status);
    expect(message).toBe(LIFECYCLE_MESSAGES.invalidTransition(status, 'in_progress'));
    await expectError(await c.admin.patch(`/api/visit/${visit.id}/start`), 409, 'visit.invalid_transition', { message });
    expect(await statusOf(visit.id)).toBe(status);
  });

  it('starts a visit once when two starts race', async () => {
    const visit = await visitIn('scheduled');
    const responses = await Promise.all([c.admin.patch(`/api/visit/${visit.id}/start`), c.sitter.patch(`/api/visit/${visit.id}/start`)]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await t.db.select().from(reports).where(eq(reports.visitId, visit.id))).toHaveLength(1);
  });
});

describe('PATCH /api/visit/:id/complete', () => {
  it('completes an in-progress visit with a photo: stamps, duration since check-in, notes, notification, event', async () => {
    const visit = await visitIn('in_progress');
    published.length = 0;
    t.clock.set('2026-06-15T13:47:40Z'); // 42 minutes 40 seconds after the check-in
    try {
      const response = await c.sitter.patch(`/api/visit/${visit.id}/complete`, { notes: '  All well, plants watered.  ' });
      expect(response.status).toBe(200);
      const { visit: done } = (await response.json()) as { visit: Visit };
      expect(is(done, VisitStruct)).toBe(true);
      expect(done.status).toBe('completed');
      expect(done.report).toMatchObject({
        duration: 42,
        notes: 'All well, plants watered.',
        completedAt: '2026-06-15T13:47:40.000Z',
        checkOutAt: '2026-06-15T13:47:40.000Z',
        checkInAt: '2026-06-15T13:05:00.000Z',
      });
      expect(done.report?.mediaUrls).toHaveLength(1);
    } finally {
      t.clock.set('2026-06-15T14:00:00Z');
    }
    const stored = await notificationsFor(visit.id);
    expect(stored).toEqual([expect.objectContaining({ userId: owner.id, type: 'visitCompleted', visitId: visit.id, readAt: null })]);
    // The homeowner's live report, and the visit's change for everyone it concerns.
    expect(published).toEqual([
      { type: 'visitCompleted', homeownerId: owner.id, visitId: visit.id },
      {
        type: 'visitChanged',
        visitId: visit.id,
        status: 'completed',
        homeownerId: owner.id,
        assignedSitterId: visit.assignedSitterId,
        previousSitterId: visit.assignedSitterId,
      },
    ]);
  });

  it('records a given duration, and at least one minute when counted', async () => {
    const given = await visitIn('in_progress');
    const response = await c.admin.patch(`/api/visit/${given.id}/complete`, { duration: 30 });
    expect(((await response.json()) as { visit: Visit }).visit.report).toMatchObject({ duration: 30, notes: null });

    const quick = await visitIn('in_progress');
    await t.db.update(reports).set({ checkInAt: t.clock.now() }).where(eq(reports.visitId, quick.id));
    const fast = await c.admin.patch(`/api/visit/${quick.id}/complete`, {});
    expect(((await fast.json()) as { visit: Visit }).visit.report?.duration).toBe(1);
  });

  it('refuses a duration that is not 1 to 1440 minutes', async () => {
    const visit = await visitIn('in_progress');
    for (const duration of [0, -5, 1441]) {
      await expectError(await c.admin.patch(`/api/visit/${visit.id}/complete`, { duration }), 400, 'visit.duration_invalid', {
        message: LIFECYCLE_EXTRA_MESSAGES.durationInvalid,
        fieldErrors: { duration: LIFECYCLE_EXTRA_MESSAGES.durationInvalid },
      });
    }
    expect(await statusOf(visit.id)).toBe('in_progress');
  });

  it("refuses without a photo with the spec's 'Photos required' toast", async () => {
    const visit = await visitIn('in_progress', { photo: false });
    const response = await c.sitter.patch(`/api/visit/${visit.id}/complete`, {});
    await expectError(response, 400, 'visit.photos_required', {
      title: 'Photos required',
      message: 'Please upload at least one photo before completing the visit.',
    });
    expect(TOASTS.photosRequired).toEqual({
      title: 'Photos required',
      description: 'Please upload at least one photo before completing the visit.',
    });
    expect(await statusOf(visit.id)).toBe('in_progress');
    expect(await notificationsFor(visit.id)).toEqual([]);
  });

  it.each<VisitStatus>(['scheduled', 'completed', 'cancelled'])('refuses to complete a %s visit (409)', async (status) => {
    const visit = await visitIn(status);
    await expectError(await c.admin.patch(`/api/visit/${visit.id}/complete`, {}), 409, 'visit.invalid_transition', {
      message: LIFECYCLE_MESSAGES.invalidTransition(status, 'completed'),
    });
    expect(await statusOf(visit.id)).toBe(status);
  });

  it('answers 404 to another sitter and 403 to the homeowner', async () => {
    const visit = await visitIn('in_progress');
    await expectError(await c.otherSitter.patch(`/api/visit/${visit.id}/complete`, {}), 404, 'visit.not_found', {
      message: API_ERRORS.notFound,
    });
    await expectError(await c.owner.patch(`/api/visit/${visit.id}/complete`, {}), 403, 'auth.forbidden', { message: API_ERRORS.forbidden });
    expect(await statusOf(visit.id)).toBe('in_progress');
  });

  it('completes exactly once when two completes race: one notification, one event', async () => {
    const visit = await visitIn('in_progress');
    published.length = 0;
    const responses = await Promise.all([
      c.admin.patch(`/api/visit/${visit.id}/complete`, { notes: 'first' }),
      c.sitter.patch(`/api/visit/${visit.id}/complete`, { notes: 'second' }),
      c.admin.put(`/api/admin/jobs/${visit.id}/status`, { status: 'completed' }),
    ]);
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
    const refused = responses.filter((r) => r.status === 409);
    for (const response of refused)
      expect(await response.json()).toEqual({ code: 'visit.invalid_transition', message: 'A completed visit cannot become completed.' });
    expect(await notificationsFor(visit.id)).toHaveLength(1);
    expect(published.map((event) => event.type)).toEqual(['visitCompleted', 'visitChanged']);
  });

  it('still answers 200 when publishing the live event fails, and logs it', async () => {
    const logs: unknown[] = [];
    const failing = await createTestApp({
      database: t.database,
      events: { publish: () => Promise.reject(new Error('socket gone')) },
      logError: (_message, error) => logs.push(error),
    });
    try {
      const admin = failing.client();
      await signIn(admin, 'admin');
      const visit = await visitIn('in_progress');
      expect((await admin.patch(`/api/visit/${visit.id}/complete`, {})).status).toBe(200);
      expect(await notificationsFor(visit.id)).toHaveLength(1);
      // Both live events failed (the report's and the visit change's); each is logged.
      expect(logs).toEqual([new Error('socket gone'), new Error('socket gone')]);
    } finally {
      await failing.close();
    }
  });
});

describe('PUT /api/admin/jobs/:id/status', () => {
  it('starts with in_progress and completes with completed, notes and duration', async () => {
    const visit = await visitIn('scheduled');
    const started = await c.admin.put(`/api/admin/jobs/${visit.id}/status`, { status: 'in_progress' });
    expect(started.status).toBe(200);
    expect(((await started.json()) as { visit: Visit }).visit.status).toBe('in_progress');
    // No photo yet.
    await expectError(await c.admin.put(`/api/admin/jobs/${visit.id}/status`, { status: 'completed' }), 400, 'visit.photos_required', {
      title: TOASTS.photosRequired.title,
      message: TOASTS.photosRequired.description,
    });
    const [report] = await t.db.select().from(reports).where(eq(reports.visitId, visit.id));
    await insertPhoto(t.db, t.mediaStore, { reportId: report!.id });
    await t.db.update(visitTasks).set({ isCompleted: true }).where(eq(visitTasks.visitId, visit.id));
    const done = await c.admin.put(`/api/admin/jobs/${visit.id}/status`, { status: 'completed', notes: 'Done', duration: 25 });
    expect(done.status).toBe(200);
    expect(((await done.json()) as { visit: Visit }).visit).toMatchObject({ status: 'completed', report: { notes: 'Done', duration: 25 } });
    await expectError(await c.admin.put(`/api/admin/jobs/${visit.id}/status`, { status: 'in_progress' }), 409, 'visit.invalid_transition', {
      message: LIFECYCLE_MESSAGES.invalidTransition('completed', 'in_progress'),
    });
  });

  it('is for admins only and takes only in_progress or completed', async () => {
    const visit = await visitIn('scheduled');
    for (const client of [c.sitter, c.owner]) {
      await expectError(await client.put(`/api/admin/jobs/${visit.id}/status`, { status: 'in_progress' }), 403, 'auth.forbidden', {
        message: API_ERRORS.forbidden,
      });
    }
    const cancel = await c.admin.put(`/api/admin/jobs/${visit.id}/status`, { status: 'cancelled' });
    expect(cancel.status).toBe(400);
    expect(((await cancel.json()) as { fieldErrors: Record<string, string> }).fieldErrors.status).toBeDefined();
    await expectError(await c.admin.put('/api/admin/jobs/999999/status', { status: 'in_progress' }), 404, 'visit.not_found', {
      message: API_ERRORS.notFound,
    });
    expect(await statusOf(visit.id)).toBe('scheduled');
  });
});

describe('PATCH /api/visit/:id/tasks/:taskId', () => {
  const taskIds = async (visitId: number) => {
    const visit = (await (await c.admin.get(`/api/admin/jobs?limit=100`)).json()) as { items: Visit[] };
    return visit.items.find((item) => item.id === visitId)!.tasks.map((task) => task.id);
  };

  it('lets the assigned sitter tick a task of an in-progress visit, with notes', async () => {
    const visit = await visitIn('in_progress');
    const [first] = await taskIds(visit.id);
    const response = await c.sitter.patch(`/api/visit/${visit.id}/tasks/${first}`, {
      isCompleted: true,
      notes: 'Back door was unlocked; locked it.',
    });
    expect(response.status).toBe(200);
    const { task } = (await response.json()) as { task: VisitTask };
    expect(task).toMatchObject({
      id: first,
      isCompleted: true,
      notes: 'Back door was unlocked; locked it.',
      task: { name: 'Security check', category: 'security_check' },
    });
    // Unticking without notes keeps the notes.
    const undo = await c.admin.patch(`/api/visit/${visit.id}/tasks/${first}`, { isCompleted: false });
    expect(((await undo.json()) as { task: VisitTask }).task).toMatchObject({
      isCompleted: false,
      notes: 'Back door was unlocked; locked it.',
    });
  });

  it.each<VisitStatus>(['scheduled', 'completed', 'cancelled'])('refuses while the visit is %s (409)', async (status) => {
    const visit = await visitIn(status);
    const [first] = await taskIds(visit.id);
    await expectError(await c.admin.patch(`/api/visit/${visit.id}/tasks/${first}`, { isCompleted: true }), 409, 'visit.not_in_progress', {
      message: LIFECYCLE_EXTRA_MESSAGES.tasksOnlyInProgress,
    });
  });

  it("answers 404 for another visit's task or another sitter, 403 for the homeowner, 400 for a bad body", async () => {
    const visit = await visitIn('in_progress');
    const other = await visitIn('in_progress');
    const [otherTask] = await taskIds(other.id);
    const [ownTask] = await taskIds(visit.id);
    await expectError(
      await c.admin.patch(`/api/visit/${visit.id}/tasks/${otherTask}`, { isCompleted: true }),
      404,
      'visit.task_not_found',
      { message: API_ERRORS.notFound },
    );
    await expectError(await c.otherSitter.patch(`/api/visit/${visit.id}/tasks/${ownTask}`, { isCompleted: true }), 404, 'visit.not_found', {
      message: API_ERRORS.notFound,
    });
    await expectError(await c.owner.patch(`/api/visit/${visit.id}/tasks/${ownTask}`, { isCompleted: true }), 403, 'auth.forbidden', {
      message: API_ERRORS.forbidden,
    });
    expect((await c.sitter.patch(`/api/visit/${visit.id}/tasks/${ownTask}`, { isCompleted: 'yes' })).status).toBe(400);
  });
});

describe('PATCH /api/admin/jobs/:id/assign', () => {
  it('assigns a housesitter, who then sees the visit, and unassigns with null', async () => {
    const visit = await visitIn('scheduled', { sitterId: null });
    const response = await c.admin.patch(`/api/admin/jobs/${visit.id}/assign`, { sitterId: otherSitter.id });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { visit: Visit }).visit).toMatchObject({
      assignedSitterId: otherSitter.id,
      assignedSitter: { id: otherSitter.id, firstName: otherSitter.firstName, lastName: otherSitter.lastName },
    });
    const seen = (await (await c.otherSitter.get('/api/visits?limit=100')).json()) as { items: Visit[] };
    expect(seen.items.map((item) => item.id)).toContain(visit.id);
    expect((await c.otherSitter.patch(`/api/visit/${visit.id}/start`)).status).toBe(200);

    const cleared = await c.admin.patch(`/api/admin/jobs/${visit.id}/assign`, { sitterId: null });
    expect(((await cleared.json()) as { visit: Visit }).visit).toMatchObject({ assignedSitterId: null, assignedSitter: null });
  });

  it('only assigns housesitter accounts (400)', async () => {
    const visit = await visitIn('scheduled');
    const [adminRow] = await t.db.select().from(visits).where(eq(visits.id, visit.id));
    for (const sitterId of [owner.id, 999999, 1.5, -1, 1e12]) {
      await expectError(await c.admin.patch(`/api/admin/jobs/${visit.id}/assign`, { sitterId }), 400, 'visit.sitter_invalid', {
        message: LIFECYCLE_MESSAGES.notASitter,
        fieldErrors: { sitterId: LIFECYCLE_MESSAGES.notASitter },
      });
    }
    const [after] = await t.db.select().from(visits).where(eq(visits.id, visit.id));
    expect(after?.assignedSitterId).toBe(adminRow?.assignedSitterId);
  });

  it.each<VisitStatus>(['completed', 'cancelled'])('refuses a %s visit (409)', async (status) => {
    const visit = await visitIn(status);
    await expectError(
      await c.admin.patch(`/api/admin/jobs/${visit.id}/assign`, { sitterId: otherSitter.id }),
      409,
      'visit.assign_refused',
      {
        message: LIFECYCLE_EXTRA_MESSAGES.assignOnlyOpen,
      },
    );
  });

  it('is for admins only', async () => {
    const visit = await visitIn('scheduled');
    for (const client of [c.sitter, c.owner]) {
      await expectError(await client.patch(`/api/admin/jobs/${visit.id}/assign`, { sitterId: sitter.id }), 403, 'auth.forbidden', {
        message: API_ERRORS.forbidden,
      });
    }
  });
});
