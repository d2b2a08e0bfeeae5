/** Checkout request bodies for the booking and payment tests (the test clock's today is 2026-06-15). */
import type { CheckoutRequest } from '@housesit/shared-contracts';

/** An Extended booking from the dashboard wizard: two dates a week or more ahead, two tasks, lockbox. */
export function checkoutBody(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    flow: 'wizard',
    plan: 'extended',
    dates: ['2026-06-22', '2026-06-29'],
    timeWindow: 'morning',
    taskIds: ['litter', 'windowboxes'],
    property: { address: '8 Washington Street', city: 'Marblehead', state: 'MA', zip: '01945', type: 'house', specialNotes: 'Cat is shy' },
    access: { lockboxPurchased: true, customInstructions: 'Side door' },
    ...overrides,
  };
}

/** A weekly or biweekly recurring booking starting 2026-06-22. */
export function recurringBody(cadence: 'weekly' | 'biweekly', overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return checkoutBody({
    plan: 'recurring',
    cadence,
    dates: ['2026-06-22'],
    taskIds: ['fishcare'],
    access: { lockboxPurchased: false, customInstructions: 'Key under the mat' },
    ...overrides,
  });
}
