import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { SESSION_CACHE_MS, type ApiClient, type SessionResponse, type User } from '@housesit/shared-contracts';
import { useApi } from './apiContext';
import { useBusyWhile } from './screenWork';

/** The SWR key of the session: the path it is read from (docs/product/platform.md §7). */
export const SESSION_KEY = '/api/auth/me';

/** Checked once, cached 5 minutes, no retry, no refetch on focus or reconnect (docs/product/platform.md §7). */
export const SESSION_SWR_OPTIONS = {
  dedupingInterval: SESSION_CACHE_MS,
  focusThrottleInterval: SESSION_CACHE_MS,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
  errorRetryCount: 0,
} as const;

/** `{ user }` when signed in; a 401 (or 403) means signed out; other failures throw 'status: text'. */
export async function fetchSessionUser(api: ApiClient): Promise<User | null> {
  const result = await api.auth.me();
  if (!result.ok) return null;
  // request() does not validate the body (an empty one reads as null): no user means signed out.
  const answer = result.data as Partial<SessionResponse> | null;
  return answer?.user ?? null;
}

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface SessionState {
  user: User | null;
  status: SessionStatus;
  /** Set when the check itself failed (network, 5xx): the user is then treated as signed out. */
  error?: Error;
}

export function useSession(): SessionState {
  const api = useApi();
  const { data, error } = useSWR<User | null, Error>(SESSION_KEY, () => fetchSessionUser(api), SESSION_SWR_OPTIONS);
  // Who is signed in decides what every screen shows: the page is busy until it is known.
  useBusyWhile(data === undefined && error === undefined);
  return useMemo(() => {
    if (data) return { user: data, status: 'authenticated' as const };
    if (data === null) return { user: null, status: 'unauthenticated' as const };
    if (error) return { user: null, status: 'unauthenticated' as const, error };
    return { user: null, status: 'loading' as const };
  }, [data, error]);
}

/**
 * Writes to the session cache. Used by the shell's sign-in, registration and logout; remotes do
 * not need it.
 */
export function useSessionActions() {
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      /** Stores the signed-in user (or null) without asking the server again. */
      setUser: (user: User | null) => mutate(SESSION_KEY, user, { revalidate: false }),
      /** Drops every cached query (logout). */
      clearAllData: () => mutate(() => true, undefined, { revalidate: false }),
      /** Asks the server again, e.g. after another request answered 401. */
      recheck: () => mutate(SESSION_KEY),
    }),
    [mutate],
  );
}
