import { enums, nullable, number, object, string, type Infer } from 'superstruct';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from '../constants.js';
import { VALIDATION } from '../messages.js';
import { emailText, optionalText, requiredPhone, requiredText } from '../validation.js';

const REQUIRED = 'This field is required';

/** The dashboard variant of the service-area dialog. */
export const AddressLocationRequestStruct = object({
  fullName: requiredText(REQUIRED, NAME_MAX_LENGTH),
  homeAddress: requiredText(REQUIRED, TEXT_MAX_LENGTH),
  email: emailText(VALIDATION.invalidEmail, EMAIL_MAX_LENGTH),
  phone: requiredPhone(REQUIRED, VALIDATION.invalidPhone, 40),
});
export type AddressLocationRequest = Infer<typeof AddressLocationRequestStruct>;

/** The purchase-flow variant. */
export const CityLocationRequestStruct = object({
  fullName: requiredText(REQUIRED, NAME_MAX_LENGTH),
  email: emailText(VALIDATION.invalidEmail, EMAIL_MAX_LENGTH),
  phone: requiredPhone(REQUIRED, VALIDATION.invalidPhone, 40),
  requestedCity: requiredText(REQUIRED, NAME_MAX_LENGTH),
});
export type CityLocationRequest = Infer<typeof CityLocationRequestStruct>;

export type LocationRequestPayload = AddressLocationRequest | CityLocationRequest;

/** Where the office is with a request: new until someone acts on it. */
export const LOCATION_REQUEST_STATUSES = ['new', 'contacted', 'served', 'declined'] as const;
export type LocationRequestStatus = (typeof LOCATION_REQUEST_STATUSES)[number];
export const LOCATION_REQUEST_STATUS_LABELS: Record<LocationRequestStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  served: 'Served',
  declined: 'Declined',
};
export const LOCATION_REQUEST_NOTE_MAX = 1000;

/** PATCH /api/admin/location-requests/:id: the office's status and note. */
export const UpdateLocationRequestStruct = object({
  status: enums(LOCATION_REQUEST_STATUSES),
  note: optionalText(LOCATION_REQUEST_NOTE_MAX, 'Note'),
});
export type UpdateLocationRequest = Infer<typeof UpdateLocationRequestStruct>;

/** A stored request as admins list it (GET /api/admin/location-requests). */
export const LocationRequestStruct = object({
  id: number(),
  variant: enums(['address', 'city'] as const),
  fullName: string(),
  email: string(),
  phone: string(),
  homeAddress: nullable(string()),
  requestedCity: nullable(string()),
  status: enums(LOCATION_REQUEST_STATUSES),
  note: nullable(string()),
  createdAt: string(),
});
export type LocationRequest = Infer<typeof LocationRequestStruct>;
