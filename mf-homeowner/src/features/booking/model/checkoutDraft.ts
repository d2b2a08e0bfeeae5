import { CheckoutRequestStruct, type BookingFlow, type CheckoutRequest } from '@housesit/shared-contracts';
import { is } from 'superstruct';
import type { BookingValues } from './bookingValues';

/**
 * The booking as it was when Pay was pressed, kept so a declined payment returns to a filled
 * summary. Kept in this tab's sessionStorage rather than on the server: the draft is the
 * customer's unpaid input, it only matters to the tab that comes back from the provider's page,
 * it needs no new API or table, and it is gone when the tab closes. What comes back is
 * untrusted text, so it is checked against the checkout contract before use.
 */
const key = (flow: BookingFlow) => `housesit.checkoutDraft.${flow}`;

export function saveCheckoutDraft(request: CheckoutRequest): void {
  try {
    window.sessionStorage.setItem(key(request.flow), JSON.stringify(request));
  } catch {
    // Storage full or disabled: a declined payment then starts over, as before.
  }
}

export function readCheckoutDraft(flow: BookingFlow): CheckoutRequest | null {
  try {
    const raw = window.sessionStorage.getItem(key(flow));
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    return is(parsed, CheckoutRequestStruct) && parsed.flow === flow ? parsed : null;
  } catch {
    return null;
  }
}

export function clearCheckoutDraft(flow: BookingFlow): void {
  try {
    window.sessionStorage.removeItem(key(flow));
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/** The same booking: equal fields whatever their order (a draft read back may list them differently). */
export function sameCheckoutRequest(draft: CheckoutRequest | null, request: CheckoutRequest): boolean {
  if (draft === null) return false;
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : typeof value === 'object' && value !== null
        ? Object.fromEntries(
            Object.entries(value)
              .filter(([, field]) => field !== undefined)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([key, field]) => [key, canonical(field)]),
          )
        : value;
  return JSON.stringify(canonical(draft)) === JSON.stringify(canonical(request));
}

/** The wizard's values from a stored request (the inverse of toCheckoutRequest). */
export function valuesFromDraft(request: CheckoutRequest, fallback: BookingValues): BookingValues {
  return {
    plan: request.plan,
    cadence: request.cadence ?? fallback.cadence,
    dates: [...request.dates],
    timeWindow: request.timeWindow,
    taskIds: [...request.taskIds],
    property: { address: request.property.address, addressLine2: request.property.addressLine2 ?? '', type: request.property.type },
    access: { lockboxPurchased: request.access.lockboxPurchased, customInstructions: request.access.customInstructions ?? '' },
  };
}
