import {
  LoginPayloadStruct,
  RegisterPayloadStruct,
  check,
  type LoginPayload,
  type RegisterPayload,
} from '@housesit/shared-contracts';

export type LoginValues = Partial<LoginPayload>;
export type RegisterValues = Partial<Pick<RegisterPayload, 'firstName' | 'lastName' | 'email' | 'username' | 'password'>>;

/** The registration payload the form sends: role defaults to homeowner (platform.md §2). */
export function registerPayload(values: RegisterValues): RegisterPayload {
  return { ...values, role: 'homeowner' } as RegisterPayload;
}

/** final-form errors from the shared superstruct schema (the spec's messages, word for word). */
export function validateLogin(values: LoginValues): Record<string, string> {
  const result = check(LoginPayloadStruct, values);
  return result.ok ? {} : withoutFormLevel(result.fieldErrors);
}

export function validateRegister(values: RegisterValues): Record<string, string> {
  const result = check(RegisterPayloadStruct, registerPayload(values));
  return result.ok ? {} : withoutFormLevel(result.fieldErrors);
}

function withoutFormLevel(errors: Record<string, string>): Record<string, string> {
  const { _: _formLevel, ...fields } = errors;
  return fields;
}
