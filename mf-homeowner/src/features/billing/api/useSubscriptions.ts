import { queryKeys, type ActionOutcome, type Cadence, type Subscription } from '@housesit/shared-contracts';
import { useApiQuery, useSession } from '@housesit/shell/kit';
import { useApiAction, useQueryCache } from '@housesit/shell/kit/areas';
import { useCallback, useState } from 'react';
import { goToExternal } from '../../../shared/externalNavigation';

/** GET /api/subscriptions: the homeowner's recurring plans (decision 015). */
export function useSubscriptions() {
  const { user } = useSession();
  return useApiQuery<{ items: Subscription[] }>(user ? queryKeys.subscriptions(user.id) : null, (api) => api.booking.subscriptions(), {
    freshMs: 30_000,
  });
}

/**
 * Change cadence (from the next period), Cancel plan (at the period's end), Resume plan (takes the
 * cancel back while the period runs) and Pay again (a declined sandbox renewal). Each answers the
 * outcome so the card can show the server's reason; the plans refetch after either way.
 */
export function usePlanActions() {
  const run = useApiAction();
  const { user } = useSession();
  const { invalidate } = useQueryCache();
  const [pending, setPending] = useState(false);

  const settle = useCallback(
    async <T>(outcome: ActionOutcome<T>): Promise<ActionOutcome<T>> => {
      setPending(false);
      if (user) await invalidate(queryKeys.subscriptions(user.id));
      return outcome;
    },
    [invalidate, user],
  );

  const changeCadence = useCallback(
    async (id: number, cadence: Cadence) => {
      setPending(true);
      return settle(await run((api) => api.booking.updateSubscription(id, { cadence })));
    },
    [run, settle],
  );

  const cancelPlan = useCallback(
    async (id: number) => {
      setPending(true);
      return settle(await run((api) => api.booking.cancelSubscription(id)));
    },
    [run, settle],
  );

  const resumePlan = useCallback(
    async (id: number) => {
      setPending(true);
      return settle(await run((api) => api.booking.resumeSubscription(id)));
    },
    [run, settle],
  );

  /** A past-due sandbox plan: the API opens the checkout for the declined period; the browser goes there. */
  const payAgain = useCallback(
    async (id: number) => {
      setPending(true);
      const outcome = await run((api) => api.booking.paySubscriptionAgain(id));
      if (outcome.kind === 'ok') goToExternal(outcome.data.url);
      return settle(outcome);
    },
    [run, settle],
  );

  return { changeCadence, cancelPlan, resumePlan, payAgain, pending };
}
