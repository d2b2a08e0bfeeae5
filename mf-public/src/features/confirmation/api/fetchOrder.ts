import { OrderStruct, check, runApiCall, type ApiClient, type Order } from '@housesit/shared-contracts';

export type OrderLookup =
  | { kind: 'found'; order: Order }
  | { kind: 'notFound' }
  /** 401: the customer came back signed out (another tab logged out, or an expired session). */
  | { kind: 'signedOut'; message: string | null }
  | { kind: 'failed'; message: string | null };

/**
 * GET /api/polar/order?checkout_id=: the order behind a finished checkout. Never throws (except
 * when aborted): the confirmation page shows each outcome with the spec's wording.
 */
export async function fetchOrder(api: ApiClient, checkoutId: string, signal?: AbortSignal): Promise<OrderLookup> {
  const outcome = await runApiCall(() => api.request<unknown>('/api/polar/order', { query: { checkout_id: checkoutId }, signal }));
  if (signal?.aborted) throw signal.reason;
  if (outcome.kind === 'ok') {
    const order = check(OrderStruct, orderFields(outcome.data));
    return order.ok ? { kind: 'found', order: order.value } : { kind: 'failed', message: null };
  }
  if (outcome.code === 'order.not_found') return { kind: 'notFound' };
  if (outcome.status === 401) return { kind: 'signedOut', message: outcome.message };
  return { kind: 'failed', message: outcome.message };
}

/** Only the contract's fields are checked, so an answer carrying more does not count as broken. */
function orderFields(data: unknown): unknown {
  if (!data || typeof data !== 'object') return data;
  const { visitType, amount, address, status, visits } = data as Record<string, unknown>;
  const dates = Array.isArray(visits)
    ? visits.map((visit) => ({ date: (visit as Record<string, unknown>).date, timeWindow: (visit as Record<string, unknown>).timeWindow }))
    : visits;
  return { visitType, amount, address: address ?? null, status, visits: dates };
}
