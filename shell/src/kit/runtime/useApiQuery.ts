import { useDeferredValue, useRef } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import {
  API_FAILURE_MARK,
  QUERY_FRESH_MS,
  QUERY_RETRY_COUNT,
  readApiFailure,
  type ApiClient,
  type ApiResult,
  type ErrorResponse,
  type QueryKey,
} from '@housesit/shared-contracts';
import { useApi } from './apiContext';
import { useBusyWhile, useScreenWork } from './screenWork';
import { SESSION_KEY } from './session';

/**
 * A 401/403 answer turned into an error; its message is the server's message. It carries the
 * API failure mark and the body, so `readApiFailure` reads its code like any ApiError's.
 */
export class ApiAuthError extends Error {
  readonly [API_FAILURE_MARK] = true;
  readonly status: 401 | 403;
  readonly body: ErrorResponse | null;
  constructor(status: 401 | 403, message: string, body: ErrorResponse | null = null) {
    super(message);
    this.name = 'ApiAuthError';
    this.status = status;
    this.body = body;
  }
}

export interface ApiQueryOptions {
  /** How long an answer counts as fresh (no refetch); default 5 minutes. */
  freshMs?: number;
  /** Retries after a failure; default 1. A 401/403 is never retried. */
  retry?: number;
}

export interface ApiQueryResult<T> {
  data?: T;
  error?: Error;
  isLoading: boolean;
  mutate(): Promise<unknown>;
}

/** Delay before retry n (1-based): 1 s, 2 s, 4 s ... at most 8 s. */
export function retryDelayMs(retryCount: number): number {
  return Math.min(1000 * 2 ** Math.max(0, retryCount - 1), 8000);
}

/**
 * SWR around one typed API call (docs/product/platform.md §9: fresh 5 minutes, 1 retry by default).
 * `key` (made by `queryKeys` in shared-contracts) null means "do not fetch yet". A 401 also makes the shell re-check the session, so an
 * expired session is noticed wherever it shows up first.
 */
export function useApiQuery<T>(
  key: QueryKey | null,
  run: (api: ApiClient) => Promise<ApiResult<T>>,
  options: ApiQueryOptions = {},
): ApiQueryResult<T> {
  const api = useApi();
  const { mutate: mutateCache } = useSWRConfig();
  const beginWork = useScreenWork();
  const runRef = useRef(run);
  runRef.current = run;
  const freshMs = options.freshMs ?? QUERY_FRESH_MS;
  const retry = options.retry ?? QUERY_RETRY_COUNT;

  const swr = useSWR<T, Error>(
    key,
    async () => {
      const result = await runRef.current(api);
      if (result.ok) return result.data;
      if (result.status === 401) void mutateCache(SESSION_KEY);
      const message = result.data?.message ?? (result.status === 401 ? 'Unauthorized' : 'Forbidden');
      throw new ApiAuthError(result.status, message, result.data);
    },
    {
      dedupingInterval: freshMs,
      focusThrottleInterval: freshMs,
      onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
        const status = readApiFailure(error)?.status;
        if (status === 401 || status === 403) return;
        if (retryCount > retry) return;
        // The retry will change what the screen shows (an error, a loading state): the page stays
        // busy until it has answered, so no one takes the first error for the last.
        const done = beginWork();
        setTimeout(() => void Promise.resolve(revalidate({ retryCount })).finally(done), retryDelayMs(retryCount));
      },
    },
  );

  const first = useDeferredFirstAnswer(swr.data);
  // The page is busy until the first answer (or the error) is on screen: fetched, and its
  // deferred render committed. A null key waits for nothing. A refetch keeps the answer shown,
  // so it never makes the page busy again.
  useBusyWhile(key !== null && first.data === undefined && swr.error === undefined);
  return { data: first.data, error: swr.error, isLoading: swr.isLoading || first.pending, mutate: swr.mutate };
}

/**
 * SWR hands data over in an urgent, synchronous render: a screen's first answer (a long list,
 * say) would block input for its whole render. The first answer renders as a deferred value
 * instead, which React renders in slices; meanwhile `pending` keeps the screen in its loading
 * state. Later answers render at once, so whoever awaited a refetch sees its result on the next
 * render. Used by useApiQuery and the kit's paged lists (useApiPages).
 */
export function useDeferredFirstAnswer<T>(data: T | undefined): { data: T | undefined; pending: boolean } {
  const answered = useDeferredValue(data !== undefined);
  return { data: answered ? data : undefined, pending: data !== undefined && !answered };
}
