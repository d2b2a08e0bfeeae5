import {
  LIFECYCLE_MESSAGES,
  TOASTS,
  type AddPhotoPayload,
  type CompleteVisitPayload,
  type SitterEarnings,
  type UpdateVisitTask,
  type Visit,
} from '@housesit/shared-contracts';
import { ANY_PATH, type StubReply, type StubRoute } from './stubFetch';
import { page } from './fixtures';

/** Earnings with nothing earned yet; tests override what they check. */
export function makeEarnings(overrides: Partial<SitterEarnings> = {}): SitterEarnings {
  return { weekCents: 0, monthCents: 0, totalCents: 0, nextPayoutDate: '2025-06-20', weekly: [], history: [], ...overrides };
}

export interface FakeSitterApiOptions {
  earnings?: SitterEarnings;
  /** Answers that replace the fake's own for one kind of call (a failing server). */
  fail?: Partial<Record<'start' | 'photo' | 'complete' | 'task', StubReply>>;
}

const clone = <T>(value: T): T => structuredClone(value);

/**
 * The sitter's side of the API as a small in-memory server, following the lifecycle contract
 * (shared-contracts/src/schemas/lifecycle.ts): start creates the report, photos are added to it,
 * completing needs a photo. Component tests drive a screen against it and read its state.
 */
export function createFakeSitterApi(initial: readonly Visit[], options: FakeSitterApiOptions = {}) {
  const visits = initial.map(clone);
  let photoCount = 0;
  const find = (id: number) => visits.find((v) => v.id === id);
  const notFound: StubReply = { status: 404, body: { message: 'Not found.' } };

  const start = (visit: Visit): StubReply => {
    if (visit.status !== 'scheduled') {
      return { status: 409, body: { message: LIFECYCLE_MESSAGES.invalidTransition(visit.status, 'in_progress') } };
    }
    const now = new Date().toISOString();
    visit.status = 'in_progress';
    visit.report = { id: visit.id * 100, duration: null, mediaUrls: [], notes: null, completedAt: null, isArchived: false, checkInAt: now, checkOutAt: null };
    return { body: { visit: clone(visit) } };
  };

  const addPhoto = (reportId: number, payload: AddPhotoPayload): StubReply => {
    const visit = visits.find((v) => v.report?.id === reportId);
    if (!visit?.report) return notFound;
    if (!payload.mediaUrl.startsWith('data:image/')) return { status: 400, body: { message: LIFECYCLE_MESSAGES.notAnImage } };
    photoCount += 1;
    visit.report.mediaUrls.push(`/api/media/photo-${photoCount}`);
    return { body: { report: clone(visit.report) } };
  };

  const complete = (visit: Visit, payload: CompleteVisitPayload): StubReply => {
    if (visit.status !== 'in_progress' || !visit.report) {
      return { status: 409, body: { message: LIFECYCLE_MESSAGES.invalidTransition(visit.status, 'completed') } };
    }
    if (visit.report.mediaUrls.length === 0) {
      return { status: 400, body: { message: TOASTS.photosRequired.description, title: TOASTS.photosRequired.title } };
    }
    const now = new Date().toISOString();
    visit.status = 'completed';
    Object.assign(visit.report, { notes: payload.notes ?? null, completedAt: now, checkOutAt: now, duration: 30 });
    return { body: { visit: clone(visit) } };
  };

  const updateTask = (visit: Visit, taskId: number, payload: UpdateVisitTask): StubReply => {
    const task = visit.tasks.find((t) => t.id === taskId);
    if (!task) return notFound;
    task.isCompleted = payload.isCompleted;
    if (payload.notes !== undefined) task.notes = payload.notes || null;
    return { body: { task: clone(task) } };
  };

  const router: StubRoute = (url, request) => {
    const path = url.pathname;
    let match: RegExpMatchArray | null;
    if ((match = path.match(/^\/api\/visit\/(\d+)\/start$/)) && request.method === 'PATCH') {
      const visit = find(Number(match[1]));
      return options.fail?.start ?? (visit ? start(visit) : notFound);
    }
    if ((match = path.match(/^\/api\/visit\/(\d+)\/complete$/)) && request.method === 'PATCH') {
      const visit = find(Number(match[1]));
      return options.fail?.complete ?? (visit ? complete(visit, request.body as CompleteVisitPayload) : notFound);
    }
    if ((match = path.match(/^\/api\/visit\/(\d+)\/tasks\/(\d+)$/)) && request.method === 'PATCH') {
      const visit = find(Number(match[1]));
      return options.fail?.task ?? (visit ? updateTask(visit, Number(match[2]), request.body as UpdateVisitTask) : notFound);
    }
    if ((match = path.match(/^\/api\/report\/(\d+)\/add-photo$/)) && request.method === 'PATCH') {
      return options.fail?.photo ?? addPhoto(Number(match[1]), request.body as AddPhotoPayload);
    }
    return notFound;
  };

  return {
    routes: {
      '/api/visits': () => ({ body: page(visits.map(clone)) }),
      '/api/sitter/earnings': () => ({ body: options.earnings ?? makeEarnings() }),
      [ANY_PATH]: router,
    } satisfies Record<string, StubRoute>,
    visit: (id: number) => find(id),
  };
}
