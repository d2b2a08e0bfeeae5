import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import {
  AUTH_REDIRECT_DELAY_MS,
  TOASTS,
  postAuthTarget,
  runApiCall,
  type ApiResult,
  type LoginPayload,
  type RegisterPayload,
  type SessionResponse,
} from '@housesit/shared-contracts';
import { useApi, useSessionActions, useToast } from '@housesit/shell/kit';
import { IS_DEV_BUILD } from '../../../env';
import { signingOutAtom } from '../state';

/** Field errors for final-form (shown under the fields), or undefined. */
export type SubmissionErrors = Record<string, string> | undefined;

interface ToastPair {
  title: string;
  description: string;
}

/**
 * Sign-in, registration and logout as docs/product/platform.md §4 describes them: on success the user is
 * put in the session cache, a toast confirms, and ~100 ms later the app moves on; failures show
 * the server's message (or the spec's fallback) in a toast and the server's field errors under
 * the fields.
 */
export function useAuthActions() {
  const api = useApi();
  const { setUser, clearAllData } = useSessionActions();
  const { toast } = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const setSigningOut = useSetAtom(signingOutAtom);

  const signIn = useCallback(
    async (call: () => Promise<ApiResult<SessionResponse>>, success: ToastPair, failure: ToastPair): Promise<SubmissionErrors> => {
      const outcome = await runApiCall(call);
      if (outcome.kind !== 'ok') {
        if (outcome.kind === 'failed') console.warn(`[shell] ${failure.title}:`, outcome.error);
        toast({ title: failure.title, description: outcome.message ?? failure.description, variant: 'destructive' });
        return fieldErrorsOf(outcome.fieldErrors);
      }
      // request() does not validate the body (an empty one reads as null), so the answer is read
      // as possibly without a user. docs/product/platform.md §4: without a user and role only the loading
      // state is cleared.
      const answer = outcome.data as Partial<SessionResponse> | null;
      const user = answer?.user;
      if (!user?.role) return undefined;
      await setUser(user);
      toast({ ...success, variant: 'success' });
      const target = postAuthTarget(user, location.search, IS_DEV_BUILD);
      // Under the shell's BrowserRouter navigate() returns nothing; only data routers return a promise.
      window.setTimeout(() => void navigate(target, { replace: true }), AUTH_REDIRECT_DELAY_MS);
      return undefined;
    },
    [location.search, navigate, setUser, toast],
  );

  const login = useCallback(
    (payload: LoginPayload) => signIn(() => api.auth.login(payload), TOASTS.loginSuccess, TOASTS.loginFailed),
    [api, signIn],
  );

  const register = useCallback(
    (payload: RegisterPayload) => signIn(() => api.auth.register(payload), TOASTS.registerSuccess, TOASTS.registerFailed),
    [api, signIn],
  );

  const logout = useCallback(async () => {
    setSigningOut(true);
    let ok = false;
    try {
      const result = await api.auth.logout();
      // A 401 means the session was already gone: the user is signed out either way.
      ok = result.ok || result.status === 401;
    } catch (error) {
      console.warn('[shell] logout failed:', error);
    }
    toast(ok ? { ...TOASTS.logoutSuccess } : { ...TOASTS.logoutFailed, variant: 'destructive' });
    // Navigate before clearing the user: the navigation bar that owns this callback unmounts as
    // soon as the user is gone, and react-router ignores navigate() from an unmounted component.
    // The guards render nothing while signingOut, so no screen shows a half-signed-out state.
    await new Promise((resolve) => window.setTimeout(resolve, AUTH_REDIRECT_DELAY_MS));
    void navigate('/login', { replace: true });
    await clearAllData();
    await setUser(null);
    // signingOut is cleared by the login page once it is on screen (see LoginPage).
  }, [api, clearAllData, navigate, setSigningOut, setUser, toast]);

  return useMemo(() => ({ login, register, logout }), [login, register, logout]);
}

function fieldErrorsOf(errors: Record<string, string> | undefined): SubmissionErrors {
  return errors && Object.keys(errors).length > 0 ? errors : undefined;
}
