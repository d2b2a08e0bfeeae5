/**
 * The visit lifecycle (docs/product/platform.md §4, docs/product/DECISIONS.md): scheduled → in_progress (start, which
 * creates the report) → completed (needs a photo, stamps the report, notifies the homeowner).
 * Nothing leaves completed or cancelled (VISIT_TRANSITIONS in shared-contracts, which the screens use too).
 *
 * Every transition is one conditional UPDATE … WHERE status = <from> RETURNING, so two
 * requests racing for the same visit cannot both apply it: the row lock makes the second wait,
 * then its WHERE no longer matches and it answers 409.
 */
import {
  canTransition,
  LIFECYCLE_MESSAGES,
  missingTaskReasons,
  serviceDayKey,
  TOASTS,
  type CompleteVisitPayload,
  type StartVisitPayload,
  type UpdateVisitTask,
  type User,
  type VisitTask,
} from '@housesit/shared-contracts';
import { and, eq, sql } from 'drizzle-orm';
import { optionalValue } from '../auth/users.js';
import type { Clock } from '../deps.js';
import type { Database, Transaction } from '../db/open.js';
import { media, notifications, reports, visits, visitTasks, type VisitRow } from '../db/schema.js';
import { enqueueVisitCompleted } from '../email/visitEmails.js';
import { publishSafely, type EventPublisher } from '../events/publisher.js';
import { ApiProblem, notFound, type ErrorLogger } from '../http/errors.js';
import { completedBeforeStart, occurredInstant } from './occurredAt.js';
import { toVisitTaskJson } from './serialize.js';
import { recordVisitEvent, startReason } from './startDay.js';

export interface LifecycleDeps {
  db: Database;
  clock: Clock;
  events: EventPublisher;
  logError: ErrorLogger;
}

/** Answers the specs leave to us; shared-contracts has no entry for them yet. */
export const LIFECYCLE_EXTRA_MESSAGES = {
  photosOnlyInProgress: 'Photos can only be added while the visit is in progress.',
  tasksOnlyInProgress: 'Tasks can only be updated while the visit is in progress.',
  assignOnlyOpen: 'Only scheduled or in-progress visits can be assigned a sitter.',
  durationInvalid: `Duration must be a number of minutes from 1 to ${24 * 60}.`,
} as const;

const MAX_DURATION_MINUTES = 24 * 60;

export const invalidTransition = (from: string, to: string) =>
  new ApiProblem(409, 'visit.invalid_transition', LIFECYCLE_MESSAGES.invalidTransition(from, to));

/** 400 with the spec's toast: 'Photos required' / 'Please upload at least one photo…'. */
export const photosRequired = () =>
  new ApiProblem(400, 'visit.photos_required', TOASTS.photosRequired.description, undefined, { title: TOASTS.photosRequired.title });

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export async function currentStatus(db: Database, visitId: number): Promise<string> {
  const [row] = await db.select({ status: visits.status }).from(visits).where(eq(visits.id, visitId)).limit(1);
  if (!row) throw notFound('visit.not_found');
  return row.status;
}

/**
 * scheduled → in_progress and the report (checked in at `start.at`, now by default), recorded in
 * the visit's history, in one transaction. False if the visit was not scheduled. The caller has
 * applied the start-day rule.
 */
export async function tryStartVisit(
  deps: Pick<LifecycleDeps, 'db' | 'clock'>,
  visitId: number,
  start: { actorId: number; reason: string | null; at?: Date },
): Promise<boolean> {
  const now = deps.clock.now();
  const checkInAt = start.at ?? now;
  return deps.db.transaction(async (tx) => {
    const [started] = await tx
      .update(visits)
      .set({ status: 'in_progress', updatedAt: now })
      .where(and(eq(visits.id, visitId), eq(visits.status, 'scheduled')))
      .returning({ id: visits.id });
    if (!started) return false;
    // A report made earlier by hand keeps its own check-in time.
    await tx
      .insert(reports)
      .values({ visitId, checkInAt, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: reports.visitId,
        set: { checkInAt: sql`coalesce(${reports.checkInAt}, excluded.check_in_at)`, updatedAt: now },
      });
    await recordVisitEvent(tx, { visitId, actorId: start.actorId, kind: 'started', reason: start.reason, at: checkInAt });
    return true;
  });
}

/**
 * PATCH /api/visit/:id/start; 409 with the from/to message unless the visit is scheduled, then
 * the start-day rule (startDay.ts) at the instant the sitter started (occurredAt.ts): a start
 * made at 23:58 without signal is on the visit's day even if it arrives after midnight.
 */
export async function startVisit(
  deps: Pick<LifecycleDeps, 'db' | 'clock'>,
  visit: VisitRow,
  actor: User,
  payload: StartVisitPayload,
): Promise<void> {
  if (visit.status !== 'scheduled') throw invalidTransition(visit.status, 'in_progress');
  const at = occurredInstant(payload.occurredAt, deps.clock.now());
  const reason = startReason(visit, actor, payload.reason, at);
  if (!(await tryStartVisit(deps, visit.id, { actorId: actor.id, reason, at }))) {
    throw invalidTransition(await currentStatus(deps.db, visit.id), 'in_progress');
  }
}

/**
 * The reason for every unticked task of the visit, or 400 naming each task without one. Read
 * inside the completing transaction, after the visit row is claimed, so a tick racing the
 * completion cannot leave a task undone without a reason.
 */
async function skipReasons(tx: Transaction, visitId: number, given: Record<string, string> | undefined): Promise<Map<number, string>> {
  const open = await tx
    .select({ id: visitTasks.id, isCompleted: visitTasks.isCompleted })
    .from(visitTasks)
    .where(and(eq(visitTasks.visitId, visitId), eq(visitTasks.isCompleted, false)));
  const missing = missingTaskReasons(open, given);
  if (Object.keys(missing).length > 0)
    throw new ApiProblem(400, 'visit.task_reason_required', LIFECYCLE_MESSAGES.taskReasonRequired, missing);
  return new Map(open.map((task) => [task.id, optionalValue(given?.[String(task.id)]) ?? '']));
}

/** Minutes as given (rounded), between 1 and 24 hours; undefined when not given. */
export function durationMinutes(value: number | undefined): number | undefined {
  if (value === undefined) return undefined;
  const minutes = Math.round(value);
  if (!Number.isFinite(value) || minutes < 1 || minutes > MAX_DURATION_MINUTES) {
    throw new ApiProblem(400, 'visit.duration_invalid', LIFECYCLE_EXTRA_MESSAGES.durationInvalid, {
      duration: LIFECYCLE_EXTRA_MESSAGES.durationInvalid,
    });
  }
  return minutes;
}

const visitHasPhoto = sql`exists (select 1 from ${media} join ${reports} on ${reports.id} = ${media.reportId} where ${reports.visitId} = ${visits.id})`;

/**
 * in_progress → completed. Needs at least one photo on the report and a reason for each task not
 * done (stored on the task, shown in the homeowner's report); stamps completed_at and
 * check_out_at (at the sitter's occurredAt when given: occurredAt.ts, never before check-in), records the duration (given, or the minutes since check-in, at least 1) and the
 * notes, stores the homeowner's notification, queues their email (unless they turned visit
 * updates off), and after the commit publishes visitCompleted.
 */
export async function completeVisit(deps: LifecycleDeps, visit: VisitRow, payload: CompleteVisitPayload): Promise<void> {
  const minutes = durationMinutes(payload.duration);
  const notes = optionalValue(payload.notes);
  if (!canTransition(visit.status, 'completed')) throw invalidTransition(visit.status, 'completed');
  const now = deps.clock.now();
  const done = occurredInstant(payload.occurredAt, now);
  const completed = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(visits)
      .set({ status: 'completed', updatedAt: now })
      .where(and(eq(visits.id, visit.id), eq(visits.status, 'in_progress'), visitHasPhoto))
      .returning({ homeownerId: visits.homeownerId });
    if (!row) return null;
    const [report] = await tx.select({ checkInAt: reports.checkInAt }).from(reports).where(eq(reports.visitId, visit.id)).limit(1);
    if (report?.checkInAt && report.checkInAt.getTime() > done.getTime()) throw completedBeforeStart();
    const reasons = await skipReasons(tx, visit.id, payload.taskReasons);
    for (const [taskId, reason] of reasons) {
      await tx.update(visitTasks).set({ skipReason: reason }).where(eq(visitTasks.id, taskId));
    }
    const sinceCheckIn = sql`greatest(1, floor(extract(epoch from (${at(done)} - ${reports.checkInAt})) / 60))::int`;
    await tx
      .update(reports)
      .set({
        completedAt: done,
        checkOutAt: done,
        durationMinutes: minutes ?? sinceCheckIn,
        ...(notes !== null ? { notes } : {}),
        updatedAt: now,
      })
      .where(eq(reports.visitId, visit.id));
    await tx.insert(notifications).values({
      userId: row.homeownerId,
      type: 'visitCompleted',
      visitId: visit.id,
      details: { date: serviceDayKey(visit.scheduledDate), timeWindow: visit.timeWindow },
      createdAt: now,
    });
    await enqueueVisitCompleted(tx, visit.id);
    return row;
  });
  if (!completed) {
    // Either another request moved the visit first, or there is no photo.
    const status = await currentStatus(deps.db, visit.id);
    throw status !== 'in_progress' ? invalidTransition(status, 'completed') : photosRequired();
  }
  await publishSafely(deps.events, { type: 'visitCompleted', homeownerId: completed.homeownerId, visitId: visit.id }, deps.logError);
}

/** Ticks a task of an in-progress visit done (or not), with optional notes. */
export async function updateVisitTask(
  deps: Pick<LifecycleDeps, 'db' | 'clock'>,
  visitId: number,
  taskId: number,
  payload: UpdateVisitTask,
): Promise<VisitTask> {
  const inProgress = sql`exists (select 1 from ${visits} where ${visits.id} = ${visitTasks.visitId} and ${visits.status} = 'in_progress')`;
  const updated = await deps.db.transaction(async (tx) => {
    const [task] = await tx
      .update(visitTasks)
      .set({ isCompleted: payload.isCompleted, ...(payload.notes !== undefined ? { notes: optionalValue(payload.notes) } : {}) })
      .where(and(eq(visitTasks.id, taskId), eq(visitTasks.visitId, visitId), inProgress))
      .returning();
    if (task) await tx.update(visits).set({ updatedAt: deps.clock.now() }).where(eq(visits.id, visitId));
    return task ?? null;
  });
  if (updated) return toVisitTaskJson(updated);
  const [exists] = await deps.db
    .select({ id: visitTasks.id })
    .from(visitTasks)
    .where(and(eq(visitTasks.id, taskId), eq(visitTasks.visitId, visitId)))
    .limit(1);
  if (!exists) throw notFound('visit.task_not_found');
  throw new ApiProblem(409, 'visit.not_in_progress', LIFECYCLE_EXTRA_MESSAGES.tasksOnlyInProgress);
}
