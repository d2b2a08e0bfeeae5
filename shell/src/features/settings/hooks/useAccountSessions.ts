import type { AccountSessionList } from '@housesit/shared-contracts';
import { useApiQuery } from '@housesit/shell/kit';

export const ACCOUNT_SESSIONS_KEY = ['account', 'sessions'] as const;

/** The signed-in user's sessions; always asked fresh (another device may have signed in). */
export function useAccountSessions() {
  return useApiQuery<AccountSessionList>(ACCOUNT_SESSIONS_KEY, (api) => api.account.sessions(), { freshMs: 0 });
}
