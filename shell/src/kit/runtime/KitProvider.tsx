import { useState, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { ThemeProvider } from 'styled-components';
import { QUERY_FRESH_MS, QUERY_RETRY_COUNT, type ApiClient, type User } from '@housesit/shared-contracts';
import { theme } from '../theme/theme';
import { ApiContext } from './apiContext';
import { SESSION_KEY } from './session';

export interface KitProviderProps {
  api: ApiClient;
  /**
   * The session the server already checked for this page (ShellBoot): the cache starts with it,
   * so the first screen renders without waiting for GET /api/auth/me (which still runs once, in
   * the background). Undefined: not known, asked as usual.
   */
  session?: User | null;
  children?: ReactNode;
}

/** docs/product/platform.md §9 general query defaults: fresh 5 minutes, 1 retry. */
const swrDefaults: SWRConfiguration = {
  dedupingInterval: QUERY_FRESH_MS,
  focusThrottleInterval: QUERY_FRESH_MS,
  errorRetryCount: QUERY_RETRY_COUNT,
};

/**
 * Everything the shell and the remotes share at run time: the API client, one SWR cache with
 * the spec's defaults, one jotai store and the styled-components theme. Each provider owns a
 * fresh cache and store, so tests never leak state into each other.
 */
export function KitProvider({ api, session, children }: KitProviderProps) {
  const [store] = useState(() => createStore());
  const [swrConfig] = useState<SWRConfiguration>(() => ({
    ...swrDefaults,
    provider: () => new Map(session === undefined ? [] : [[SESSION_KEY, { data: session }]]),
  }));
  return (
    <ApiContext.Provider value={api}>
      <SWRConfig value={swrConfig}>
        <JotaiProvider store={store}>
          <ThemeProvider theme={theme}>{children}</ThemeProvider>
        </JotaiProvider>
      </SWRConfig>
    </ApiContext.Provider>
  );
}
