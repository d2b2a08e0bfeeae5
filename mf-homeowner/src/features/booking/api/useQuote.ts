import type { CheckoutRequest, Quote } from '@housesit/shared-contracts';
import { useApiQuery } from '@housesit/shell/kit';

/**
 * POST /api/checkout/quote: the server's price for the booking as it stands. Both the summary
 * and the payment panel read it (one request: same key).
 */
export function useQuote(request: CheckoutRequest) {
  return useApiQuery<Quote>(['quote', JSON.stringify(request)], (api) => api.booking.quote(request), { retry: 0 });
}
