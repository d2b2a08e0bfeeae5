/** Creating admin accounts outside sign-up (registration only makes homeowners). */
import { RegisterPayloadStruct, check, type User } from '@housesit/shared-contracts';
import type { Database } from '../db/open.js';
import { users } from '../db/schema.js';
import { newPasswordProblem } from './passwordRule.js';
import { hashPassword } from './passwords.js';
import { takenFields, toUserJson } from './users.js';

export interface AdminInput {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export type CreateAdminResult = { ok: true; user: User } | { ok: false; errors: string[] };

/** Validates with the registration rules, refuses taken names, then stores a new admin. */
export async function createAdminAccount(db: Database, input: AdminInput): Promise<CreateAdminResult> {
  const payload = check(RegisterPayloadStruct, input);
  if (!payload.ok) return { ok: false, errors: Object.entries(payload.fieldErrors).map(([field, message]) => `${field}: ${message}`) };
  const { username, email, firstName, lastName, password } = payload.value;
  const weak = newPasswordProblem(password, { username, email, firstName, lastName });
  if (weak) return { ok: false, errors: [`password: ${weak}`] };
  const taken = await takenFields(db, username, email);
  const errors = [
    ...(taken.username ? [`The username '${username.trim()}' is already taken.`] : []),
    ...(taken.email ? [`An account with the email '${email.trim()}' already exists.`] : []),
  ];
  if (errors.length > 0) return { ok: false, errors };
  const [created] = await db
    .insert(users)
    .values({
      username: username.trim(),
      email: email.trim(),
      passwordHash: await hashPassword(password),
      firstName: firstName.trim(),
      lastName: lastName.trim(),
      role: 'admin',
    })
    .returning();
  if (!created) throw new Error('insert returned no row');
  return { ok: true, user: toUserJson(created) };
}
