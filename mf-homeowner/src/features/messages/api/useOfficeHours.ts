import { queryKeys, type OfficeHours } from '@housesit/shared-contracts';
import { useApiQuery } from '@housesit/shell/kit';

/**
 * When the team answers messages, as the server is configured (GET /api/support/hours). Kept for
 * the session: the hours change only with a restart. A failure only leaves the hours unsaid.
 */
export function useOfficeHours() {
  return useApiQuery<OfficeHours>(queryKeys.support.hours(), (api) => api.email.officeHours(), { freshMs: 60 * 60 * 1000 });
}
