import { define, object, optional, type Infer } from 'superstruct';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  TEXT_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '../constants.js';
import { PASSWORD_RESET_TEXT, VALIDATION } from '../messages.js';
import { passwordNotUsername } from '../passwordRule.js';
import { ROLES, type Role } from '../roles.js';
import { emailText, minText, optionalPhone, optionalText, requiredText } from '../validation.js';

export const LoginPayloadStruct = object({
  username: requiredText(VALIDATION.usernameRequired, USERNAME_MAX_LENGTH, VALIDATION.tooLong('Username', USERNAME_MAX_LENGTH)),
  password: requiredText(VALIDATION.passwordRequired, PASSWORD_MAX_LENGTH, VALIDATION.tooLong('Password', PASSWORD_MAX_LENGTH)),
});
export type LoginPayload = Infer<typeof LoginPayloadStruct>;

const RoleChoice = define<Role>('role', (value) => (ROLES as readonly unknown[]).includes(value) || VALIDATION.invalidRole);

/**
 * The fields every new account gives, by whoever makes it (a customer registering, an admin
 * creating staff): one set of rules and messages for both.
 */
export const ACCOUNT_FIELDS = {
  username: minText(USERNAME_MIN_LENGTH, VALIDATION.usernameMin, USERNAME_MAX_LENGTH, VALIDATION.tooLong('Username', USERNAME_MAX_LENGTH)),
  email: emailText(VALIDATION.invalidEmail, EMAIL_MAX_LENGTH),
  password: minText(PASSWORD_MIN_LENGTH, VALIDATION.passwordMin, PASSWORD_MAX_LENGTH, VALIDATION.tooLong('Password', PASSWORD_MAX_LENGTH)),
  firstName: requiredText(VALIDATION.firstNameRequired, NAME_MAX_LENGTH, VALIDATION.tooLong('First name', NAME_MAX_LENGTH)),
  lastName: requiredText(VALIDATION.lastNameRequired, NAME_MAX_LENGTH, VALIDATION.tooLong('Last name', NAME_MAX_LENGTH)),
  phone: optionalPhone(VALIDATION.invalidPhone, PHONE_MAX_LENGTH),
};

export const RegisterPayloadStruct = passwordNotUsername(
  object({
    ...ACCOUNT_FIELDS,
    address: optionalText(TEXT_MAX_LENGTH, 'Address'),
    /** Defaults to homeowner; the API refuses any other role. */
    role: optional(RoleChoice),
  }),
);
export type RegisterPayload = Infer<typeof RegisterPayloadStruct>;

/** POST /api/auth/password-reset: the address a reset link goes to, if it has an account. */
export const PasswordResetRequestStruct = object({
  email: emailText(VALIDATION.invalidEmail, EMAIL_MAX_LENGTH),
});
export type PasswordResetRequest = Infer<typeof PasswordResetRequestStruct>;

/** The same answer (202) whether or not the address has an account. */
export interface PasswordResetRequested {
  accepted: true;
}

/** A reset token is 256 bits in base64url (43 characters); anything much longer is not one. */
export const RESET_TOKEN_MAX_LENGTH = 128;

/** POST /api/auth/password-reset/confirm: the link's token and a new password by the rule. */
export const PasswordResetConfirmStruct = object({
  token: requiredText(PASSWORD_RESET_TEXT.tokenRequired, RESET_TOKEN_MAX_LENGTH, PASSWORD_RESET_TEXT.tokenInvalid),
  password: minText(PASSWORD_MIN_LENGTH, VALIDATION.passwordMin, PASSWORD_MAX_LENGTH, VALIDATION.tooLong('Password', PASSWORD_MAX_LENGTH)),
});
export type PasswordResetConfirm = Infer<typeof PasswordResetConfirmStruct>;

/**
 * Every session of the account ended, this browser's too: the answer names the account so the
 * page can say which username to sign in with (the email's reader may have forgotten it).
 */
export interface PasswordResetDone {
  username: string;
}
