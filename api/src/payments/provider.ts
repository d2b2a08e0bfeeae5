/**
 * What a payment provider does for us (DECISIONS.md: Polar, or the local sandbox when Polar is
 * not configured). Another provider is one more file implementing this interface.
 */
import type { BookingFlow, Cadence, CustomTaskId, PlanId, PriceQuote } from '@housesit/shared-contracts';
import type { PaymentProviderName } from '../db/schema.js';

/** A priced, validated booking about to be paid. */
export interface CheckoutInput {
  userId: number;
  userEmail: string;
  flow: BookingFlow;
  plan: PlanId;
  cadence: Cadence | null;
  dates: string[];
  taskIds: CustomTaskId[];
  lockboxPurchased: boolean;
  /** The street address as typed; `fullAddress` adds line 2, town, state and zip. */
  street: string;
  fullAddress: string;
  propertyType: string;
  quote: PriceQuote;
  /** What the customer buys, in one line ('Extended Visit × 2 + Lockbox'). */
  description: string;
}

export interface CreatedCheckout {
  /** The provider's id: what /confirmation?checkout_id= carries back. */
  checkoutId: string;
  /** Where the browser goes to pay (absolute for Polar, same-origin path for the sandbox). */
  url: string;
}

/** A payment the provider reports as paid. */
export interface PaidConfirmation {
  transactionId: string;
  paymentMethod: string;
  providerOrderId: string | null;
  providerSubscriptionId: string | null;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Shown as the summary's 'Secured by …'. */
  readonly displayName: string;
  createCheckout(input: CheckoutInput): Promise<CreatedCheckout>;
  /** Asks the provider whether the checkout was paid; null while it is not (or cannot say). */
  findPaid(checkoutId: string): Promise<PaidConfirmation | null>;
}

/** The provider could not be reached or refused the request: 502 for the caller, nothing stored. */
export class ProviderError extends Error {
  override name = 'ProviderError';
}
