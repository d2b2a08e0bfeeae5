import type { Order } from '@housesit/shared-contracts';
import { useApi } from '@housesit/shell/kit';
import { useCallback, useEffect, useState } from 'react';
import { fetchOrder } from '../api/fetchOrder';

/**
 * The provider's order can lag the redirect back from checkout by seconds (docs/product/DECISIONS.md), so a
 * pending order is checked again every 2 s for up to 30 s before the page shows what it has.
 */
export const ORDER_POLL_INTERVAL_MS = 2000;
export const ORDER_POLL_LIMIT_MS = 30_000;
const MAX_RECHECKS = ORDER_POLL_LIMIT_MS / ORDER_POLL_INTERVAL_MS;

export type OrderState =
  | { kind: 'missingId' }
  /** `waitingForPayment` once the order was seen pending and is being checked again. */
  | { kind: 'loading'; waitingForPayment: boolean }
  /** `stillPending` when the order was still pending after the last re-check. */
  | { kind: 'found'; order: Order; stillPending: boolean }
  | { kind: 'notFound' }
  | { kind: 'signedOut'; message: string | null }
  | { kind: 'failed'; message: string | null };

export function useOrderLookup(checkoutId: string | null): { state: OrderState; retry: () => void } {
  const api = useApi();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<OrderState>(checkoutId ? { kind: 'loading', waitingForPayment: false } : { kind: 'missingId' });

  useEffect(() => {
    if (!checkoutId) {
      setState({ kind: 'missingId' });
      return;
    }
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let rechecks = 0;
    setState({ kind: 'loading', waitingForPayment: false });

    async function lookUp(id: string) {
      let result;
      try {
        result = await fetchOrder(api, id, controller.signal);
      } catch {
        return; // aborted: the page was left or the id changed
      }
      if (controller.signal.aborted) return;
      if (result.kind !== 'found') {
        setState(result);
        return;
      }
      const pending = result.order.status === 'pending';
      if (pending && rechecks < MAX_RECHECKS) {
        rechecks += 1;
        setState({ kind: 'loading', waitingForPayment: true });
        timer = setTimeout(() => void lookUp(id), ORDER_POLL_INTERVAL_MS);
        return;
      }
      setState({ kind: 'found', order: result.order, stillPending: pending });
    }

    void lookUp(checkoutId);
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [api, checkoutId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
