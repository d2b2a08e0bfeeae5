import { CreateStaffUserStruct, ROLE_LABEL, check, passwordProblem, type CreateStaffUser } from '@housesit/shared-contracts';

export type StaffRole = CreateStaffUser['role'];

/** What the Create account form holds; every text may still be empty. */
export interface CreateAccountValues {
  firstName?: string;
  lastName?: string;
  email?: string;
  username?: string;
  password?: string;
  phone?: string;
  role?: StaffRole;
}

export const STAFF_ROLE_OPTIONS: readonly { value: StaffRole; label: string; hint: string }[] = [
  { value: 'housesitter', label: ROLE_LABEL.housesitter, hint: 'Does visits: sees assigned jobs and earnings.' },
  { value: 'admin', label: ROLE_LABEL.admin, hint: 'Runs the service: jobs, revenue and users.' },
];

/** The payload POST /api/admin/users expects: texts trimmed (not the password), no empty phone. */
export function createAccountPayload(values: CreateAccountValues): CreateStaffUser {
  const text = (value: string | undefined) => (value ?? '').trim();
  const phone = text(values.phone);
  return {
    firstName: text(values.firstName),
    lastName: text(values.lastName),
    email: text(values.email),
    username: text(values.username),
    password: values.password ?? '',
    ...(phone ? { phone } : {}),
    role: values.role ?? 'housesitter',
  };
}

/**
 * final-form errors from the shared schema, with the spec's messages word for word, then the
 * password rule with the new account's names, username and email (decision 008).
 */
export function validateCreateAccount(values: CreateAccountValues): Record<string, string> {
  const payload = createAccountPayload(values);
  const result = check(CreateStaffUserStruct, payload);
  const { _: _formLevel, ...fields } = result.ok ? {} : result.fieldErrors;
  const weak = fields.password ? null : passwordProblem(payload.password, payload);
  if (weak) fields.password = weak;
  return fields;
}
