/**
 * Polar through its SDK (pinned 0.x: 1.x needs Node 22). Each checkout charges the server's
 * total as an ad-hoc fixed price on the plan's product (docs/product/DECISIONS.md); recurring bookings use
 * the weekly or biweekly monthly product. Product ids, server and token come from settings.
 */
import type { PlanId, Cadence, RefundStatus } from '@housesit/shared-contracts';
// The SDK is loaded on first use: it takes seconds to load, and a server or test that never
// talks to Polar should not pay for it.
import type { Polar } from '@polar-sh/sdk';
import type { PolarSettings } from '../env.js';
import { checkoutMetadata } from './polarMetadata.js';
import { tipReturnPath } from './tipReturn.js';
import {
  ProviderError,
  type CheckoutInput,
  type CreatedCheckout,
  type PaidConfirmation,
  type PaymentProvider,
  type RefundAnswer,
  type RefundInput,
  type TipCheckoutInput,
} from './provider.js';

export const POLAR_PAYMENT_METHOD = 'Polar checkout';
const TIMEOUT_MS = 15_000;

export function polarProductId(settings: PolarSettings, plan: PlanId, cadence: Cadence | null): string {
  if (plan === 'recurring') return cadence === 'weekly' ? settings.products.recurringWeekly : settings.products.recurringBiweekly;
  return plan === 'standard' ? settings.products.standard : settings.products.extended;
}

/** What went wrong, without anything secret (SDK errors carry the status and Polar's answer). */
function describe(error: unknown): string {
  if (error instanceof Error) {
    const status = (error as { statusCode?: unknown }).statusCode;
    return `${error.name}${typeof status === 'number' ? ` (HTTP ${status})` : ''}: ${error.message.slice(0, 300)}`;
  }
  return String(error);
}

/** Our key in a Polar refund's metadata: its webhooks name our refund row with it. */
export const REFUND_METADATA_KEY = 'housesit_refund_id';

/** Polar's refund statuses in ours: a refund Polar cancelled gave nothing back, like a failed one. */
export function refundStatusOf(status: string): RefundStatus {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'pending') return 'pending';
  return 'failed';
}

export class PolarProvider implements PaymentProvider {
  readonly name = 'polar' as const;
  readonly displayName = 'Polar';
  private loadedClient: Promise<Polar> | null = null;

  constructor(
    private readonly settings: PolarSettings,
    /** Absolute base URL browsers use (PUBLIC_URL). */
    private readonly publicUrl: string,
  ) {}

  private client(): Promise<Polar> {
    this.loadedClient ??= import('@polar-sh/sdk').then(
      ({ Polar }) =>
        new Polar({
          accessToken: this.settings.accessToken,
          timeoutMs: TIMEOUT_MS,
          ...(this.settings.apiUrl ? { serverURL: this.settings.apiUrl } : { server: this.settings.server }),
        }),
    );
    return this.loadedClient;
  }

  async createCheckout(input: CheckoutInput): Promise<CreatedCheckout> {
    const productId = polarProductId(this.settings, input.plan, input.cadence);
    const polar = await this.client();
    try {
      const checkout = await polar.checkouts.create({
        products: [productId],
        prices: { [productId]: [{ amountType: 'fixed', priceAmount: input.quote.totalCents, priceCurrency: 'usd' }] },
        metadata: checkoutMetadata(input),
        // The server's price is the price: no discount codes typed into Polar's page.
        allowDiscountCodes: false,
        externalCustomerId: String(input.userId),
        customerEmail: input.userEmail,
        // Polar fills in {CHECKOUT_ID}; the confirmation page looks the order up with it.
        successUrl: `${this.publicUrl}/confirmation?checkout_id={CHECKOUT_ID}`,
      });
      return { checkoutId: checkout.id, url: checkout.url };
    } catch (error) {
      throw new ProviderError(`Polar checkout creation failed: ${describe(error)}`);
    }
  }

  /** A tip: an ad-hoc price on the tip product (POLAR_PRODUCT_TIP); without one, tips cannot be taken. */
  async createTipCheckout(input: TipCheckoutInput): Promise<CreatedCheckout> {
    const productId = this.settings.products.tip;
    if (!productId) throw new ProviderError('Polar tip checkout impossible: POLAR_PRODUCT_TIP is not set');
    const polar = await this.client();
    try {
      const checkout = await polar.checkouts.create({
        products: [productId],
        prices: { [productId]: [{ amountType: 'fixed', priceAmount: input.amountCents, priceCurrency: 'usd' }] },
        metadata: {
          kind: 'tip',
          visitId: String(input.visitId),
          userId: String(input.userId),
          description: input.description.slice(0, 500),
        },
        allowDiscountCodes: false,
        externalCustomerId: String(input.userId),
        customerEmail: input.userEmail,
        successUrl: `${this.publicUrl}${tipReturnPath(input.visitId, 'paid')}&checkout_id={CHECKOUT_ID}`,
      });
      return { checkoutId: checkout.id, url: checkout.url };
    } catch (error) {
      throw new ProviderError(`Polar tip checkout creation failed: ${describe(error)}`);
    }
  }

  async findPaid(checkoutId: string): Promise<PaidConfirmation | null> {
    const polar = await this.client();
    try {
      const page = await polar.orders.list({ checkoutId, limit: 10 });
      const order = page.result.items.find((item) => item.paid);
      if (!order) return null;
      return {
        transactionId: order.id,
        paymentMethod: POLAR_PAYMENT_METHOD,
        providerOrderId: order.id,
        providerSubscriptionId: order.subscriptionId,
      };
    } catch (error) {
      throw new ProviderError(`Polar order lookup failed: ${describe(error)}`);
    }
  }

  /** Polar's cancel-at-period-end: the subscription runs to its period's end, then Polar ends it (decision 015). */
  async cancelSubscriptionAtPeriodEnd(providerSubscriptionId: string | null): Promise<void> {
    if (!providerSubscriptionId) throw new ProviderError('Polar cancel impossible: the subscription id is not known yet');
    const polar = await this.client();
    try {
      await polar.subscriptions.update({ id: providerSubscriptionId, subscriptionUpdate: { cancelAtPeriodEnd: true } });
    } catch (error) {
      throw new ProviderError(`Polar subscription cancel failed: ${describe(error)}`);
    }
  }

  /** Polar's cancel-at-period-end taken back before the period ended: it renews as before. */
  async resumeSubscription(providerSubscriptionId: string | null): Promise<void> {
    if (!providerSubscriptionId) throw new ProviderError('Polar resume impossible: the subscription id is not known yet');
    const polar = await this.client();
    try {
      await polar.subscriptions.update({ id: providerSubscriptionId, subscriptionUpdate: { cancelAtPeriodEnd: false } });
    } catch (error) {
      throw new ProviderError(`Polar subscription resume failed: ${describe(error)}`);
    }
  }

  /** The cadence's monthly product from the next period on (no proration: this period is paid and scheduled). */
  async changeSubscriptionCadence(providerSubscriptionId: string | null, cadence: Cadence): Promise<void> {
    if (!providerSubscriptionId) throw new ProviderError('Polar cadence change impossible: the subscription id is not known yet');
    const polar = await this.client();
    try {
      await polar.subscriptions.update({
        id: providerSubscriptionId,
        subscriptionUpdate: { productId: polarProductId(this.settings, 'recurring', cadence), prorationBehavior: 'next_period' },
      });
    } catch (error) {
      throw new ProviderError(`Polar subscription update failed: ${describe(error)}`);
    }
  }

  async refund(input: RefundInput): Promise<RefundAnswer> {
    if (!input.providerOrderId) throw new ProviderError('Polar refund impossible: the payment has no Polar order');
    const polar = await this.client();
    try {
      const refund = await polar.refunds.create({
        orderId: input.providerOrderId,
        amount: input.amountCents,
        reason: input.reason,
        comment: input.comment.slice(0, 500),
        metadata: { [REFUND_METADATA_KEY]: String(input.refundId) },
      });
      return { providerRefundId: refund.id, status: refundStatusOf(refund.status) };
    } catch (error) {
      throw new ProviderError(`Polar refund failed: ${describe(error)}`);
    }
  }
}
