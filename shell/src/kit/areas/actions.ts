import { useCallback } from 'react';
import { runApiCall, type ActionOutcome, type ActionProblem, type ApiClient, type ApiResult } from '@housesit/shared-contracts';
import { useApi, useSessionActions, type ToastInput } from '@housesit/shell/kit';

/** Runs one changing API call with the page's client; resolves to its typed outcome, never throws. */
export type RunApiAction = <T>(call: (api: ApiClient) => Promise<ApiResult<T>>) => Promise<ActionOutcome<T>>;

/**
 * The areas' one way to run an action: `const outcome = await run((api) => api.x.y())`, then
 * `switch (outcome.kind)`: 'ok' with the data, 'refused' with the server's code, message, title
 * and field errors, 'failed' for a 5xx, a network error or a bug. A 401 also makes the shell
 * re-check the session, so an expired one shows 'Session Expired' wherever it is noticed first.
 */
export function useApiAction(): RunApiAction {
  const api = useApi();
  const { recheck } = useSessionActions();
  return useCallback(
    async <T>(call: (client: ApiClient) => Promise<ApiResult<T>>): Promise<ActionOutcome<T>> => {
      const outcome = await runApiCall(() => call(api));
      if (outcome.kind === 'refused' && outcome.status === 401) void recheck();
      if (outcome.kind === 'failed') console.warn('[housesit] action failed:', outcome.error);
      return outcome;
    },
    [api, recheck],
  );
}

/**
 * The destructive toast for a refused or failed action: the server's own title and message when
 * it sent them (the spec's text), else the spec's fallback for this action.
 */
export function problemToast(problem: ActionProblem, fallback: { title: string; description?: string }): ToastInput {
  return {
    title: problem.title ?? fallback.title,
    description: problem.message ?? fallback.description,
    variant: 'destructive',
  };
}
