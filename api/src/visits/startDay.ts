/**
 * The start-day rule (DECISIONS.md 'Visit safety', 'Time'): a visit starts on its service-area
 * day; off that day only an admin may start it, with a reason. Also the visit history's writer.
 */
import { LIFECYCLE_MESSAGES, type ErrorCode, type User, type VisitEventKind } from '@housesit/shared-contracts';
import { optionalValue } from '../auth/users.js';
import type { Database, Transaction } from '../db/open.js';
import { visitEvents, type VisitRow } from '../db/schema.js';
import { ApiProblem } from '../http/errors.js';
import { dayRange, SERVICE_TIME_ZONE } from '../time/serviceDay.js';

/** An ApiProblem whose body carries a code from shared-contracts' ERROR_CODES. */
export const codedProblem = (status: 400 | 404 | 409, code: ErrorCode, message: string, fieldErrors?: Record<string, string>) =>
  new ApiProblem(status, message, fieldErrors, { code });

const dayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: SERVICE_TIME_ZONE,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** 'Monday, June 15, 2026': the visit's service-area day, as the spec writes dates. */
export const serviceDayLabel = (date: Date) => dayFormat.format(date);

export function isOnServiceDay(scheduledDate: Date, now: Date): boolean {
  const today = dayRange(now);
  return scheduledDate >= today.start && scheduledDate < today.end;
}

/**
 * The start-day rule: anyone may start a visit on its service-area day; off that day a sitter is
 * refused (409) and an admin must give a reason (400 with the field). Returns the reason to record.
 */
export function startReason(visit: VisitRow, actor: User, reason: string | undefined, now: Date): string | null {
  if (isOnServiceDay(visit.scheduledDate, now)) return optionalValue(reason);
  const day = serviceDayLabel(visit.scheduledDate);
  if (actor.role !== 'admin') throw codedProblem(409, 'visit.start_not_visit_day', LIFECYCLE_MESSAGES.startOnlyOnVisitDay(day));
  const given = optionalValue(reason);
  if (given === null) {
    const message = LIFECYCLE_MESSAGES.startReasonRequired(day);
    throw codedProblem(400, 'visit.start_reason_required', message, { reason: message });
  }
  return given;
}

export async function recordVisitEvent(
  tx: Transaction | Database,
  event: { visitId: number; actorId: number; kind: VisitEventKind; reason: string | null; at: Date },
): Promise<void> {
  await tx.insert(visitEvents).values({ visitId: event.visitId, actorId: event.actorId, kind: event.kind, reason: event.reason, createdAt: event.at });
}
