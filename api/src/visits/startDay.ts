/**
 * The start-day rule (docs/product/DECISIONS.md 'Visit safety', 'Time'), as the API applies it: the rule itself
 * is startRefusal in shared-contracts (the screens ask the same one). Also the visit history's writer.
 */
import { startRefusal, type User, type VisitEventKind } from '@housesit/shared-contracts';
import { optionalValue } from '../auth/users.js';
import type { Database, Transaction } from '../db/open.js';
import { visitEvents, type VisitRow } from '../db/schema.js';
import { ApiProblem } from '../http/errors.js';

/**
 * Anyone may start a visit on its service-area day; off that day a sitter is refused (409
 * visit.start_not_visit_day) and an admin must give a reason (400 visit.start_reason_required,
 * naming the field). Returns the reason to record.
 */
export function startReason(visit: VisitRow, actor: User, reason: string | undefined, now: Date): string | null {
  const refusal = startRefusal(visit, actor.role, reason, now);
  if (refusal) throw new ApiProblem(refusal.status, refusal.code, refusal.message, refusal.fieldErrors);
  return optionalValue(reason);
}

export async function recordVisitEvent(
  tx: Transaction | Database,
  event: { visitId: number; actorId: number; kind: VisitEventKind; reason: string | null; at: Date },
): Promise<void> {
  await tx
    .insert(visitEvents)
    .values({ visitId: event.visitId, actorId: event.actorId, kind: event.kind, reason: event.reason, createdAt: event.at });
}
