/**
 * The one set of booking rules (docs/product/DECISIONS.md 'Two booking flows', 'Dates', 'Last-minute fee',
 * 'Time'; decision 023). The API refuses a quote or checkout with bookingRefusal; both wizards
 * keep Continue disabled with bookingRuleErrors' messages, and offer only the days and windows
 * bookingDateRange and bookableWindows allow. The two flows differ in one rule only, the notice:
 * the dashboard wizard needs ADVANCE_NOTICE_DAYS, /purchase books sooner for the last-minute fee.
 */
import { ADVANCE_NOTICE_DAYS, BOOKING_LEAD_HOURS, CUSTOM_TASK_POINTS_BUDGET, MAX_DAYS_AHEAD } from '../constants.js';
import type { ErrorCode } from '../errors.js';
import { BOOKING_MESSAGES } from '../messages.js';
import { customTaskPoints, formatCents, LAST_MINUTE_FEE_CENTS, PRICING_ERRORS } from '../pricing.js';
import { addDaysIso, type BookingFlow, type CheckoutRequest } from '../schemas/checkout.js';
import { TIME_WINDOWS, timeWindowText, type TimeWindow } from '../schemas/timeWindow.js';
import type { FieldErrors } from '../validation.js';
import { serviceAreaProblem } from './serviceArea.js';
import { serviceDayKey, serviceDayLabel, type RuleRefusal } from './visitRules.js';
import { windowStartsAt } from './windowTimes.js';

/** Days of notice each flow needs: the one rule in which the flows differ. */
export const FLOW_NOTICE_DAYS: Record<BookingFlow, number> = { wizard: ADVANCE_NOTICE_DAYS, purchase: 0 };

/** The dashboard wizard's notice refusals: the spec's words, then the last-minute way and its fee. */
export const BOOKING_NOTICE_MESSAGES = {
  visits: `${BOOKING_MESSAGES.advanceNotice}. ${BOOKING_MESSAGES.lastMinuteOption(formatCents(LAST_MINUTE_FEE_CENTS))}`,
  recurring: `${BOOKING_MESSAGES.recurringAdvanceNotice}. ${BOOKING_MESSAGES.lastMinuteOption(formatCents(LAST_MINUTE_FEE_CENTS))}`,
} as const;

const LEAD_MS = BOOKING_LEAD_HOURS * 60 * 60 * 1000;

/** A window can be booked until BOOKING_LEAD_HOURS before it starts, on the service area's clock. */
export function isWindowBookable(date: string, window: TimeWindow, now: Date): boolean {
  return windowStartsAt(date, window).getTime() - now.getTime() >= LEAD_MS;
}

/** The windows in which every one of `dates` can still be booked (all three for later days). */
export function bookableWindows(dates: readonly string[], now: Date): TimeWindow[] {
  return TIME_WINDOWS.filter((window) => dates.every((date) => isWindowBookable(date, window, now)));
}

export interface BookingDateRange {
  earliest: string;
  latest: string;
}

/**
 * The first and last day a flow's calendar offers (yyyy-MM-dd): from the flow's notice (for
 * /purchase today, while one of today's windows can still be booked) to MAX_DAYS_AHEAD days ahead.
 */
export function bookingDateRange(flow: BookingFlow, now: Date): BookingDateRange {
  const today = serviceDayKey(now);
  let earliest = addDaysIso(today, FLOW_NOTICE_DAYS[flow]);
  while (bookableWindows([earliest], now).length === 0) earliest = addDaysIso(earliest, 1);
  return { earliest, latest: addDaysIso(today, MAX_DAYS_AHEAD) };
}

interface BookingFailure {
  field: string;
  code: ErrorCode;
  message: string;
}

function dateFailures(request: CheckoutRequest, now: Date): BookingFailure[] {
  const failures: BookingFailure[] = [];
  const { flow, dates, timeWindow } = request;
  const recurring = request.plan === 'recurring';
  const invalid = (message: string) => failures.push({ field: 'dates', code: 'booking.invalid', message });
  if (recurring && dates.length !== 1) invalid(BOOKING_MESSAGES.recurringOneStartDate);
  else if (dates.length === 0) invalid(BOOKING_MESSAGES.dateRequired);
  if (new Set(dates).size !== dates.length) invalid(BOOKING_MESSAGES.dateDuplicate);

  const today = serviceDayKey(now);
  const earliest = addDaysIso(today, FLOW_NOTICE_DAYS[flow]);
  const latest = addDaysIso(today, MAX_DAYS_AHEAD);
  for (const date of dates) {
    if (date < earliest && flow === 'wizard') {
      const message = recurring ? BOOKING_NOTICE_MESSAGES.recurring : BOOKING_NOTICE_MESSAGES.visits;
      failures.push({ field: 'dates', code: 'booking.notice_too_short', message });
    } else if (date < earliest) invalid(BOOKING_MESSAGES.dateInPast);
    else if (date > latest) invalid(BOOKING_MESSAGES.dateTooFar);
    else if (!isWindowBookable(date, timeWindow, now)) {
      const when = `${serviceDayLabel(windowStartsAt(date, timeWindow))} · ${timeWindowText(timeWindow)}`;
      failures.push({ field: 'timeWindow', code: 'booking.window_too_soon', message: BOOKING_MESSAGES.windowTooSoon(when) });
    }
  }
  return failures;
}

function taskAndAccessFailures(request: CheckoutRequest): BookingFailure[] {
  const failures: BookingFailure[] = [];
  const fail = (field: string, message: string) => failures.push({ field, code: 'booking.invalid', message });
  const { plan, taskIds: tasks } = request;
  const recurring = plan === 'recurring';
  if (plan === 'standard' && tasks.length > 0) fail('taskIds', BOOKING_MESSAGES.tasksNotForStandard);
  if (new Set(tasks).size !== tasks.length) fail('taskIds', BOOKING_MESSAGES.taskDuplicate);
  if (customTaskPoints(tasks) > CUSTOM_TASK_POINTS_BUDGET) fail('taskIds', BOOKING_MESSAGES.pointsOverBudget);

  const { lockboxPurchased, customInstructions } = request.access;
  const hasInstructions = (customInstructions ?? '').trim().length > 0;
  if (recurring && lockboxPurchased) fail('access.lockboxPurchased', BOOKING_MESSAGES.lockboxNotForRecurring);
  if (recurring && !hasInstructions) fail('access.customInstructions', BOOKING_MESSAGES.recurringAccessRequired);
  if (!recurring && !lockboxPurchased && !hasInstructions) fail('access.customInstructions', BOOKING_MESSAGES.accessRequired);
  return failures;
}

/** Every rule the booking breaks at `now`, in the order the wizards ask: cadence, dates and window, tasks, access, address. */
function bookingFailures(request: CheckoutRequest, now: Date): BookingFailure[] {
  const failures: BookingFailure[] = [];
  if (request.plan === 'recurring' && !request.cadence) {
    failures.push({ field: 'cadence', code: 'booking.invalid', message: PRICING_ERRORS.recurringWithoutCadence });
  }
  failures.push(...dateFailures(request, now), ...taskAndAccessFailures(request));
  const area = serviceAreaProblem(request.property);
  if (area) failures.push({ ...area, code: 'booking.outside_service_area' });
  return failures;
}

function firstPerField(failures: readonly BookingFailure[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const failure of failures) errors[failure.field] ??= failure.message;
  return errors;
}

/**
 * The rules beyond the shapes, for a request that passed CheckoutRequestStruct, at `now`: the
 * first message per field. Empty when the booking can be sold as asked.
 */
export function bookingRuleErrors(request: CheckoutRequest, now: Date): FieldErrors {
  return firstPerField(bookingFailures(request, now));
}

/** Which refusal leads when a booking breaks several rules: the ones a customer must act on first. */
const LEADING_CODES: readonly ErrorCode[] = ['booking.outside_service_area', 'booking.window_too_soon', 'booking.notice_too_short'];

export interface BookingRefusal extends RuleRefusal {
  fieldErrors: FieldErrors;
}

/**
 * Why the API refuses this booking now, or null: the leading rule's code and message, with every
 * failing field. The codes: booking.outside_service_area, booking.window_too_soon,
 * booking.notice_too_short, and booking.invalid for the rest.
 */
export function bookingRefusal(request: CheckoutRequest, now: Date): BookingRefusal | null {
  const failures = bookingFailures(request, now);
  const lead = LEADING_CODES.map((code) => failures.find((failure) => failure.code === code)).find(Boolean) ?? failures[0];
  if (!lead) return null;
  return { code: lead.code, message: lead.message, fieldErrors: firstPerField(failures) };
}
