import {
  ACCOUNT_TEXT,
  ChangePasswordStruct,
  UpdateProfileStruct,
  check,
  passwordProblem,
  type ChangePassword,
  type PasswordAccount,
  type UpdateProfile,
  type User,
} from '@housesit/shared-contracts';

export type ProfileValues = Partial<UpdateProfile>;
export type PasswordValues = Partial<ChangePassword> & { confirmPassword?: string };

/** What the form starts from: the signed-in user's current details. */
export function profileValuesOf(user: User): ProfileValues {
  return { firstName: user.firstName, lastName: user.lastName, phone: user.phone ?? '', address: user.address ?? '' };
}

/** final-form errors from the shared schemas: the same rules and messages as the API. */
export function validateProfile(values: ProfileValues): Record<string, string> {
  const result = check(UpdateProfileStruct, profilePayload(values));
  return result.ok ? {} : fieldsOnly(result.fieldErrors);
}

export function profilePayload(values: ProfileValues): UpdateProfile {
  return { firstName: values.firstName ?? '', lastName: values.lastName ?? '', phone: values.phone ?? '', address: values.address ?? '' };
}

/** The schema's checks, then the password rule with the user's own words (the API's message, decision 008). */
export function validatePassword(values: PasswordValues, user: PasswordAccount): Record<string, string> {
  const result = check(ChangePasswordStruct, passwordPayload(values));
  const errors = result.ok ? {} : fieldsOnly(result.fieldErrors);
  const weak = errors.newPassword ? null : passwordProblem(values.newPassword ?? '', user);
  if (weak) errors.newPassword = weak;
  if (!errors.newPassword && values.confirmPassword !== values.newPassword) errors.confirmPassword = ACCOUNT_TEXT.passwordsDiffer;
  return errors;
}

export function passwordPayload(values: PasswordValues): ChangePassword {
  return { currentPassword: values.currentPassword ?? '', newPassword: values.newPassword ?? '' };
}

function fieldsOnly(errors: Record<string, string>): Record<string, string> {
  const { _: _formLevel, ...fields } = errors;
  return fields;
}
