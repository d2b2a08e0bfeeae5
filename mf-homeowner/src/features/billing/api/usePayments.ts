import type { Payment } from '@housesit/shared-contracts';
import { useApiQuery } from '@housesit/shell/kit';

/** GET /api/payments: the signed-in user's own payments, newest first. */
export function usePayments() {
  return useApiQuery<{ items: Payment[] }>(['payments'], (api) => api.booking.payments(), { freshMs: 30_000 });
}
