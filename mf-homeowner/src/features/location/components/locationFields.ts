import { EMAIL_PATTERN, type LocationRequestPayload } from '@housesit/shared-contracts';

/** The dashboard dialog asks for a home address; the purchase flow's asks for a town. */
export type LocationVariant = 'address' | 'city';

export interface LocationValues {
  fullName?: string;
  homeAddress?: string;
  requestedCity?: string;
  email?: string;
  phone?: string;
}

export const LOCATION_FIELDS: Record<LocationVariant, { name: keyof LocationValues; label: string; type: string; autoComplete: string }[]> = {
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
