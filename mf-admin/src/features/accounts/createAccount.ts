import { CreateStaffUserStruct, ROLE_LABEL, check, type CreateStaffUser } from '@housesit/shared-contracts';

export type StaffRole = CreateStaffUser['role'];

/** What the Create account form holds; every text may still be empty. */
export interface CreateAccountValues {
  firstName?: string;
  lastName?: string;
  email?: string;
  username?: string;
  phone?: string;
  role?: StaffRole;
}

export const STAFF_ROLE_OPTIONS: readonly { value: StaffRole; label: string; hint: string }[] = [
  { value: 'housesitter', label: ROLE_LABEL.housesitter, hint: 'Does visits: sees assigned jobs and earnings.' },
  { value: 'admin', label: ROLE_LABEL.admin, hint: 'Runs the service: jobs, revenue and users.' },
];

/**
 * The payload POST /api/admin/users expects: texts trimmed, no empty phone, and no password (the
 * new account is emailed an invitation to set its own).
 */
export function createAccountPayload(values: CreateAccountValues): CreateStaffUser {
  const text = (value: string | undefined) => (value ?? '').trim();
  const phone = text(values.phone);
  return {
    firstName: text(values.firstName),
    lastName: text(values.lastName),
    email: text(values.email),
    username: text(values.username),
    ...(phone ? { phone } : {}),
    role: values.role ?? 'housesitter',
  };
}

/** final-form errors from the shared schema, with the spec's messages word for word. */
export function validateCreateAccount(values: CreateAccountValues): Record<string, string> {
  const result = check(CreateStaffUserStruct, createAccountPayload(values));
  const { _: _formLevel, ...fields } = result.ok ? {} : result.fieldErrors;
  return fields;
}
