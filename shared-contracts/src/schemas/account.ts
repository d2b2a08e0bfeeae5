/**
 * /settings (docs/product/DECISIONS.md): the signed-in user's profile, password and sessions. The profile
 * and password follow registration's rules and messages (schemas/auth.ts).
 */
import { array, boolean, nullable, number, object, refine, string, type Infer } from 'superstruct';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHONE_MAX_LENGTH, TEXT_MAX_LENGTH } from '../constants.js';
import { ACCOUNT_TEXT, VALIDATION } from '../messages.js';
import { minText, optionalPhone, optionalText, requiredText } from '../validation.js';

/** PUT /api/account/profile: the whole profile; a blank or absent phone or address clears it. */
export const UpdateProfileStruct = object({
  firstName: requiredText(VALIDATION.firstNameRequired, NAME_MAX_LENGTH, VALIDATION.tooLong('First name', NAME_MAX_LENGTH)),
  lastName: requiredText(VALIDATION.lastNameRequired, NAME_MAX_LENGTH, VALIDATION.tooLong('Last name', NAME_MAX_LENGTH)),
  phone: optionalPhone(VALIDATION.invalidPhone, PHONE_MAX_LENGTH),
  address: optionalText(TEXT_MAX_LENGTH, 'Address'),
});
export type UpdateProfile = Infer<typeof UpdateProfileStruct>;

/** POST /api/account/password: the current password, and a new one by registration's rules. */
export const ChangePasswordStruct = refine(
  object({
    currentPassword: requiredText(
      ACCOUNT_TEXT.currentPasswordRequired,
      PASSWORD_MAX_LENGTH,
      VALIDATION.tooLong('Password', PASSWORD_MAX_LENGTH),
    ),
    newPassword: minText(
      PASSWORD_MIN_LENGTH,
      VALIDATION.passwordMin,
      PASSWORD_MAX_LENGTH,
      VALIDATION.tooLong('Password', PASSWORD_MAX_LENGTH),
    ),
  }),
  // A 'change' to the same password changes nothing and ends every other session for nothing.
  'newPasswordDiffers',
  (value) => value.newPassword !== value.currentPassword || { path: ['newPassword'], message: ACCOUNT_TEXT.passwordUnchanged },
);
export type ChangePassword = Infer<typeof ChangePasswordStruct>;

/** POST /api/account/password answers how many other sessions it ended. */
export const ChangePasswordResponseStruct = object({ endedSessions: number() });
export type ChangePasswordResponse = Infer<typeof ChangePasswordResponseStruct>;

/** 'Sign out everywhere else': how many of the user's other sessions it ended (0 when there were none). */
export const EndOtherSessionsResponseStruct = object({ endedSessions: number() });
export type EndOtherSessionsResponse = Infer<typeof EndOtherSessionsResponseStruct>;

/** One signed-in browser of the user, as GET /api/account/sessions lists it. */
export const AccountSessionStruct = object({
  /** An opaque id derived from the session; never the token or its stored hash. */
  id: string(),
  /** 'Chrome on macOS', from the user agent; 'Unknown device' without one. */
  device: string(),
  /**
   * ISO times. A stored `lastSeenAt` is refreshed at most once a day (docs/SECURITY.md); the
   * current session's is the request's own time, as it is in use now.
   */
  createdAt: string(),
  lastSeenAt: string(),
  /**
   * The network address the session signed in from, or null when none was recorded: two
   * sessions of one browser on one day otherwise read exactly alike.
   */
  signedInFrom: nullable(string()),
  /** The session this request came with. */
  current: boolean(),
});
export type AccountSession = Infer<typeof AccountSessionStruct>;

export const AccountSessionListStruct = object({ items: array(AccountSessionStruct) });
export type AccountSessionList = Infer<typeof AccountSessionListStruct>;
