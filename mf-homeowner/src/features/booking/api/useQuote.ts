import { queryKeys, type CheckoutRequest, type Quote } from '@housesit/shared-contracts';
import { useApiQuery } from '@housesit/shell/kit';

/**
 * POST /api/checkout/quote: the server's price for the booking as it stands. Both the summary
 * and the payment panel read it (one request: same key).
 */
export function useQuote(request: CheckoutRequest) {
  return useApiQuery<Quote>(queryKeys.quote(request), (api) => api.booking.quote(request), { retry: 0 });
}
