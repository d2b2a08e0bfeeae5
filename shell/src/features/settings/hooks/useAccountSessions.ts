import { queryKeys, type AccountSessionList } from '@housesit/shared-contracts';
import { useApiQuery } from '@housesit/shell/kit';

/** The signed-in user's sessions; always asked fresh (another device may have signed in). */
export function useAccountSessions() {
  return useApiQuery<AccountSessionList>(queryKeys.account.sessions(), (api) => api.account.sessions(), { freshMs: 0 });
}
