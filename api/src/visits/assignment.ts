/** PATCH /api/admin/jobs/:id/assign: an admin gives a visit to a housesitter, or takes it back (null). */
import { LIFECYCLE_MESSAGES, SITTER_ROLE, serviceDayKey } from '@housesit/shared-contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { users, visits } from '../db/schema.js';
import { isOffOn, sitterOff } from '../dispatch/timeOff.js';
import { ApiProblem } from '../http/errors.js';
import { tellSitterChanged } from './changeNotices.js';
import { LIFECYCLE_EXTRA_MESSAGES } from './lifecycle.js';

export const notASitter = () =>
  new ApiProblem(400, 'visit.sitter_invalid', LIFECYCLE_MESSAGES.notASitter, { sitterId: LIFECYCLE_MESSAGES.notASitter });

export async function isSitter(db: Database, userId: number): Promise<boolean> {
  if (!Number.isSafeInteger(userId) || userId < 1 || userId > 2_147_483_647) return false;
  const [user] = await db.select({ role: users.role, deactivatedAt: users.deactivatedAt }).from(users).where(eq(users.id, userId)).limit(1);
  // A deactivated sitter cannot sign in to do the visit.
  return user?.role === SITTER_ROLE && user.deactivatedAt === null;
}

/**
 * Only housesitter accounts (400 notASitter) and only visits still to be done (scheduled or
 * in progress; 409 otherwise), never on a day the sitter is off (409 visit.sitter_time_off: time
 * off refuses, a crowded day only warns). The visit must exist: the caller has checked it. When the sitter
 * changes, the sitter who had it, the one who gets it and the customer are told (notification and
 * email, changeNotices.ts) in the same transaction; assigning the same sitter again tells nobody.
 */
export async function assignSitter(deps: { db: Database; clock: Clock }, visitId: number, sitterId: number | null): Promise<void> {
  if (sitterId !== null && !(await isSitter(deps.db, sitterId))) throw notASitter();
  const open = and(eq(visits.id, visitId), inArray(visits.status, ['scheduled', 'in_progress']));
  const assigned = await deps.db.transaction(async (tx) => {
    // Locked, so two admins assigning at once each see the sitter the other left.
    const [before] = await tx
      .select({ sitterId: visits.assignedSitterId, scheduledDate: visits.scheduledDate })
      .from(visits)
      .where(open)
      .for('update');
    if (!before) return false;
    if (sitterId !== null && sitterId !== before.sitterId && (await isOffOn(tx, sitterId, serviceDayKey(before.scheduledDate)))) {
      throw sitterOff();
    }
    await tx.update(visits).set({ assignedSitterId: sitterId, updatedAt: deps.clock.now() }).where(eq(visits.id, visitId));
    await tellSitterChanged(tx, visitId, before.sitterId, sitterId, deps.clock.now());
    return true;
  });
  if (!assigned) throw new ApiProblem(409, 'visit.assign_refused', LIFECYCLE_EXTRA_MESSAGES.assignOnlyOpen);
}
