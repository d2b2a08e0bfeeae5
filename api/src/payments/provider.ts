/**
 * What a payment provider does for us (docs/product/DECISIONS.md: Polar, or the local sandbox when Polar is
 * not configured). Another provider is one more file implementing this interface.
 */
import type { BookingFlow, Cadence, CustomTaskId, PlanId, PriceQuote, RefundStatus } from '@housesit/shared-contracts';
import type { PaymentProviderName, SandboxRenewalCard } from '../db/schema.js';

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

/** A tip for a completed visit, passed on to its sitter (the amount checked by the tip rules). */
export interface TipCheckoutInput {
  visitId: number;
  userId: number;
  userEmail: string;
  amountCents: number;
  /** What the customer pays for, in one line ('Tip for Monday, June 22, 2026'). */
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
  /** Sandbox only: the test card chosen for a recurring plan's renewals (decision 015). */
  sandboxCard?: SandboxRenewalCard;
}

/** Polar's refund reasons we use: the customer cancelled, or staff cancelled for another cause. */
export type RefundReason = 'customer_request' | 'other';

export interface RefundInput {
  /** Our refund row's id (sent along so the provider's webhooks can be matched to it). */
  refundId: number;
  /** The provider's order paid for the booking; null for the sandbox. */
  providerOrderId: string | null;
  amountCents: number;
  reason: RefundReason;
  /** Why, in words (the customer-facing reason or the admin's). */
  comment: string;
}

export interface RefundAnswer {
  providerRefundId: string;
  status: RefundStatus;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Shown as the summary's 'Secured by …'. */
  readonly displayName: string;
  createCheckout(input: CheckoutInput): Promise<CreatedCheckout>;
  /** A checkout for a tip: paid, confirmed and found exactly as a booking's checkout is. */
  createTipCheckout(input: TipCheckoutInput): Promise<CreatedCheckout>;
  /** Asks the provider whether the checkout was paid; null while it is not (or cannot say). */
  findPaid(checkoutId: string): Promise<PaidConfirmation | null>;
  /** Gives money back to the card that paid; ProviderError when the provider refuses. */
  refund(input: RefundInput): Promise<RefundAnswer>;
  /**
   * The provider's subscription ends when its current period does (decision 015). The sandbox
   * has nothing to tell: its renewals read our row.
   */
  cancelSubscriptionAtPeriodEnd(providerSubscriptionId: string | null): Promise<void>;
  /** Takes a cancel-at-period-end back: the provider's subscription renews again as before. */
  resumeSubscription(providerSubscriptionId: string | null): Promise<void>;
  /** The provider's subscription bills the new cadence from its next period on. */
  changeSubscriptionCadence(providerSubscriptionId: string | null, cadence: Cadence): Promise<void>;
}

/** The provider could not be reached or refused the request: 502 for the caller, nothing stored. */
export class ProviderError extends Error {
  override name = 'ProviderError';
}
