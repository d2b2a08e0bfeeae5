import { queryKeys, type EmailPreferences } from '@housesit/shared-contracts';
import { useApiQuery } from '@housesit/shell/kit';

/** Which optional emails the signed-in user gets; asked fresh (a one-click unsubscribe may have changed them). */
export function useEmailPreferences() {
  return useApiQuery<EmailPreferences>(queryKeys.account.emailPreferences(), (api) => api.email.preferences(), { freshMs: 0 });
}
