import { array, boolean, define, enums, object, optional, string, type Infer } from 'superstruct';
import { NAME_MAX_LENGTH, PROPERTY_TYPES, TEXT_MAX_LENGTH } from '../constants.js';
import { BOOKING_MESSAGES } from '../messages.js';
import { CADENCES, CUSTOM_TASK_IDS, PLAN_IDS, PRICING_ERRORS, type Cadence, type PlanId } from '../pricing.js';
import { optionalText, requiredText } from '../validation.js';
import { TimeWindowStruct } from './timeWindow.js';

export const BOOKING_FLOWS = ['wizard', 'purchase'] as const;
export type BookingFlow = (typeof BOOKING_FLOWS)[number];

/**
 * The town's fields are any text here: whether the address is in the served town (Marblehead, MA
 * 01945) is a booking rule with its own code (serviceAreaProblem, decision 023).
 */
export const PropertyStruct = object({
  address: requiredText('Street address is required', TEXT_MAX_LENGTH),
  addressLine2: optionalText(200, 'Address line 2'),
  city: requiredText(BOOKING_MESSAGES.townRequired, NAME_MAX_LENGTH),
  state: requiredText(BOOKING_MESSAGES.townRequired, NAME_MAX_LENGTH),
  zip: requiredText(BOOKING_MESSAGES.townRequired, NAME_MAX_LENGTH),
  type: enums(PROPERTY_TYPES),
  specialNotes: optionalText(TEXT_MAX_LENGTH, 'Special notes'),
});
export type Property = Infer<typeof PropertyStruct>;

export const AccessStruct = object({
  lockboxPurchased: boolean(),
  /** Sealed into the home's access details (their notes) at checkout; never stored on the booking or its visits. */
  customInstructions: optionalText(TEXT_MAX_LENGTH, 'Access instructions'),
});
export type Access = Infer<typeof AccessStruct>;

/**
 * POST /api/checkout. No amount is sent: the server prices the booking (docs/product/DECISIONS.md).
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

// The spec's payment pre-checks (docs/product/customer.md §5) name these messages.
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
  /** The booking's time window (docs/product/DECISIONS.md 'Time'): every visit it creates takes it. */
  timeWindow: TimeWindowStruct,
  taskIds: array(enums(CUSTOM_TASK_IDS)),
  property: PropertyStruct,
  access: AccessStruct,
});
export type CheckoutRequest = Infer<typeof CheckoutRequestStruct>;

export const CheckoutResponseStruct = object({ url: string() });
export type CheckoutResponse = Infer<typeof CheckoutResponseStruct>;
