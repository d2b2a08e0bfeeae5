/** User rows in and out: the JSON shape of UserStruct (never the password hash) and lookups. */
import { normalizeRole, type Role, type User } from '@housesit/shared-contracts';
import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { users, type UserRow } from '../db/schema.js';

export function toUserJson(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    address: row.address,
    // The CHECK constraint keeps role to the three values.
    role: normalizeRole(row.role) as Role,
    // Only when set: the field is new and optional, and most accounts never carry it.
    ...(row.deactivatedAt ? { deactivatedAt: row.deactivatedAt.toISOString() } : {}),
  };
}

/** Usernames are matched without regard to case, like the unique index on lower(username). */
export async function findUserByUsername(db: Database, username: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}

/** Which of the two unique fields are already taken by someone. */
export async function takenFields(db: Database, username: string, email: string): Promise<{ username: boolean; email: boolean }> {
  const u = username.trim().toLowerCase();
  const e = email.trim().toLowerCase();
  const rows = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, u), eq(sql`lower(${users.email})`, e)));
  return {
    username: rows.some((row) => row.username.toLowerCase() === u),
    email: rows.some((row) => row.email.toLowerCase() === e),
  };
}

/** Optional text fields: blank means absent. */
export function optionalValue(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
