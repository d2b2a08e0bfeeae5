import { enums, nullable, object, optional, type Infer } from 'superstruct';
import { boundedText, requiredText } from '../validation.js';
import { REASON_MAX } from './limits.js';

/**
 * A property's access details (decision 024): sealed at
 * rest, never listed; the owner sees which fields are set, the visit's sitter reads them on the
 * visit's day only, admins with a reason.
 * GET  /api/properties/access?address= → AccessSummary (the owner; which fields are set, no values)
 * PUT  /api/properties/access { address, details } → AccessSummary (the owner, any time)
 * GET  /api/properties/access/reveals?address= → { items: AccessReveal[] } (the owner)
 * PUT  /api/admin/visits/{id}/access { reason, details } → AccessSummary (admins: the visit's property)
 * POST /api/visits/{id}/access/reveal { reason? } → AccessRevealAnswer (the visit's sitter on its day; admins with a reason)
 */
export const ACCESS_TEXT_FIELDS = [
  'doorCode',
  'lockboxCode',
  'alarmCode',
  'keyLocation',
  'gate',
  'wifiNetwork',
  'wifiPassword',
  'alarmCompany',
  'notes',
  'keyNumber',
] as const;
export type AccessTextField = (typeof ACCESS_TEXT_FIELDS)[number];
export const ACCESS_FIELDS = [...ACCESS_TEXT_FIELDS, 'keyHolder'] as const;
export type AccessField = (typeof ACCESS_FIELDS)[number];

/** Who holds a key: the customer, a lockbox at the home, or Housesit (its key number in keyNumber). */
export const KEY_HOLDERS = ['customer', 'lockbox', 'housesit'] as const;
export type KeyHolder = (typeof KEY_HOLDERS)[number];

/** How screens name each field. */
export const ACCESS_FIELD_LABELS: Record<AccessField, string> = {
  doorCode: 'Door code',
  lockboxCode: 'Lockbox code',
  alarmCode: 'Alarm code',
  keyLocation: 'Key location',
  gate: 'Gate',
  wifiNetwork: 'Wi-Fi network',
  wifiPassword: 'Wi-Fi password',
  alarmCompany: 'Alarm company',
  notes: 'Notes',
  keyHolder: 'Key holder',
  keyNumber: 'Housesit key #',
};

export const KEY_HOLDER_LABELS: Record<KeyHolder, string> = {
  customer: 'Customer',
  lockbox: 'Lockbox',
  housesit: 'Housesit key',
};

export const ACCESS_FIELD_MAX = 200;
export const ACCESS_NOTES_MAX = 2000;

const field = (label: string, max = ACCESS_FIELD_MAX) => optional(nullable(boundedText(max, label)));

export const AccessDetailsStruct = object({
  doorCode: field('Door code'),
  lockboxCode: field('Lockbox code'),
  alarmCode: field('Alarm code'),
  keyLocation: field('Key location'),
  gate: field('Gate'),
  wifiNetwork: field('Wi-Fi network'),
  wifiPassword: field('Wi-Fi password'),
  alarmCompany: field('Alarm company'),
  notes: field('Notes', ACCESS_NOTES_MAX),
  keyHolder: optional(nullable(enums(KEY_HOLDERS))),
  /** Housesit's own key number, when Housesit holds a key. */
  keyNumber: field('Key number'),
});
export type AccessDetails = Infer<typeof AccessDetailsStruct>;

export const ACCESS_MESSAGES = {
  addressRequired: 'Choose the property.',
  reasonRequired: 'Give a reason to see or change these access details.',
  /** The visit's sitter, outside the visit's day and hours. */
  revealNotNow: 'Access details open an hour before the visit’s time window and close when it ends.',
  /** Anyone but the visit's sitter and admins. */
  revealRefused: 'Only the sitter assigned to this visit can see its access details.',
  propertyNotFound: 'You have no visits at this address.',
  revealFailed: 'The access details could not be loaded. Please try again.',
  saveFailed: 'The access details could not be saved. Please try again.',
  noneSaved: 'The homeowner has not saved access details for this property.',
} as const;

export const PutAccessDetailsStruct = object({
  address: requiredText(ACCESS_MESSAGES.addressRequired, 500),
  details: AccessDetailsStruct,
});
export type PutAccessDetails = Infer<typeof PutAccessDetailsStruct>;

export const AdminPutAccessDetailsStruct = object({
  reason: optional(boundedText(REASON_MAX, 'Reason')),
  details: AccessDetailsStruct,
});
export type AdminPutAccessDetails = Infer<typeof AdminPutAccessDetailsStruct>;

export const RevealAccessStruct = object({
  /** Required of an admin; a sitter sends none. */
  reason: optional(boundedText(REASON_MAX, 'Reason')),
});
export type RevealAccessPayload = Infer<typeof RevealAccessStruct>;

/** What the owner sees: which fields hold something, never what. */
export interface AccessSummary {
  address: string;
  setFields: AccessField[];
  updatedAt: string | null;
}

export interface AccessRevealAnswer {
  visitId: number;
  /** null when nothing was saved for the visit's property. */
  details: AccessDetails | null;
}

/** One reveal, as the owner's list shows it. */
export interface AccessReveal {
  id: number;
  visitId: number;
  revealedAt: string;
  userId: number;
  name: string;
  role: string;
  reason: string | null;
  ip: string | null;
}
