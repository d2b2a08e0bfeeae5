import { array, boolean, define, enums, literal, object, optional, string, type Infer } from 'superstruct';
import {
  ADVANCE_NOTICE_DAYS,
  CUSTOM_TASK_POINTS_BUDGET,
  MAX_DAYS_AHEAD,
  PROPERTY_TYPES,
  PURCHASE_MAX_DATES,
  PURCHASE_MIN_DATES,
  TEXT_MAX_LENGTH,
} from '../constants.js';
import type { ErrorCode } from '../errors.js';
import { BOOKING_MESSAGES } from '../messages.js';
import { CADENCES, CUSTOM_TASK_IDS, customTaskPoints, PLAN_IDS, PRICING_ERRORS, type Cadence, type PlanId } from '../pricing.js';
import { optionalText, requiredText, type FieldErrors } from '../validation.js';
import { TimeWindowStruct } from './timeWindow.js';

export const BOOKING_FLOWS = ['wizard', 'purchase'] as const;
export type BookingFlow = (typeof BOOKING_FLOWS)[number];

export const PropertyStruct = object({
  address: requiredText('Street address is required', TEXT_MAX_LENGTH),
  addressLine2: optionalText(200, 'Address line 2'),
  city: literal('Marblehead'),
  state: literal('MA'),
  zip: literal('01945'),
  type: enums(PROPERTY_TYPES),
  specialNotes: optionalText(TEXT_MAX_LENGTH, 'Special notes'),
});
export type Property = Infer<typeof PropertyStruct>;

export const AccessStruct = object({
  lockboxPurchased: boolean(),
  customInstructions: optionalText(TEXT_MAX_LENGTH, 'Access instructions'),
});
export type Access = Infer<typeof AccessStruct>;

/**
 * POST /api/checkout. No amount is sent: the server prices the booking (DECISIONS.md).
 * Dates are yyyy-MM-dd; for recurring, the one start date.
 */
/** A real calendar date written yyyy-MM-dd. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** `date` (yyyy-MM-dd) moved by `days` calendar days. */
export function addDaysIso(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

// The spec's payment pre-checks (customer.md §5) name these messages.
const planId = define<PlanId>('plan', (value) =>
  value === undefined || value === null || value === ''
    ? PRICING_ERRORS.visitTypeMissing
    : (PLAN_IDS as readonly unknown[]).includes(value) || PRICING_ERRORS.invalidVisitKey(String(value)),
);
const cadence = define<Cadence>('cadence', (value) => (CADENCES as readonly unknown[]).includes(value) || PRICING_ERRORS.invalidCadence);
/** A yyyy-MM-dd date that exists (checkout's dates, a reschedule's new date). */
export const IsoDateStruct = define<string>('isoDate', (value) => isIsoDate(value) || BOOKING_MESSAGES.dateInvalid);
const isoDate = IsoDateStruct;

export const CheckoutRequestStruct = object({
  flow: enums(BOOKING_FLOWS),
  plan: planId,
  cadence: optional(cadence),
  dates: array(isoDate),
  /** The booking's time window (DECISIONS.md 'Time'): every visit it creates takes it. */
  timeWindow: TimeWindowStruct,
  taskIds: array(enums(CUSTOM_TASK_IDS)),
  property: PropertyStruct,
  access: AccessStruct,
});
export type CheckoutRequest = Infer<typeof CheckoutRequestStruct>;

export const CheckoutResponseStruct = object({ url: string() });
export type CheckoutResponse = Infer<typeof CheckoutResponseStruct>;

/**
 * The flow rules beyond the shapes (customer.md §5, DECISIONS.md 'Dates'), for a request that
 * passed CheckoutRequestStruct. `today` is the service town's date (yyyy-MM-dd). The API refuses
 * a booking with any of these; the wizards disable Continue with the same messages.
 */
export function bookingRuleErrors(request: CheckoutRequest, today: string): FieldErrors {
  const errors: FieldErrors = {};
  const fail = (field: string, message: string) => {
    errors[field] ??= message;
  };
  const { flow, plan, dates } = request;
  const recurring = plan === 'recurring';

  if (recurring && !request.cadence) fail('cadence', PRICING_ERRORS.recurringWithoutCadence);
  if (recurring && dates.length !== 1) fail('dates', BOOKING_MESSAGES.recurringOneStartDate);
  else if (!recurring && flow === 'purchase' && (dates.length < PURCHASE_MIN_DATES || dates.length > PURCHASE_MAX_DATES)) {
    fail('dates', BOOKING_MESSAGES.purchaseDateCount);
  } else if (dates.length === 0) fail('dates', BOOKING_MESSAGES.dateRequired);
  if (new Set(dates).size !== dates.length) fail('dates', BOOKING_MESSAGES.dateDuplicate);

  // The dashboard wizard needs 7 days' notice; /purchase only refuses past dates.
  const earliest = flow === 'wizard' ? addDaysIso(today, ADVANCE_NOTICE_DAYS) : today;
  const latest = addDaysIso(today, MAX_DAYS_AHEAD);
  for (const date of dates) {
    if (date < earliest) {
      const notice = recurring ? BOOKING_MESSAGES.recurringAdvanceNotice : BOOKING_MESSAGES.advanceNotice;
      fail('dates', flow === 'wizard' ? notice : BOOKING_MESSAGES.dateInPast);
    } else if (date > latest) fail('dates', BOOKING_MESSAGES.dateTooFar);
  }

  const tasks = request.taskIds;
  if (plan === 'standard' && tasks.length > 0) fail('taskIds', BOOKING_MESSAGES.tasksNotForStandard);
  if (new Set(tasks).size !== tasks.length) fail('taskIds', BOOKING_MESSAGES.taskDuplicate);
  if (customTaskPoints(tasks) > CUSTOM_TASK_POINTS_BUDGET) fail('taskIds', BOOKING_MESSAGES.pointsOverBudget);

  const { lockboxPurchased, customInstructions } = request.access;
  const hasInstructions = (customInstructions ?? '').trim().length > 0;
  if (recurring && lockboxPurchased) fail('access.lockboxPurchased', BOOKING_MESSAGES.lockboxNotForRecurring);
  if (recurring && !hasInstructions) fail('access.customInstructions', BOOKING_MESSAGES.recurringAccessRequired);
  if (!recurring && !lockboxPurchased && !hasInstructions) fail('access.customInstructions', BOOKING_MESSAGES.accessRequired);
  return errors;
}

const NOTICE_MESSAGES: readonly string[] = [BOOKING_MESSAGES.advanceNotice, BOOKING_MESSAGES.recurringAdvanceNotice];

/**
 * The code of a refusal by bookingRuleErrors: too little notice has its own
 * (booking.notice_too_short, which the wizard explains at the dates); the rest are booking.invalid.
 */
export function bookingRefusalCode(errors: FieldErrors): ErrorCode {
  const dates = errors['dates'];
  return dates !== undefined && NOTICE_MESSAGES.includes(dates) ? 'booking.notice_too_short' : 'booking.invalid';
}
