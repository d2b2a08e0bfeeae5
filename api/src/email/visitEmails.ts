/**
 * The visit emails (category visitUpdates), each queued in the transaction that makes it true:
 * the completion that stamps the report, the assignment that gives a sitter the visit.
 */
import { PLANS, serviceDayKey, type PlanId } from '@housesit/shared-contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { reports, users, visits, visitTasks } from '../db/schema.js';
import { enqueueEmail } from './enqueue.js';

/** To the homeowner of a visit that has just been completed in `tx` (its report stamped). */
export async function enqueueVisitCompleted(tx: Database, visitId: number): Promise<void> {
  const [row] = await tx
    .select({
      homeownerId: visits.homeownerId,
      email: users.email,
      firstName: users.firstName,
      sitterId: visits.assignedSitterId,
      scheduledDate: visits.scheduledDate,
      timeWindow: visits.timeWindow,
      address: visits.propertyAddress,
      checkInAt: reports.checkInAt,
      checkOutAt: reports.checkOutAt,
      notes: reports.notes,
    })
    .from(visits)
    .innerJoin(users, eq(users.id, visits.homeownerId))
    .leftJoin(reports, eq(reports.visitId, visits.id))
    .where(eq(visits.id, visitId));
  if (!row) throw new Error(`visit ${visitId} not found for its completion email`);
  const sitter = row.sitterId
    ? (await tx.select({ firstName: users.firstName }).from(users).where(eq(users.id, row.sitterId)))[0]
    : undefined;
  const skipped = await tx
    .select({ name: visitTasks.name, reason: visitTasks.skipReason })
    .from(visitTasks)
    .where(and(eq(visitTasks.visitId, visitId), eq(visitTasks.isCompleted, false)))
    .orderBy(asc(visitTasks.position), asc(visitTasks.id));
  const durationMinutes =
    row.checkInAt && row.checkOutAt ? Math.max(1, Math.floor((row.checkOutAt.getTime() - row.checkInAt.getTime()) / 60_000)) : null;
  await enqueueEmail(tx, {
    to: row.email,
    userId: row.homeownerId,
    template: 'visitCompleted',
    data: {
      firstName: row.firstName,
      sitterName: sitter?.firstName ?? null,
      date: serviceDayKey(row.scheduledDate),
      timeWindow: row.timeWindow,
      address: row.address,
      durationMinutes,
      notes: row.notes,
      skippedTasks: skipped.map((task) => ({ name: task.name, reason: task.reason ?? '' })),
    },
  });
}

/** To the sitter a visit has just been assigned to in `tx`. */
export async function enqueueVisitAssigned(tx: Database, visitId: number, sitterId: number): Promise<void> {
  const [row] = await tx
    .select({
      email: users.email,
      firstName: users.firstName,
      scheduledDate: visits.scheduledDate,
      timeWindow: visits.timeWindow,
      address: visits.propertyAddress,
      plan: visits.planType,
    })
    .from(visits)
    .innerJoin(users, eq(users.id, sitterId))
    .where(eq(visits.id, visitId));
  if (!row) throw new Error(`visit ${visitId} or sitter ${sitterId} not found for the assignment email`);
  await enqueueEmail(tx, {
    to: row.email,
    userId: sitterId,
    template: 'visitAssigned',
    data: {
      firstName: row.firstName,
      date: serviceDayKey(row.scheduledDate),
      timeWindow: row.timeWindow,
      address: row.address,
      planName: PLANS[row.plan as PlanId].name,
    },
  });
}
