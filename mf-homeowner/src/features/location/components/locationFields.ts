import { EMAIL_PATTERN, type LocationRequestPayload, type User } from '@housesit/shared-contracts';

/** The dashboard dialog asks for a home address; the purchase flow's asks for a town. */
export type LocationVariant = 'address' | 'city';

export interface LocationValues {
  fullName?: string;
  homeAddress?: string;
  requestedCity?: string;
  email?: string;
  phone?: string;
}

export const LOCATION_FIELDS: Record<LocationVariant, { name: keyof LocationValues; label: string; type: string; autoComplete: string }[]> =
  {
    address: [
      { name: 'fullName', label: 'Full Name', type: 'text', autoComplete: 'name' },
      { name: 'homeAddress', label: 'Home Address', type: 'text', autoComplete: 'street-address' },
      { name: 'email', label: 'Email Address', type: 'email', autoComplete: 'email' },
      { name: 'phone', label: 'Phone Number', type: 'tel', autoComplete: 'tel' },
    ],
    city: [
      { name: 'fullName', label: 'Full Name', type: 'text', autoComplete: 'name' },
      { name: 'email', label: 'Email Address', type: 'email', autoComplete: 'email' },
      { name: 'phone', label: 'Phone Number', type: 'tel', autoComplete: 'tel' },
      { name: 'requestedCity', label: 'City or town', type: 'text', autoComplete: 'address-level2' },
    ],
  };

const text = (value: string | undefined) => (value ?? '').trim();

export function allFilled(variant: LocationVariant, values: LocationValues): boolean {
  return LOCATION_FIELDS[variant].every((field) => text(values[field.name]) !== '');
}

export function emailLooksValid(values: LocationValues): boolean {
  return EMAIL_PATTERN.test(text(values.email));
}

export function toPayload(variant: LocationVariant, values: LocationValues): LocationRequestPayload {
  const common = { fullName: text(values.fullName), email: text(values.email), phone: text(values.phone) };
  return variant === 'address'
    ? { ...common, homeAddress: text(values.homeAddress) }
    : { ...common, requestedCity: text(values.requestedCity) };
}

/**
 * What the dialog starts with when a booking's address was refused as outside the served town:
 * the signed-in customer's name, email and phone, and the address they typed (or, for the town
 * field, what follows its first comma: 'Salem MA 01970'). Every field stays editable.
 */
export function prefilledLocation(variant: LocationVariant, user: User | null, typedAddress: string): LocationValues {
  const contact = user ? { fullName: `${user.firstName} ${user.lastName}`.trim(), email: user.email, phone: user.phone ?? '' } : {};
  const typed = text(typedAddress);
  if (variant === 'address') return { ...contact, homeAddress: typed };
  const comma = typed.indexOf(',');
  return { ...contact, requestedCity: comma >= 0 ? typed.slice(comma + 1).trim() : '' };
}
