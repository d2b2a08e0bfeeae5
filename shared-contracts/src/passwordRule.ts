/**
 * The password rule (docs/product/DECISIONS.md 'Passwords', ASVS 6.2, decision 008): at least
 * PASSWORD_MIN_LENGTH characters, not the username, not guessed first (passwordPatterns.ts: the
 * product, its town, the account's names, username and email with only digits or symbols
 * around them, and runs), not a common password. One function for the API (registration,
 * password change, reset, accounts made by an admin or by `create-admin`) and the forms, so both
 * say the same thing. The common-password list is the API's (api/src/auth/passwordRule.ts): forms
 * pass no list and show the API's answer for that part. Only new passwords are judged: sign-in
 * never is, so existing shorter passwords still work.
 */
import { refine, type Struct } from 'superstruct';
import { PASSWORD_MIN_LENGTH } from './constants.js';
import { VALIDATION } from './messages.js';
import { contextWords, isGuessable, type PasswordAccount } from './passwordPatterns.js';

export type { PasswordAccount };

export interface PasswordContext extends PasswordAccount {
  /** True for a password on the shipped common-password list (given lower-cased). */
  isCommon?: (lowerCased: string) => boolean;
}

/** Whether the password is the username itself (letter case and spaces around aside). */
function isUsername(password: string, username: string | null | undefined): boolean {
  const name = username?.trim().toLowerCase();
  return Boolean(name) && password.trim().toLowerCase() === name;
}

/** The message for a password the rule refuses, or null when it is allowed. */
export function passwordProblem(password: string, context: PasswordContext = {}): string | null {
  if (password.trim().length < PASSWORD_MIN_LENGTH) return VALIDATION.passwordMin;
  if (isUsername(password, context.username)) return VALIDATION.passwordIsUsername;
  const lower = password.trim().toLowerCase();
  if (isGuessable(lower, contextWords(context))) return VALIDATION.passwordGuessable;
  if (context.isCommon?.(lower)) return VALIDATION.passwordCommon;
  return null;
}

/**
 * A payload schema with `username` and `password` that also refuses a password equal to the
 * username, reported on `password` (forms validate with the same schema as the API). The rest of
 * the rule is passwordProblem's, which the forms and the API (account.password_weak) apply after.
 */
export function passwordNotUsername<T extends { username: string; password: string }, S>(struct: Struct<T, S>): Struct<T, S> {
  return refine(struct, 'passwordRule', (value) =>
    isUsername(value.password, value.username) ? { path: ['password'], message: VALIDATION.passwordIsUsername } : true,
  );
}
