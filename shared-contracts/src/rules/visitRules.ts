/**
 * The visit rules the API enforces and the screens repeat (platform.md §4–5, customer.md §9 FAQ):
 * which status may follow which, when a visit may be completed, and when a homeowner may cancel.
 * One copy here, so the API's refusal and the button a screen hides cannot disagree.
 */
import { CANCELLATION_NOTICE_DAYS } from '../constants.js';
import type { ErrorCode } from '../errors.js';
import { HOMEOWNER_MESSAGES } from '../schemas/homeowner.js';
import type { Visit, VisitStatus } from '../schemas/visit.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** platform.md §4: start moves scheduled → in_progress, complete moves in_progress → completed. */
export const VISIT_TRANSITIONS: Record<VisitStatus, readonly VisitStatus[]> = {
  scheduled: ['in_progress', 'cancelled'],
  in_progress: ['completed'],
  completed: [],
  cancelled: [],
};

export function canTransition(from: VisitStatus, to: VisitStatus): boolean {
  return VISIT_TRANSITIONS[from].includes(to);
}

/** platform.md §5: a visit is completed only once its report has at least one photo. */
export function hasVisitPhotos(visit: Pick<Visit, 'report'>): boolean {
  return (visit.report?.mediaUrls.length ?? 0) > 0;
}

/** The earliest visit time a homeowner may still cancel at `now` (CANCELLATION_NOTICE_DAYS ahead). */
export function cancellationCutoff(now: Date): Date {
  return new Date(now.getTime() + CANCELLATION_NOTICE_DAYS * DAY_MS);
}

export interface RuleRefusal {
  code: ErrorCode;
  message: string;
}

/** Why the homeowner cannot cancel this visit now, or null when they can. */
export function cancelRefusal(visit: { status: VisitStatus; scheduledDate: string | Date }, now: Date): RuleRefusal | null {
  if (!canTransition(visit.status, 'cancelled'))
    return { code: 'visit.cancel_not_scheduled', message: HOMEOWNER_MESSAGES.cancelOnlyScheduled };
  if (new Date(visit.scheduledDate).getTime() < cancellationCutoff(now).getTime()) {
    return { code: 'visit.cancel_too_late', message: HOMEOWNER_MESSAGES.cancelTooLate };
  }
  return null;
}
