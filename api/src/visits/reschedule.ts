/**
 * PATCH /api/visit/{id}/reschedule (docs/product/DECISIONS.md 'Cancellation and refunds', 'Time'):
 * a visit moves to another New York day and window, free. The rule is rescheduleRefusal in
 * shared-contracts (My Visits and the admin's job details ask the same one).
 *
 * The sitter stays on the visit unless they already have SITTER_DAILY_VISIT_LIMIT visits on the new
 * day; then the visit is unassigned and every admin gets a stored notification (the queue shows
 * it Unassigned live). The same happens when the sitter is off on the new day (their time off,
 * dispatch/timeOff.ts): the customer's date matters more than who comes. The sitter's row is locked while their day is counted, so two visits
 * moved onto one sitter's day at once cannot both squeeze in.
 *
 * One transaction: the conditional UPDATE (still scheduled, still on the date decided on, so a
 * racing cancel or reschedule makes this one 409), the visit's history line, the notifications
 * and emails of the customer and the sitter (changeNotices.ts), the admins' notifications.
 */
import {
  rescheduleRefusal,
  RESCHEDULE_MESSAGES,
  serviceDayLabel,
  SITTER_DAILY_VISIT_LIMIT,
  timeWindowText,
  type CancelActor,
  type TimeWindow,
} from '@housesit/shared-contracts';
import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Clock } from '../deps.js';
import type { Database, Transaction } from '../db/open.js';
import { users, visits, type VisitRow } from '../db/schema.js';
import { isOffOn } from '../dispatch/timeOff.js';
import { ApiProblem, notFound } from '../http/errors.js';
import { notifyAdmins } from '../notifications/notifications.js';
import { windowStart } from '../payments/visits.js';
import { dayRange } from '../time/serviceDay.js';
import { tellOfficeOfCustomerReschedule } from '../admin/officeNotices.js';
import { tellRescheduled } from './changeNotices.js';
import { recordVisitEvent } from './startDay.js';

export interface RescheduleRequest {
  actor: CancelActor;
  userId: number;
  /** A homeowner may only move their own visits (404 otherwise); null for admins. */
  ownerId: number | null;
  visitId: number;
  date: string;
  timeWindow: TimeWindow;
  /** An admin's note for the history; null for homeowners. */
  reason: string | null;
}

export interface Rescheduled {
  previousSitterId: number | null;
  sitterUnassigned: boolean;
}

/** 'Monday, June 22, 2026, Morning (8–12)'. */
const when = (instant: Date, window: TimeWindow) => `${serviceDayLabel(instant)}, ${timeWindowText(window)}`;

/** Whether the sitter already has a full day on `start`'s New York day (not counting this visit), under a lock on the sitter. */
async function sitterDayFull(tx: Transaction, sitterId: number, visitId: number, start: Date): Promise<boolean> {
  await tx.execute(sql`select 1 from ${users} where ${users.id} = ${sitterId} for update`);
  const day = dayRange(start);
  const [row] = await tx
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(visits)
    .where(
      and(
        eq(visits.assignedSitterId, sitterId),
        ne(visits.id, visitId),
        ne(visits.status, 'cancelled'),
        gte(visits.scheduledDate, day.start),
        lt(visits.scheduledDate, day.end),
      ),
    );
  return (row?.count ?? 0) >= SITTER_DAILY_VISIT_LIMIT;
}

type Unassigned = false | 'fullDay' | 'timeOff';

function historyLine(visit: VisitRow, start: Date, request: RescheduleRequest, unassigned: Unassigned): string {
  const parts = [`Moved from ${when(visit.scheduledDate, visit.timeWindow)} to ${when(start, request.timeWindow)}.`];
  if (unassigned === 'fullDay') parts.push('The sitter already had a full day then and was unassigned.');
  if (unassigned === 'timeOff') parts.push('The sitter is off that day and was unassigned.');
  if (request.reason) parts.push(request.reason);
  return parts.join(' ');
}

export async function rescheduleVisit(deps: { db: Database; clock: Clock }, request: RescheduleRequest): Promise<Rescheduled> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [visit] = await tx.select().from(visits).where(eq(visits.id, request.visitId)).limit(1);
    if (!visit || (request.ownerId !== null && visit.homeownerId !== request.ownerId)) throw notFound('visit.not_found');
    const refusal = rescheduleRefusal({ actor: request.actor, now, visit, date: request.date, timeWindow: request.timeWindow });
    if (refusal) throw new ApiProblem(409, refusal.code, refusal.message);

    const start = windowStart(request.date, request.timeWindow);
    const sitterId = visit.assignedSitterId;
    const why: Unassigned =
      sitterId === null
        ? false
        : (await sitterDayFull(tx, sitterId, visit.id, start))
          ? 'fullDay'
          : (await isOffOn(tx, sitterId, request.date))
            ? 'timeOff'
            : false;
    const unassign = why !== false;
    const [moved] = await tx
      .update(visits)
      .set({ scheduledDate: start, timeWindow: request.timeWindow, updatedAt: now, ...(unassign ? { assignedSitterId: null } : {}) })
      .where(and(eq(visits.id, visit.id), eq(visits.status, 'scheduled'), eq(visits.scheduledDate, visit.scheduledDate)))
      .returning({ id: visits.id });
    // A cancel, start or another reschedule committed since the visit was read.
    if (!moved) throw new ApiProblem(409, 'visit.reschedule_not_scheduled', RESCHEDULE_MESSAGES.onlyScheduled);

    await recordVisitEvent(tx, {
      visitId: visit.id,
      actorId: request.userId,
      kind: 'rescheduled',
      reason: historyLine(visit, start, request, why),
      at: now,
    });
    // The customer (whoever moved it: the confirmation is theirs too) and the sitter, told the new day.
    await tellRescheduled(tx, { visit, date: request.date, timeWindow: request.timeWindow, sitterKept: !unassign, now });
    // The office hears of a customer's move, and of any visit left without its sitter.
    if (request.actor === 'homeowner') {
      await tellOfficeOfCustomerReschedule(tx, { visit, date: request.date, timeWindow: request.timeWindow, now });
    }
    if (unassign) await notifyAdmins(tx, { type: 'visitNeedsSitter', visitId: visit.id, details: {} }, now);
    return { previousSitterId: sitterId, sitterUnassigned: unassign };
  });
}
