import {
  DEFAULT_CADENCE,
  DEFAULT_PROPERTY_TYPE,
  DEFAULT_TIME_WINDOW,
  SERVICE_AREA,
  type BookingFlow,
  type Cadence,
  type CheckoutRequest,
  type CustomTaskId,
  type PlanId,
  type PropertyType,
  type TimeWindow,
} from '@housesit/shared-contracts';

/** The booking as both wizards edit it (react-final-form values). */
export interface BookingValues {
  plan?: PlanId;
  cadence: Cadence;
  /** yyyy-MM-dd, sorted. For recurring, the one start date. */
  dates: string[];
  /** The booking's window (Morning until the customer picks another). */
  timeWindow: TimeWindow;
  taskIds: CustomTaskId[];
  property: { address?: string; addressLine2?: string; type: PropertyType };
  access: { lockboxPurchased: boolean; customInstructions?: string };
}

export function initialBookingValues(plan: PlanId | null): BookingValues {
  return {
    plan: plan ?? undefined,
    cadence: DEFAULT_CADENCE,
    dates: [],
    timeWindow: DEFAULT_TIME_WINDOW,
    taskIds: [],
    property: { address: '', addressLine2: '', type: DEFAULT_PROPERTY_TYPE },
    access: { lockboxPurchased: false, customInstructions: '' },
  };
}

const trimmed = (value: string | undefined) => (value ?? '').trim();

/**
 * What is sent for pricing and checkout. Only what the plan offers goes out: no tasks for
 * standard, no lockbox for recurring, one date for recurring; the town is fixed.
 */
export function toCheckoutRequest(values: BookingValues, flow: BookingFlow): CheckoutRequest | null {
  const { plan } = values;
  if (!plan) return null;
  const recurring = plan === 'recurring';
  const line2 = trimmed(values.property.addressLine2);
  const instructions = trimmed(values.access.customInstructions);
  return {
    flow,
    plan,
    ...(recurring ? { cadence: values.cadence } : {}),
    dates: recurring ? values.dates.slice(0, 1) : [...values.dates],
    timeWindow: values.timeWindow,
    taskIds: plan === 'standard' ? [] : [...values.taskIds],
    property: {
      address: trimmed(values.property.address),
      ...(line2 ? { addressLine2: line2 } : {}),
      city: SERVICE_AREA.city,
      state: SERVICE_AREA.state,
      zip: SERVICE_AREA.zip,
      // docs/product/customer.md §3: the purchase flow always sends house.
      type: flow === 'purchase' ? DEFAULT_PROPERTY_TYPE : values.property.type,
    },
    access: {
      lockboxPurchased: !recurring && values.access.lockboxPurchased,
      ...(instructions ? { customInstructions: instructions } : {}),
    },
  };
}
