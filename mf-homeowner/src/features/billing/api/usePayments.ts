import { queryKeys, type Payment } from '@housesit/shared-contracts';
import { useApiQuery, useSession } from '@housesit/shell/kit';

/** GET /api/payments: the signed-in user's own payments, newest first. */
export function usePayments() {
  const { user } = useSession();
  return useApiQuery<{ items: Payment[] }>(user ? queryKeys.payments(user.id) : null, (api) => api.booking.payments(), {
    freshMs: 30_000,
  });
}
