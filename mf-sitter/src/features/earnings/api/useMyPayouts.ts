import { queryKeys, type SitterPayout } from '@housesit/shared-contracts';
import { useApiQuery, useSession } from '@housesit/shell/kit';

/** GET /api/sitter/payouts: the weeks an admin marked paid. */
export function useMyPayouts() {
  const { user } = useSession();
  return useApiQuery<{ items: SitterPayout[] }>(user ? queryKeys.team.myPayouts(user.id) : null, (api) => api.team.myPayouts());
}
