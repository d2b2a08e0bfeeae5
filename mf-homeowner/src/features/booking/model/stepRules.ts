import { BOOKING_MESSAGES, PropertyStruct, bookingRuleErrors, check, type BookingFlow, type Property } from '@housesit/shared-contracts';
import { toCheckoutRequest, type BookingValues } from './bookingValues';

/** The parts of a booking a step is responsible for. */
export type StepConcern = 'plan' | 'cadence' | 'dates' | 'tasks' | 'address' | 'access';

export const CHOOSE_PLAN = 'Choose a package to continue';

const AREA_FIELDS = ['property.address', 'property.addressLine2', 'property.city', 'property.state', 'property.zip'] as const;

/**
 * The first reason the booking is not yet valid for the given concerns at `now`, in the API's
 * words (the shared bookingRuleErrors), or null. The wizards keep Continue disabled while there is one.
 */
export function stepProblem(values: BookingValues, flow: BookingFlow, now: Date, concerns: readonly StepConcern[]): string | null {
  const request = toCheckoutRequest(values, flow);
  if (!request) return concerns.includes('plan') ? CHOOSE_PLAN : null;
  const errors = bookingRuleErrors(request, now);
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
      // The dates step asks for the window too (decision 023: one too soon to book).
      return errors.dates ?? errors.timeWindow ?? null;
    case 'tasks':
      if (!errors.taskIds) return null;
      return flow === 'purchase' && errors.taskIds === BOOKING_MESSAGES.pointsOverBudget
        ? BOOKING_MESSAGES.pointsOverBudgetPurchase
        : errors.taskIds;
    case 'address': {
      // The API's own property check, so the message is its 'Street address is required'; then
      // the service area (an address typed from another town).
      const result = check(PropertyStruct, property);
      if (!result.ok) return result.fieldErrors.address ?? result.message;
      return AREA_FIELDS.map((field) => errors[field]).find(Boolean) ?? null;
    }
    case 'access': {
      const message = errors['access.customInstructions'] ?? errors['access.lockboxPurchased'] ?? null;
      // /purchase offers no lockbox, so it only asks for instructions.
      return message && flow === 'purchase' && !recurring ? BOOKING_MESSAGES.recurringAccessRequired : message;
    }
  }
}
