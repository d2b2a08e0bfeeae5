import { BRAND } from './brand.js';
import { SERVICE_AREA, USERNAME_MIN_LENGTH } from './constants.js';
import type { ErrorCode } from './errors.js';
import { ACCOUNT_DEACTIVATED_MESSAGE, API_ERRORS, TOASTS, VALIDATION } from './messages.js';

/**
 * Sign-in without scripts (decision 020): /login's form posts itself, form-encoded, to its own
 * address (so `?next=` and `?plan=` come along), and the API answers with a 303: to where the app
 * would go, or back to `/login?error=<code>`. These are the codes it sends back, each with the
 * message the app shows for that refusal; /login shows it from the URL, and the shell's build
 * renders each variant to HTML.
 */
export const LOGIN_FORM_ERRORS = {
  'auth.invalid_credentials': API_ERRORS.invalidCredentials,
  'auth.login_throttled': API_ERRORS.loginThrottled,
  // Also for auth.login_address_busy: the same message, one page fewer to render.
  'auth.login_busy': API_ERRORS.loginBusy,
  'auth.account_deactivated': ACCOUNT_DEACTIVATED_MESSAGE,
  // The app checks both fields before it sends; a form sent without them (no scripts, no
  // `required` support) gets the spec's fallback for a failed sign-in.
  'request.invalid': TOASTS.loginFailed.description,
} as const satisfies Partial<Record<ErrorCode, string>>;

export type LoginFormErrorCode = keyof typeof LOGIN_FORM_ERRORS;

/** The query parameter of /login that names the refusal. */
export const LOGIN_ERROR_PARAM = 'error';

/** The code when it is one the form sign-in sends (anything else in the URL is ignored). */
export function loginFormErrorCode(value: string | null | undefined): LoginFormErrorCode | null {
  return value && Object.hasOwn(LOGIN_FORM_ERRORS, value) ? (value as LoginFormErrorCode) : null;
}

/**
 * Registration without scripts (decision 020): /login?tab=register's form posts itself the same
 * way, and a refusal comes back to `/login?tab=register&error=<code>`. The server's HTML asks the
 * browser to check each field first (required, email, the password's length), so what is left
 * is what only the API knows: a taken username or email, too many sign-ups, and the password
 * rules a browser cannot check.
 */
export const REGISTER_FORM_ERRORS = {
  'auth.username_taken': API_ERRORS.usernameTaken,
  'auth.email_taken': API_ERRORS.emailTaken,
  'auth.registration_throttled': API_ERRORS.registrationThrottled,
  // Field messages cannot travel in a link: this one names every rule a field can break.
  'request.invalid': `Please check your details: every field is required, the email must be valid and the username at least ${USERNAME_MIN_LENGTH} characters. ${VALIDATION.passwordMin}, and it must not be the same as the username, a common password, or easy to guess (your name, username or email, ${BRAND} or ${SERVICE_AREA.city}, runs like 12345678).`,
} as const satisfies Partial<Record<ErrorCode, string>>;

export type RegisterFormErrorCode = keyof typeof REGISTER_FORM_ERRORS;

/** The code when it is one the form registration sends (anything else in the URL is ignored). */
export function registerFormErrorCode(value: string | null | undefined): RegisterFormErrorCode | null {
  return value && Object.hasOwn(REGISTER_FORM_ERRORS, value) ? (value as RegisterFormErrorCode) : null;
}

/** The two tabs of /login, each with a form that posts itself without scripts. */
export type AuthFormTab = 'login' | 'register';

/**
 * The refusal a tab of /login shows for its `?error=` value: a code that tab's form sends back,
 * with its message; null for anything else. One rule for the app's page and the server's choice of
 * prerendered variant (api publicPages.ts), so the two never show different things.
 */
export function authFormRefusal(
  tab: AuthFormTab,
  value: string | null | undefined,
): { code: LoginFormErrorCode | RegisterFormErrorCode; message: string } | null {
  if (tab === 'login') {
    const code = loginFormErrorCode(value);
    return code ? { code, message: LOGIN_FORM_ERRORS[code] } : null;
  }
  const code = registerFormErrorCode(value);
  return code ? { code, message: REGISTER_FORM_ERRORS[code] } : null;
}
