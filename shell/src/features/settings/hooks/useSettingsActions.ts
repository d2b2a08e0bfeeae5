import { useCallback, useMemo } from 'react';
import {
  ACCOUNT_TEXT,
  EMAIL_TEXT,
  runApiCall,
  type ApiResult,
  type ChangePassword,
  type EmailPreferences,
  type UpdateProfile,
} from '@housesit/shared-contracts';
import { useApi, useSessionActions, useToast } from '@housesit/shell/kit';

/** Field errors for final-form (shown under the fields), or undefined. */
export type SubmissionErrors = Record<string, string> | undefined;

/**
 * Saving the profile, changing the password, ending a session or all the others, each with a toast. Server
 * field errors go back to the form; a 401 means the session is gone, so the shell re-checks it.
 */
export function useSettingsActions(
  onSessionsChanged: () => Promise<unknown>,
  onEmailPreferencesSaved: () => Promise<unknown> = async () => {},
) {
  const api = useApi();
  const { setUser, recheck } = useSessionActions();
  const { toast } = useToast();

  const run = useCallback(
    async <T>(call: () => Promise<ApiResult<T>>, onOk: (data: T) => Promise<void> | void): Promise<SubmissionErrors> => {
      const outcome = await runApiCall(call);
      if (outcome.kind !== 'ok') {
        toast({ ...ACCOUNT_TEXT.saveFailed, description: outcome.message ?? ACCOUNT_TEXT.saveFailed.description, variant: 'destructive' });
        if (outcome.status === 401) await recheck();
        return nonEmpty(outcome.fieldErrors);
      }
      await onOk(outcome.data);
      return undefined;
    },
    [recheck, toast],
  );

  const saveProfile = useCallback(
    (payload: UpdateProfile) =>
      run(
        () => api.account.updateProfile(payload),
        async (data) => {
          await setUser(data.user);
          toast({ ...ACCOUNT_TEXT.profileSaved, variant: 'success' });
        },
      ),
    [api, run, setUser, toast],
  );

  const changePassword = useCallback(
    (payload: ChangePassword) =>
      run(
        () => api.account.changePassword(payload),
        async () => {
          toast({ ...ACCOUNT_TEXT.passwordChanged, variant: 'success' });
          await onSessionsChanged();
        },
      ),
    [api, onSessionsChanged, run, toast],
  );

  const endSession = useCallback(
    async (id: string, current: boolean) => {
      await run(
        () => api.account.endSession(id),
        async () => {
          toast({ ...ACCOUNT_TEXT.sessionEnded, variant: 'success' });
          // Ending this browser's own session is signing out: the guard then sends it to /login.
          if (current) await recheck();
          else await onSessionsChanged();
        },
      );
    },
    [api, onSessionsChanged, recheck, run, toast],
  );

  // The other devices are signed out at once (their sockets close); this one stays, and its list reloads.
  const endOtherSessions = useCallback(async () => {
    await run(
      () => api.account.endOtherSessions(),
      async ({ endedSessions }) => {
        toast({ ...ACCOUNT_TEXT.otherSessionsEnded(endedSessions), variant: 'success' });
        await onSessionsChanged();
      },
    );
  }, [api, onSessionsChanged, run, toast]);

  const saveEmailPreferences = useCallback(
    async (payload: EmailPreferences) => {
      let saved = false;
      await run(
        () => api.email.savePreferences(payload),
        async () => {
          saved = true;
          toast({ ...EMAIL_TEXT.saved, variant: 'success' });
          await onEmailPreferencesSaved();
        },
      );
      return saved;
    },
    [api, onEmailPreferencesSaved, run, toast],
  );

  return useMemo(
    () => ({ saveProfile, changePassword, endSession, endOtherSessions, saveEmailPreferences }),
    [saveProfile, changePassword, endSession, endOtherSessions, saveEmailPreferences],
  );
}

function nonEmpty(errors: Record<string, string> | undefined): SubmissionErrors {
  return errors && Object.keys(errors).length > 0 ? errors : undefined;
}
