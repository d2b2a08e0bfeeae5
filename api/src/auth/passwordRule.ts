/**
 * The API's half of the password rule (shared-contracts passwordRule.ts): the common-password
 * list, and the account's own words (username, names, email) wherever a password is set. It is the list zxcvbn-ts ships (@zxcvbn-ts/language-common, from breach frequency,
 * most common first), read once on first use. Entries shorter than the minimum length are
 * dropped: the length rule refuses those already.
 */
import { PASSWORD_MIN_LENGTH, passwordProblem, type PasswordAccount } from '@housesit/shared-contracts';
import { dictionary } from '@zxcvbn-ts/language-common';
import { ApiProblem } from '../http/errors.js';

let common: Set<string> | null = null;

export function isCommonPassword(lowerCased: string): boolean {
  common ??= new Set(
    dictionary['passwords-common'].filter((entry) => entry.length >= PASSWORD_MIN_LENGTH).map((entry) => entry.toLowerCase()),
  );
  return common.has(lowerCased);
}

/**
 * The rule's message for a new password of `account` (its username, names and email are the
 * context words no password may be built on), or null when it is allowed.
 */
export function newPasswordProblem(password: string, account: PasswordAccount): string | null {
  return passwordProblem(password, { ...account, isCommon: isCommonPassword });
}

/** 400 account.password_weak on `field` when a new password breaks the rule; sign-in never calls this. */
export function assertAllowedPassword(password: string, account: PasswordAccount, field: string): void {
  const problem = newPasswordProblem(password, account);
  if (problem) throw new ApiProblem(400, 'account.password_weak', problem, { [field]: problem });
}
