import {
  LoginPayloadStruct,
  PASSWORD_RESET_TEXT,
  PasswordResetConfirmStruct,
  PasswordResetRequestStruct,
  RegisterPayloadStruct,
  check,
  passwordProblem,
  type LoginPayload,
  type PasswordResetRequest,
  type RegisterPayload,
} from '@housesit/shared-contracts';

export type LoginValues = Partial<LoginPayload>;
export type RegisterValues = Partial<Pick<RegisterPayload, 'firstName' | 'lastName' | 'email' | 'username' | 'password'>>;

/** The registration payload the form sends: role defaults to homeowner (docs/product/platform.md §2). */
export function registerPayload(values: RegisterValues): RegisterPayload {
  return { ...values, role: 'homeowner' } as RegisterPayload;
}

/** final-form errors from the shared superstruct schema (the spec's messages, word for word). */
export function validateLogin(values: LoginValues): Record<string, string> {
  const result = check(LoginPayloadStruct, values);
  return result.ok ? {} : withoutFormLevel(result.fieldErrors);
}

/** The schema's checks, then the password rule with the names, username and email typed (decision 008). */
export function validateRegister(values: RegisterValues): Record<string, string> {
  const result = check(RegisterPayloadStruct, registerPayload(values));
  const errors = result.ok ? {} : withoutFormLevel(result.fieldErrors);
  const weak = errors.password ? null : passwordProblem(values.password ?? '', values);
  if (weak) errors.password = weak;
  return errors;
}

export type ResetRequestValues = Partial<PasswordResetRequest>;
export interface NewPasswordValues {
  password?: string;
  confirmPassword?: string;
}

export function validateResetRequest(values: ResetRequestValues): Record<string, string> {
  const result = check(PasswordResetRequestStruct, { email: values.email ?? '' });
  return result.ok ? {} : withoutFormLevel(result.fieldErrors);
}

/**
 * The new password by the shared rule (the link does not say whose account it is: the API adds
 * the account's own words and the common-password list), and the repeat must match it.
 */
export function validateNewPassword(values: NewPasswordValues): Record<string, string> {
  const result = check(PasswordResetConfirmStruct, { token: 'checked by the API', password: values.password ?? '' });
  const errors = result.ok ? {} : withoutFormLevel(result.fieldErrors);
  const weak = errors.password ? null : passwordProblem(values.password ?? '');
  if (weak) errors.password = weak;
  if (!errors.password && values.confirmPassword !== values.password) errors.confirmPassword = PASSWORD_RESET_TEXT.passwordsDiffer;
  return errors;
}

function withoutFormLevel(errors: Record<string, string>): Record<string, string> {
  const { _: _formLevel, ...fields } = errors;
  return fields;
}
