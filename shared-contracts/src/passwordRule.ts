/**
 * The password rule (DECISIONS.md 'Passwords', ASVS 6.2): at least PASSWORD_MIN_LENGTH
 * characters, not the username, not a common password. One function for the API (registration,
 * password change, reset, accounts made by an admin) and the forms, so both say the same thing.
 * The common-password list is the API's (api/src/auth/passwordRule.ts): forms pass no list and
 * show the API's answer for that part. Only new passwords are judged: sign-in never is, so
 * existing shorter passwords still work.
 */
import { refine, type Struct } from 'superstruct';
import { PASSWORD_MIN_LENGTH } from './constants.js';
import { VALIDATION } from './messages.js';

export interface PasswordContext {
  /** The account's username (as typed at registration): the password may not equal it. */
  username?: string | null;
  /** True for a password on the shipped common-password list (given lower-cased). */
  isCommon?: (lowerCased: string) => boolean;
}

/** The message for a password the rule refuses, or null when it is allowed. */
export function passwordProblem(password: string, context: PasswordContext = {}): string | null {
  if (password.trim().length < PASSWORD_MIN_LENGTH) return VALIDATION.passwordMin;
  const lower = password.trim().toLowerCase();
  const username = context.username?.trim().toLowerCase();
  if (username && lower === username) return VALIDATION.passwordIsUsername;
  if (context.isCommon?.(lower)) return VALIDATION.passwordCommon;
  return null;
}

/**
 * A payload schema with `username` and `password` that also refuses a password equal to the
 * username, reported on `password` (forms validate with the same schema as the API).
 */
export function passwordNotUsername<T extends { username: string; password: string }, S>(struct: Struct<T, S>): Struct<T, S> {
  return refine(struct, 'passwordRule', (value) => {
    const problem = passwordProblem(value.password, { username: value.username });
    return problem ? { path: ['password'], message: problem } : true;
  });
}
