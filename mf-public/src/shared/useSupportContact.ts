import { queryKeys, type SupportContact } from '@housesit/shared-contracts';
import { useApiQuery } from '@housesit/shell/kit';

/**
 * SUPPORT_EMAIL and SUPPORT_PHONE as the server is configured (GET /api/support/contact), the
 * same contacts every email carries. Kept for the session: they change only with a restart.
 */
export function useSupportContact() {
  return useApiQuery<SupportContact>(queryKeys.support.contact(), (api) => api.email.supportContact(), {
    freshMs: 60 * 60 * 1000,
    retry: 3,
  });
}
