/**
 * A sitter's action done without signal reaches the API later than it was done: start, completion
 * and photos may carry the phone's instant (occurredAt / capturedAt), which the visit records
 * instead of the arrival time. The phone's clock is believed within bounds: at most 2 minutes
 * ahead of the server's (clocks drift a little), at most 7 days behind it (the phone gives up on
 * an action after 7 days), and a completion never before its start.
 */
import { OCCURRED_AT_MESSAGES } from '@housesit/shared-contracts';
import { ApiProblem } from '../http/errors.js';

export const OCCURRED_AT_MAX_AHEAD_MS = 2 * 60 * 1000;
export const OCCURRED_AT_MAX_BEHIND_MS = 7 * 24 * 60 * 60 * 1000;

const implausible = (field: string, message: string) => new ApiProblem(400, 'visit.occurred_at_implausible', message, { [field]: message });

/** The instant given (ISO 8601, already validated by the payload's struct), or `now` without one. */
export function occurredInstant(given: string | undefined, now: Date, field = 'occurredAt'): Date {
  if (given === undefined) return now;
  const instant = new Date(given);
  if (instant.getTime() > now.getTime() + OCCURRED_AT_MAX_AHEAD_MS) throw implausible(field, OCCURRED_AT_MESSAGES.inFuture);
  if (instant.getTime() < now.getTime() - OCCURRED_AT_MAX_BEHIND_MS) throw implausible(field, OCCURRED_AT_MESSAGES.tooOld);
  return instant;
}

/** A completion dated before the visit's check-in. */
export const completedBeforeStart = () => implausible('occurredAt', OCCURRED_AT_MESSAGES.beforeStart);
