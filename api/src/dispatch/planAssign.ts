/**
 * POST /api/admin/jobs/:id/assign-plan: a recurring plan's visit and every later visit of the same
 * plan still to come go to one sitter, in one transaction. A visit another sitter already has
 * keeps them, and a visit on one of the sitter's days off stays as it is; both are reported as
 * skipped with the reason. The visit asked about is refused outright on a day off (time off
 * refuses; the rest of the plan only skips). Each visit that changes hands tells the sitter who
 * lost it, the one who got it and the customer, as a single assignment does (changeNotices.ts):
 * the notification catalogue has no summary kind for a batch yet, so the notices are per visit.
 */
import { DISPATCH_MESSAGES, serviceDayKey, type PlanSkip, type PlanSkipReason } from '@housesit/shared-contracts';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { visits } from '../db/schema.js';
import { ApiProblem } from '../http/errors.js';
import { tellSitterChanged } from '../visits/changeNotices.js';
import { isSitter, notASitter } from '../visits/assignment.js';
import { LIFECYCLE_EXTRA_MESSAGES } from '../visits/lifecycle.js';
import { offDays, sitterOff, timeOffOverlapping } from './timeOff.js';

export interface PlanAssigned {
  assigned: number[];
  skipped: PlanSkip[];
  /** Visits whose sitter changed, with the sitter each had: the route publishes them after commit. */
  changed: { visitId: number; previousSitterId: number | null }[];
}

const skip = (visit: { id: number; scheduledDate: Date; timeWindow: PlanSkip['timeWindow'] }, reason: PlanSkipReason): PlanSkip => ({
  visitId: visit.id,
  date: serviceDayKey(visit.scheduledDate),
  timeWindow: visit.timeWindow,
  reason,
  message: DISPATCH_MESSAGES.planSkipped[reason],
});

export async function assignPlan(deps: { db: Database; clock: Clock }, visitId: number, sitterId: number): Promise<PlanAssigned> {
  if (!(await isSitter(deps.db, sitterId))) throw notASitter();
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [visit] = await tx
      .select()
      .from(visits)
      .where(and(eq(visits.id, visitId), inArray(visits.status, ['scheduled', 'in_progress'])))
      .for('update');
    if (!visit) throw new ApiProblem(409, 'visit.assign_refused', LIFECYCLE_EXTRA_MESSAGES.assignOnlyOpen);
    if (visit.planType !== 'recurring' || visit.bookingId === null) {
      throw new ApiProblem(400, 'visit.not_plan_visit', DISPATCH_MESSAGES.notAPlanVisit);
    }
    // The plan's visits still to come: scheduled, after now, this one first.
    const later = await tx
      .select()
      .from(visits)
      .where(and(eq(visits.bookingId, visit.bookingId), eq(visits.status, 'scheduled'), gt(visits.scheduledDate, now)))
      .orderBy(asc(visits.scheduledDate), asc(visits.id))
      .for('update');
    const plan = [visit, ...later.filter((other) => other.id !== visit.id)];
    const days = plan.map((row) => serviceDayKey(row.scheduledDate)).sort();
    const off = offDays(await timeOffOverlapping(tx, { sitterIds: [sitterId], from: days[0]!, to: days.at(-1)! }), days[0]!, days.at(-1)!);
    if (visit.assignedSitterId !== sitterId && off.has(serviceDayKey(visit.scheduledDate))) throw sitterOff();

    const result: PlanAssigned = { assigned: [], skipped: [], changed: [] };
    for (const row of plan) {
      const mine = row.assignedSitterId === sitterId;
      // The visit asked about is the admin's explicit choice: it moves even from another sitter.
      if (!mine && row.id !== visit.id && row.assignedSitterId !== null) {
        result.skipped.push(skip(row, 'otherSitter'));
        continue;
      }
      if (!mine && off.has(serviceDayKey(row.scheduledDate))) {
        result.skipped.push(skip(row, 'timeOff'));
        continue;
      }
      result.assigned.push(row.id);
      if (mine) continue;
      await tx.update(visits).set({ assignedSitterId: sitterId, updatedAt: now }).where(eq(visits.id, row.id));
      await tellSitterChanged(tx, row.id, row.assignedSitterId, sitterId, now);
      result.changed.push({ visitId: row.id, previousSitterId: row.assignedSitterId });
    }
    return result;
  });
}
