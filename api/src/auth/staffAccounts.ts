/**
 * Staff accounts: an admin deactivates a sitter or another admin and reactivates them.
 * Deactivation, in one transaction: the account is marked, every session of it ends, also one a
 * sign-in in flight would insert later (its credential generation is raised, decision 002; the
 * notice that closes its sockets with 4001 goes out on commit, as for a password reset), its scheduled
 * visits lose their sitter and each admin gets a 'visitNeedsSitter' notification per visit. Sign-in
 * is refused while the mark is set (routes/auth.ts). Visits already in progress keep their sitter:
 * the work at the door has begun, and an admin reassigns or reverts them from the job details.
 */
import { SITTER_ROLE, STAFF_ACCOUNT_TEXT, type StaffAccountChange } from '@housesit/shared-contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { notifications, users, visits, type UserRow } from '../db/schema.js';
import { ApiProblem } from '../http/errors.js';
import { endAllSessions } from './sessions.js';
import { toUserJson } from './users.js';

export interface DeactivationResult extends StaffAccountChange {
  /** The visits that lost their sitter, for the live updates sent after commit. */
  visitIds: number[];
}

/** The staff account with this id, or the coded refusal (404 unknown, 400 a homeowner's). */
export async function findStaffUser(db: Database, userId: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new ApiProblem(404, 'user.not_found', STAFF_ACCOUNT_TEXT.userNotFound);
  if (user.role !== SITTER_ROLE && user.role !== 'admin') throw new ApiProblem(400, 'user.not_staff', STAFF_ACCOUNT_TEXT.notStaff);
  return user;
}

export async function deactivateStaff(db: Database, input: { userId: number; actorId: number; now: Date }): Promise<DeactivationResult> {
  if (input.userId === input.actorId) throw new ApiProblem(409, 'user.self_deactivation', STAFF_ACCOUNT_TEXT.selfDeactivation);
  const target = await findStaffUser(db, input.userId);
  return db.transaction(async (tx) => {
    // Deactivating twice keeps the first time; the rest is idempotent (nothing left to end).
    const [row] = await tx
      .update(users)
      .set({ deactivatedAt: target.deactivatedAt ?? input.now, updatedAt: input.now })
      .where(eq(users.id, target.id))
      .returning();
    await endAllSessions(tx, target.id);
    const unassigned = await tx
      .update(visits)
      .set({ assignedSitterId: null, updatedAt: input.now })
      .where(and(eq(visits.assignedSitterId, target.id), eq(visits.status, 'scheduled')))
      .returning({ id: visits.id });
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.deactivatedAt)));
    const told = unassigned.flatMap((visit) =>
      admins.map((admin) => ({ userId: admin.id, type: 'visitNeedsSitter', visitId: visit.id, createdAt: input.now })),
    );
    if (told.length > 0) await tx.insert(notifications).values(told);
    return { user: toUserJson(row ?? target), unassignedVisits: unassigned.length, visitIds: unassigned.map((visit) => visit.id) };
  });
}

export async function reactivateStaff(db: Database, input: { userId: number; now: Date }): Promise<StaffAccountChange> {
  const target = await findStaffUser(db, input.userId);
  const [row] = await db.update(users).set({ deactivatedAt: null, updatedAt: input.now }).where(eq(users.id, target.id)).returning();
  return { user: toUserJson(row ?? target), unassignedVisits: 0 };
}
