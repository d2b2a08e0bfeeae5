import { CreateStaffUserStruct, ROLE_LABEL, check, type CreateStaffUser } from '@housesit/shared-contracts';

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

/** final-form errors from the shared schema, with the spec's messages word for word. */
export function validateCreateAccount(values: CreateAccountValues): Record<string, string> {
  const result = check(CreateStaffUserStruct, createAccountPayload(values));
  if (result.ok) return {};
  const { _: _formLevel, ...fields } = result.fieldErrors;
  return fields;
}
