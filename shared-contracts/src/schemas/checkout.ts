import { array, boolean, enums, literal, object, optional, string, type Infer } from 'superstruct';
import { PROPERTY_TYPES, TEXT_MAX_LENGTH } from '../constants.js';
import { CADENCES, CUSTOM_TASK_IDS, PLAN_IDS } from '../pricing.js';
import { optionalText, requiredText } from '../validation.js';

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
export const CheckoutRequestStruct = object({
  flow: enums(BOOKING_FLOWS),
  plan: enums(PLAN_IDS),
  cadence: optional(enums(CADENCES)),
  dates: array(string()),
  taskIds: array(enums(CUSTOM_TASK_IDS)),
  property: PropertyStruct,
  access: AccessStruct,
});
export type CheckoutRequest = Infer<typeof CheckoutRequestStruct>;

export const CheckoutResponseStruct = object({ url: string() });
export type CheckoutResponse = Infer<typeof CheckoutResponseStruct>;
