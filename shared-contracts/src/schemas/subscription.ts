/**
 * The recurring plan as a subscription (docs/product/DECISIONS.md 'Recurring plan is a subscription',
 * decision 015). Each paid period creates that period's visits; the homeowner sees the plan,
 * its next visits and next charge, changes the cadence from the next period, and cancels at
 * the period's end.
 *
 * GET   /api/subscriptions              → { items: Subscription[] } (the homeowner's own)
 * GET   /api/subscriptions/{id}         → { subscription } (its owner, or an admin)
 * PATCH /api/subscriptions/{id}         { cadence } → { subscription } (the owner; from the next period)
 * POST  /api/subscriptions/{id}/cancel  → { subscription } (the owner; at the period's end)
 * POST  /api/subscriptions/{id}/pay     → 201 { url } (the owner of a past-due sandbox plan: the
 *       sandbox checkout that pays the declined period again)
 */
import { array, boolean, enums, nullable, number, object, string, type Infer } from 'superstruct';
import { CADENCES } from '../pricing.js';

/**
 * `active`: paid for the current period and renewing (or ending at the period's end when
 * `cancelAtPeriodEnd`); `past_due`: a renewal was declined, no visits for the new period;
 * `canceled`: over, nothing more is charged or scheduled.
 */
export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const SubscriptionVisitStruct = object({ id: number(), date: string() });

export const SubscriptionStruct = object({
  id: number(),
  plan: enums(['recurring'] as const),
  cadence: enums(CADENCES),
  /** The cadence chosen for the next period (null when unchanged). */
  pendingCadence: nullable(enums(CADENCES)),
  status: enums(SUBSCRIPTION_STATUSES),
  /** Ends when the current period does: no more charges or visits after `currentPeriodEnd`. */
  cancelAtPeriodEnd: boolean(),
  /** yyyy-MM-dd (service-area dates): the first day of the current period and the first day after it. */
  currentPeriodStart: string(),
  currentPeriodEnd: string(),
  /** The next renewal (the current period's end), null when none is coming. */
  nextChargeDate: nullable(string()),
  nextChargeCents: nullable(number()),
  /** Scheduled visits still ahead, soonest first. */
  nextVisits: array(SubscriptionVisitStruct),
  propertyAddress: string(),
  provider: string(),
  /** Past due only: why the period's charge was declined, in the customer's words; else null. */
  pastDueReason: nullable(string()),
  /**
   * Past due only: who tries the charge again. `customer`: the plan card offers 'Pay again'
   * (the sandbox); `provider`: the provider retries the card itself (Polar's dunning).
   */
  retryBy: nullable(enums(['customer', 'provider'] as const)),
  createdAt: string(),
});
export type Subscription = Infer<typeof SubscriptionStruct>;

/** PATCH /api/subscriptions/{id}: the cadence from the next period on. */
export const SubscriptionUpdateStruct = object({ cadence: enums(CADENCES) });
export type SubscriptionUpdate = Infer<typeof SubscriptionUpdateStruct>;

/** The customer-facing reasons (coded errors subscription.*). */
export const SUBSCRIPTION_MESSAGES = {
  notFound: 'Subscription not found',
  canceled: 'This plan has ended and can no longer be changed.',
  cancelScheduled: 'This plan ends at the end of its current period and can no longer be changed.',
  sameCadence: 'The plan already has this cadence.',
  providerUnavailable: 'The payment provider could not update the plan. Please try again.',
  notPastDue: 'This plan has no declined payment to pay again.',
  /** A cancelled plan can be resumed only while its current period runs. */
  periodEnded: 'This plan’s period has ended, so it can no longer be resumed. Book a new plan instead.',
  providerRetries: 'Polar retries the declined payment itself; there is nothing to pay here.',
  /** Why a period is past due (stored on the period; the plan card shows it). */
  renewalDeclined: 'The card on file declined the renewal payment.',
  retryDeclined: 'The card was declined again when you tried to pay.',
  providerRenewalFailed: 'The renewal payment failed at Polar.',
} as const;

/** POST /api/subscriptions/{id}/pay: where the browser goes to pay the declined period. */
export const SubscriptionPayAgainStruct = object({ url: string() });
export type SubscriptionPayAgain = Infer<typeof SubscriptionPayAgainStruct>;
