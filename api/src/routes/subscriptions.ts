/**
 * The homeowner's recurring plans (decision 015):
 * GET /api/subscriptions (their own), GET /api/subscriptions/{id} (the owner or an admin),
 * PATCH /api/subscriptions/{id} { cadence } (the owner: from the next period),
 * POST /api/subscriptions/{id}/cancel (the owner: at the current period's end),
 * POST /api/subscriptions/{id}/resume (the owner: takes the cancel back until that period ends),
 * POST /api/subscriptions/{id}/pay (the owner of a past-due sandbox plan: pays the declined period again).
 * Anyone else's subscription is a 404. The provider is told first; only when it agreed is our
 * row changed (a provider error is 502 and changes nothing). The customer is told of each change
 * in its transaction (notification and email, subscriptions/notices.ts).
 */
import { bookingEndpoints as endpoints, SUBSCRIPTION_MESSAGES, type Subscription } from '@housesit/shared-contracts';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { subscriptions, type SubscriptionRow } from '../db/schema.js';
import { serve } from '../http/endpoint.js';
import { ApiProblem, notFound, type ErrorLogger } from '../http/errors.js';
import { parseId } from '../http/params.js';
import { currentUser } from '../http/session.js';
import type { AppEnv } from '../http/types.js';
import { ProviderError, type PaymentProvider } from '../payments/provider.js';
import { startPayAgain } from '../subscriptions/payAgain.js';
import { serviceDate } from '../payments/booking.js';
import { tellCadenceChanged, tellPlanCancelled, tellPlanResumed } from '../subscriptions/notices.js';
import { findSubscription, listSubscriptions, toSubscriptionJson } from '../subscriptions/records.js';
import { endSubscription } from '../subscriptions/store.js';

export interface SubscriptionDeps {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
  logError: ErrorLogger;
}

/** 409 with the reason a plan that ended, or is ending, cannot be changed. */
function refuseChange(sub: SubscriptionRow): void {
  if (sub.status === 'canceled') throw new ApiProblem(409, 'subscription.canceled', SUBSCRIPTION_MESSAGES.canceled);
  if (sub.cancelAtPeriodEnd) throw new ApiProblem(409, 'subscription.cancel_scheduled', SUBSCRIPTION_MESSAGES.cancelScheduled);
}

/** Mounted at /api. */
export function subscriptionRoutes(deps: SubscriptionDeps) {
  const routes = new Hono<AppEnv>();

  /** The subscription if the caller may act on it (its owner; admins when reading), else 404. */
  async function visible(id: number, user: { id: number; role: string }, read: boolean) {
    const found = await findSubscription(deps.db, id);
    if (!found || (found.sub.userId !== user.id && !(read && user.role === 'admin'))) throw notFound('subscription.not_found');
    return found;
  }

  const json = async (id: number) => {
    const found = await findSubscription(deps.db, id);
    if (!found) throw notFound('subscription.not_found');
    return toSubscriptionJson(deps.db, found.sub, found.booking, deps.clock.now());
  };

  /** Asks the provider; its refusal is the customer's 502, logged with the provider's words. */
  async function tellProvider(action: () => Promise<void>): Promise<void> {
    try {
      await action();
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      deps.logError('[subscriptions] provider refused:', error.message);
      throw new ApiProblem(502, 'subscription.provider_unavailable', SUBSCRIPTION_MESSAGES.providerUnavailable);
    }
  }

  serve(routes, endpoints.subscriptions, async (c) => {
    const user = currentUser(c);
    const now = deps.clock.now();
    const rows = await listSubscriptions(deps.db, user.id);
    const items: Subscription[] = [];
    for (const { sub, booking } of rows) items.push(await toSubscriptionJson(deps.db, sub, booking, now));
    return { items };
  });

  serve(routes, endpoints.subscription, async (c, { params }) => {
    const { sub, booking } = await visible(parseId(params.id), currentUser(c), true);
    return { subscription: await toSubscriptionJson(deps.db, sub, booking, deps.clock.now()) };
  });

  serve(routes, endpoints.updateSubscription, async (c, { params, body: { cadence } }) => {
    const id = parseId(params.id);
    const { sub } = await visible(id, currentUser(c), false);
    refuseChange(sub);
    if (cadence === (sub.pendingCadence ?? sub.cadence))
      throw new ApiProblem(409, 'subscription.same_cadence', SUBSCRIPTION_MESSAGES.sameCadence);
    await tellProvider(() => deps.provider.changeSubscriptionCadence(sub.providerSubscriptionId, cadence));
    // Back to the current cadence clears the pending change.
    const pendingCadence = cadence === sub.cadence ? null : cadence;
    const now = deps.clock.now();
    await deps.db.transaction(async (tx) => {
      const [changed] = await tx
        .update(subscriptions)
        .set({ pendingCadence, updatedAt: now })
        .where(and(eq(subscriptions.id, id), eq(subscriptions.status, sub.status), eq(subscriptions.cancelAtPeriodEnd, false)))
        .returning();
      if (changed) await tellCadenceChanged(tx, changed, now);
    });
    return { subscription: await json(id) };
  });

  serve(routes, endpoints.cancelSubscription, async (c, { params }) => {
    const id = parseId(params.id);
    const { sub } = await visible(id, currentUser(c), false);
    if (sub.status === 'canceled') throw new ApiProblem(409, 'subscription.canceled', SUBSCRIPTION_MESSAGES.canceled);
    // Cancelling twice is the same request: the answer is the plan as it stands.
    if (!sub.cancelAtPeriodEnd) {
      await tellProvider(() => deps.provider.cancelSubscriptionAtPeriodEnd(sub.providerSubscriptionId));
      const now = deps.clock.now();
      await deps.db.transaction(async (tx) => {
        const [cancelled] = await tx
          .update(subscriptions)
          .set({ cancelAtPeriodEnd: true, pendingCadence: null, updatedAt: now })
          .where(and(eq(subscriptions.id, id), eq(subscriptions.cancelAtPeriodEnd, false)))
          .returning();
        // A cancel that raced this one got there first, and told the customer.
        if (!cancelled) return;
        // Past due: the last paid period is over, so there is nothing left to run until.
        const endedNow = sub.status === 'past_due' && (await endSubscription(tx, id, now));
        await tellPlanCancelled(tx, cancelled, endedNow, now);
      });
    }
    return { subscription: await json(id) };
  });

  // A cancelled plan runs until its period's end (the renewal sweep ends it on that service day);
  // until then the customer may change their mind, and it renews as if never cancelled.
  serve(routes, endpoints.resumeSubscription, async (c, { params }) => {
    const id = parseId(params.id);
    const { sub } = await visible(id, currentUser(c), false);
    const now = deps.clock.now();
    if (sub.status === 'canceled') throw new ApiProblem(409, 'subscription.canceled', SUBSCRIPTION_MESSAGES.canceled);
    // Resuming a plan that is not cancelled is the same request answered: the plan as it stands.
    if (sub.cancelAtPeriodEnd) {
      // The period ends at the start of its end day in the service area, when the sweep may end it.
      if (serviceDate(now) >= sub.currentPeriodEnd)
        throw new ApiProblem(409, 'subscription.period_ended', SUBSCRIPTION_MESSAGES.periodEnded);
      await tellProvider(() => deps.provider.resumeSubscription(sub.providerSubscriptionId));
      await deps.db.transaction(async (tx) => {
        const [resumed] = await tx
          .update(subscriptions)
          .set({ cancelAtPeriodEnd: false, updatedAt: now })
          .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'active'), eq(subscriptions.cancelAtPeriodEnd, true)))
          .returning();
        // A resume that raced this one got there first, and told the customer.
        if (resumed) await tellPlanResumed(tx, resumed, now);
      });
    }
    return { subscription: await json(id) };
  });

  // A past-due sandbox plan: the checkout that pays the declined period again (payAgain.ts).
  serve(
    routes,
    endpoints.paySubscriptionAgain,
    async (c, { params }) => {
      const id = parseId(params.id);
      await visible(id, currentUser(c), false);
      return startPayAgain(deps.db, id);
    },
    { status: 201 },
  );

  return routes;
}
