/**
 * The reschedule rule (docs/product/DECISIONS.md 'Cancellation and refunds'; decision 012): the API enforces it,
 * My Visits and the admin's job details repeat it. A homeowner moves a scheduled visit only with
 * the cancel's notice (hasChangeNotice) and to a date the dashboard wizard would take (at least
 * ADVANCE_NOTICE_DAYS ahead, at most MAX_DAYS_AHEAD); an admin moves any visit not begun, to any
 * day from today on within the horizon. Days are America/New_York calendar days.
 */
import { ADVANCE_NOTICE_DAYS, MAX_DAYS_AHEAD } from '../constants.js';
import { addDaysIso } from '../schemas/checkout.js';
import { RESCHEDULE_MESSAGES } from '../schemas/reschedule.js';
import type { TimeWindow } from '../schemas/timeWindow.js';
import type { VisitStatus } from '../schemas/visit.js';
import { daysBetween, hasChangeNotice, serviceDayKey, type CancelActor, type RuleRefusal } from './visitRules.js';

export interface RescheduleInput {
  actor: CancelActor;
  now: Date;
  visit: { status: VisitStatus; scheduledDate: string | Date; timeWindow: TimeWindow };
  /** The new service-area day, yyyy-MM-dd. */
  date: string;
  timeWindow: TimeWindow;
}

/** Why this move is refused, or null when it may go ahead. */
export function rescheduleRefusal(input: RescheduleInput): RuleRefusal | null {
  const { actor, now, visit, date } = input;
  if (visit.status !== 'scheduled') return { code: 'visit.reschedule_not_scheduled', message: RESCHEDULE_MESSAGES.onlyScheduled };
  if (actor === 'homeowner' && !hasChangeNotice(visit.scheduledDate, now))
    return { code: 'visit.reschedule_too_late', message: RESCHEDULE_MESSAGES.tooLate };
  const ahead = daysBetween(serviceDayKey(now), date);
  if (ahead < 0) return { code: 'visit.reschedule_date_refused', message: RESCHEDULE_MESSAGES.newDateInPast };
  if (actor === 'homeowner' && ahead < ADVANCE_NOTICE_DAYS)
    return { code: 'visit.reschedule_date_refused', message: RESCHEDULE_MESSAGES.newDateTooSoon };
  if (ahead > MAX_DAYS_AHEAD) return { code: 'visit.reschedule_date_refused', message: RESCHEDULE_MESSAGES.newDateTooFar };
  if (date === serviceDayKey(visit.scheduledDate) && input.timeWindow === visit.timeWindow) {
    return { code: 'visit.reschedule_unchanged', message: RESCHEDULE_MESSAGES.unchanged };
  }
  return null;
}

/** The first and last day a date picker offers this actor (yyyy-MM-dd), as rescheduleRefusal allows. */
export function rescheduleDateRange(actor: CancelActor, now: Date): { min: string; max: string } {
  const today = serviceDayKey(now);
  return { min: addDaysIso(today, actor === 'homeowner' ? ADVANCE_NOTICE_DAYS : 0), max: addDaysIso(today, MAX_DAYS_AHEAD) };
}
