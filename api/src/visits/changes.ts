/**
 * Tells everyone a visit concerns that its status or sitter changed (the sitter's job
 * list and dashboard, the homeowner's visits and the admins' queue update without a reload).
 * Called by the routes after the change committed, with the sitter the visit had before.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { visits } from '../db/schema.js';
import { publishSafely, type EventPublisher } from '../events/publisher.js';
import type { ErrorLogger } from '../http/errors.js';

export async function publishVisitChanged(
  deps: { db: Database; events: EventPublisher; logError: ErrorLogger },
  visitId: number,
  previousSitterId: number | null,
): Promise<void> {
  const [row] = await deps.db
    .select({ status: visits.status, homeownerId: visits.homeownerId, assignedSitterId: visits.assignedSitterId })
    .from(visits)
    .where(eq(visits.id, visitId))
    .limit(1);
  if (!row) return;
  await publishSafely(deps.events, { type: 'visitChanged', visitId, previousSitterId, ...row }, deps.logError);
}
