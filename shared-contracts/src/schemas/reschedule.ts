/**
 * Moving a visit (docs/product/DECISIONS.md 'Cancellation and refunds'):
 * PATCH /api/visit/{id}/reschedule { date, timeWindow } → RescheduleResponse
 * (the visit's homeowner, with the cancel's notice; admins, any visit not begun, not into the past).
 * Free; the sitter stays unless their new day is full (SITTER_DAILY_VISIT_LIMIT).
 */
import { object, optional, type Infer } from 'superstruct';
import { optionalText } from '../validation.js';
import { ADVANCE_NOTICE_DAYS, CANCELLATION_NOTICE_DAYS, MAX_DAYS_AHEAD, TEXT_MAX_LENGTH } from '../constants.js';
import { IsoDateStruct } from './checkout.js';
import { TimeWindowStruct } from './timeWindow.js';
import type { Visit } from './visit.js';

export const RescheduleVisitPayloadStruct = object({
  date: IsoDateStruct,
  timeWindow: TimeWindowStruct,
  /** An admin's note for the visit's history; ignored for homeowners. */
  reason: optional(optionalText(TEXT_MAX_LENGTH, 'Reason')),
});
export type RescheduleVisitPayload = Infer<typeof RescheduleVisitPayloadStruct>;

export interface RescheduleResponse {
  visit: Visit;
  /** True when the visit's sitter had the new day full and was taken off it (admins were told). */
  sitterUnassigned: boolean;
}

export const RESCHEDULE_MESSAGES = {
  onlyScheduled: 'Only upcoming visits can be rescheduled.',
  tooLate: `Visits can be rescheduled up to ${CANCELLATION_NOTICE_DAYS} days before they take place.`,
  newDateTooSoon: `Choose a new date at least ${ADVANCE_NOTICE_DAYS} days from today.`,
  newDateInPast: 'A visit cannot be moved into the past.',
  newDateTooFar: `Visit dates can be at most ${MAX_DAYS_AHEAD} days ahead`,
  unchanged: 'The visit is already on that date and window.',
  rescheduled: (when: string) => ({ title: 'Visit rescheduled', description: `Your visit is now on ${when}.` }),
  failed: { title: 'Reschedule failed', description: 'Failed to reschedule the visit. Please try again.' },
} as const;
