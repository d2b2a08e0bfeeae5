import { BOOKING_MESSAGES, PropertyStruct, bookingRuleErrors, check, type BookingFlow, type Property } from '@housesit/shared-contracts';
import { toCheckoutRequest, type BookingValues } from './bookingValues';

/** The parts of a booking a step is responsible for. */
export type StepConcern = 'plan' | 'cadence' | 'dates' | 'tasks' | 'address' | 'access';

export const CHOOSE_PLAN = 'Choose a package to continue';

/**
 * The first reason the booking is not yet valid for the given concerns, in the API's words
 * (bookingRuleErrors), or null. The wizards keep Continue disabled while there is one.
 */
export function stepProblem(values: BookingValues, flow: BookingFlow, today: string, concerns: readonly StepConcern[]): string | null {
  const request = toCheckoutRequest(values, flow);
  if (!request) return concerns.includes('plan') ? CHOOSE_PLAN : null;
  const errors = bookingRuleErrors(request, today);
  for (const concern of concerns) {
    const message = problemFor(concern, request.property, errors, flow, request.plan === 'recurring');
    if (message) return message;
  }
  return null;
}

function problemFor(
  concern: StepConcern,
  property: Property,
  errors: Record<string, string>,
  flow: BookingFlow,
  recurring: boolean,
): string | null {
  switch (concern) {
    case 'plan':
      return null;
    case 'cadence':
      return errors.cadence ?? null;
    case 'dates':
      return errors.dates ?? null;
    case 'tasks':
      if (!errors.taskIds) return null;
      return flow === 'purchase' && errors.taskIds === BOOKING_MESSAGES.pointsOverBudget
        ? BOOKING_MESSAGES.pointsOverBudgetPurchase
        : errors.taskIds;
    case 'address': {
      // The API's own property check, so the message is its 'Street address is required'.
      const result = check(PropertyStruct, property);
      return result.ok ? null : (result.fieldErrors.address ?? result.message);
    }
    case 'access': {
      const message = errors['access.customInstructions'] ?? errors['access.lockboxPurchased'] ?? null;
      // /purchase offers no lockbox, so it only asks for instructions.
      return message && flow === 'purchase' && !recurring ? BOOKING_MESSAGES.recurringAccessRequired : message;
    }
  }
}
