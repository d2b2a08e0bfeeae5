/**
 * The built-in test provider (the default when Polar is not configured): the checkout is a page
 * the API serves itself (sandboxPage.ts), where the customer presses Pay or Decline. No card,
 * no money; the page says so.
 */
import { randomBytes } from 'node:crypto';
import type { CreatedCheckout, PaidConfirmation, PaymentProvider, RefundAnswer } from './provider.js';

export const SANDBOX_DISPLAY_NAME = 'Housesit Sandbox (test mode)';
export const SANDBOX_PAYMENT_METHOD = 'Test card (sandbox)';
export const SANDBOX_CHECKOUT_PREFIX = 'sbx_';

/** Same-origin path of the hosted test checkout page. */
export const sandboxCheckoutPath = (checkoutId: string) => `/api/payments/sandbox/${encodeURIComponent(checkoutId)}`;

/** A new test checkout: its id and its page (a booking's, or a declined plan period paid again). */
export function newSandboxCheckout(): CreatedCheckout {
  // Unguessable, like a provider's id: it travels in URLs (the confirmation page's query).
  const checkoutId = `${SANDBOX_CHECKOUT_PREFIX}${randomBytes(18).toString('base64url')}`;
  return { checkoutId, url: sandboxCheckoutPath(checkoutId) };
}

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly displayName = SANDBOX_DISPLAY_NAME;

  async createCheckout(): Promise<CreatedCheckout> {
    return newSandboxCheckout();
  }

  /** The same hosted page as a booking's (payments routes find the tip by its checkout id). */
  async createTipCheckout(): Promise<CreatedCheckout> {
    return newSandboxCheckout();
  }

  /** Sandbox payments are settled on its page, never looked up. */
  async findPaid(): Promise<PaidConfirmation | null> {
    return null;
  }

  /** No card was charged, so the refund succeeds at once (the billing page shows it as such). */
  async refund(): Promise<RefundAnswer> {
    return { providerRefundId: `sbx_ref_${randomBytes(12).toString('base64url')}`, status: 'succeeded' };
  }

  /** The sandbox renews from our own row (subscriptions/renewals.ts): nothing to tell. */
  async cancelSubscriptionAtPeriodEnd(): Promise<void> {}

  async resumeSubscription(): Promise<void> {}

  async changeSubscriptionCadence(): Promise<void> {}
}
