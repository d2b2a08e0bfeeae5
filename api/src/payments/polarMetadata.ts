/**
 * Checkout metadata as docs/product/customer.md §3 lists it per flow. Polar takes string values of at most
 * 500 characters (docs/product/DECISIONS.md), so lists are comma-joined and clipped; the booking row, not
 * this metadata, is what we act on.
 */
import { CUSTOM_TASKS, PLANS } from '@housesit/shared-contracts';
import type { CheckoutInput } from './provider.js';

export const METADATA_VALUE_MAX = 500;

function clip(value: string): string {
  return value.length <= METADATA_VALUE_MAX ? value : `${value.slice(0, METADATA_VALUE_MAX - 1)}…`;
}

export function checkoutMetadata(input: CheckoutInput): Record<string, string> {
  const addons = [...input.taskIds, ...(input.lockboxPurchased ? ['lockbox'] : [])];
  const values: Record<string, string> =
    input.flow === 'wizard'
      ? {
          address: input.fullAddress,
          selectedDates: input.dates.join(','),
          selectedAddons: addons.join(','),
          userEmail: input.userEmail,
          propertyType: input.propertyType,
          selectedServices: [PLANS[input.plan].name, ...input.taskIds.map((id) => CUSTOM_TASKS[id].name)].join(','),
          userId: String(input.userId),
          description: input.description,
          cadence: input.cadence ?? '',
        }
      : {
          visitType: input.plan,
          visitCount: String(input.quote.visitCount),
          selectedDates: input.dates.join(','),
          selectedAddons: addons.join(','),
          address: input.street,
          propertyType: input.propertyType,
          userEmail: input.userEmail,
          userId: String(input.userId),
        };
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, clip(value)]));
}
