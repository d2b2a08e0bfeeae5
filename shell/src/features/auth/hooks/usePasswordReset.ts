import { useCallback, useMemo } from 'react';
import { PASSWORD_RESET_TEXT, runApiCall, type PasswordResetRequest } from '@housesit/shared-contracts';
import { useApi, useSessionActions, useToast } from '@housesit/shell/kit';
import type { SubmissionErrors } from './useAuthActions';

/** The codes (ErrorCode) that mean the link itself is no good: the page offers a new one. */
const LINK_PROBLEMS: readonly string[] = ['auth.reset_token_invalid', 'auth.reset_token_expired', 'auth.reset_token_used'];

export type ConfirmResult =
  { kind: 'done'; username: string } | { kind: 'badLink'; message: string } | { kind: 'retry'; fieldErrors: SubmissionErrors };

/**
 * Asking for a reset link and using one. A refusal other than the link's own (the throttle, a
 * failure) is told in a toast with the server's words; the password rule's under its field.
 */
export function usePasswordReset() {
  const api = useApi();
  const { setUser, clearAllData } = useSessionActions();
  const { toast } = useToast();

  const fail = useCallback(
    (message: string | null) =>
      toast({
        title: PASSWORD_RESET_TEXT.failed.title,
        description: message ?? PASSWORD_RESET_TEXT.failed.description,
        variant: 'destructive',
      }),
    [toast],
  );

  /** True once the request was taken (the answer never says whether the address has an account). */
  const requestLink = useCallback(
    async (payload: PasswordResetRequest): Promise<{ sent: boolean; fieldErrors: SubmissionErrors }> => {
      const outcome = await runApiCall(() => api.auth.requestPasswordReset(payload));
      if (outcome.kind === 'ok') return { sent: true, fieldErrors: undefined };
      fail(outcome.message);
      return { sent: false, fieldErrors: nonEmpty(outcome.fieldErrors) };
    },
    [api, fail],
  );

  const confirm = useCallback(
    async (token: string, password: string): Promise<ConfirmResult> => {
      const outcome = await runApiCall(() => api.auth.confirmPasswordReset({ token, password }));
      if (outcome.kind === 'ok') {
        // Every session of the account ended, this browser's too.
        await clearAllData();
        await setUser(null);
        return { kind: 'done', username: outcome.data.username };
      }
      if (outcome.kind === 'refused' && LINK_PROBLEMS.includes(outcome.code)) {
        return { kind: 'badLink', message: outcome.message ?? PASSWORD_RESET_TEXT.tokenInvalid };
      }
      const fieldErrors = nonEmpty(outcome.fieldErrors);
      if (!fieldErrors) fail(outcome.message);
      return { kind: 'retry', fieldErrors };
    },
    [api, clearAllData, fail, setUser],
  );

  return useMemo(() => ({ requestLink, confirm }), [requestLink, confirm]);
}

function nonEmpty(errors: Record<string, string>): SubmissionErrors {
  return Object.keys(errors).length > 0 ? errors : undefined;
}
