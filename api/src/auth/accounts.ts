/**
 * Creating an account: by sign-up (homeowners) or by an admin (sitters and admins). Same
 * checks either way: taken username/email answer 409 with the shared messages, and two
 * requests racing for one name are settled by the unique indexes. Also the account's own
 * changes from /settings (profile, password).
 */
import {
  ACCOUNT_TEXT,
  API_ERRORS,
  type FieldErrors,
  type NotificationType,
  type Role,
  type UpdateProfile,
} from '@housesit/shared-contracts';
import { and, eq, exists, isNull } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { uniqueViolation } from '../db/errors.js';
import type { Database } from '../db/open.js';
import { sessions, users, type UserRow } from '../db/schema.js';
import { enqueueEmail } from '../email/enqueue.js';
import { ApiProblem, notFound, notSignedIn } from '../http/errors.js';
import { storeNotifications } from '../notifications/notifications.js';
import { issueInvitation } from './passwordReset.js';
import { assertAllowedPassword } from './passwordRule.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { endOtherSessions } from './sessions.js';
import { optionalValue, takenFields } from './users.js';

export interface AccountInput {
  username: string;
  email: string;
  /** Absent for a staff account made by an admin: its owner sets one from the invitation. */
  password?: string;
  firstName: string;
  lastName: string;
  phone?: string;
  address?: string;
  role: Role;
}

/** Maps the unique indexes of schema.ts onto the payload field they protect. */
const UNIQUE_FIELDS: Record<string, 'username' | 'email'> = {
  users_username_lower_key: 'username',
  users_email_lower_key: 'email',
};

/** An admin's new staff account: who made it, and when (the invitation link's clock). */
export interface StaffInvitation {
  invitedBy: { firstName: string; lastName: string };
  now: Date;
}

/** `byAdmin`: an admin creates a staff account, so 'Sign in instead' would be wrong advice. */
export function duplicateProblem(taken: { username: boolean; email: boolean }, byAdmin = false): ApiProblem {
  const emailTaken = byAdmin ? API_ERRORS.emailTakenForStaff : API_ERRORS.emailTaken;
  const fieldErrors: FieldErrors = {};
  if (taken.username) fieldErrors.username = API_ERRORS.usernameTaken;
  if (taken.email) fieldErrors.email = emailTaken;
  return new ApiProblem(
    409,
    taken.username ? 'auth.username_taken' : 'auth.email_taken',
    taken.username ? API_ERRORS.usernameTaken : emailTaken,
    fieldErrors,
  );
}

/**
 * With a password (sign-up): the password rule applies. Without one (`invitation`: an admin's new
 * staff account), the account gets a random password nobody knows, and its invitation to set
 * its own is stored and emailed in the transaction that creates it.
 */
export async function createAccount(
  db: Database,
  input: AccountInput,
  options: { byAdmin?: boolean; invitation?: StaffInvitation } = {},
): Promise<UserRow> {
  const byAdmin = options.byAdmin ?? false;
  const { invitation } = options;
  const username = input.username.trim();
  const email = input.email.trim();
  const taken = await takenFields(db, username, email);
  if (taken.username || taken.email) throw duplicateProblem(taken, byAdmin);
  if (input.password === undefined && !invitation) throw new Error('an account needs a password or an invitation');
  if (input.password !== undefined) {
    assertAllowedPassword(input.password, { username, email, firstName: input.firstName, lastName: input.lastName }, 'password');
  }

  // Hashed like any password, so signing in to an invited account costs what any refusal does.
  const passwordHash = await hashPassword(input.password ?? randomBytes(32).toString('base64url'));
  let created: UserRow | undefined;
  try {
    created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          username,
          email,
          passwordHash,
          firstName: input.firstName.trim(),
          lastName: input.lastName.trim(),
          phone: optionalValue(input.phone),
          address: optionalValue(input.address),
          role: input.role,
        })
        .returning();
      if (row && invitation) await issueInvitation(tx, { user: row, invitedBy: invitation.invitedBy, now: invitation.now });
      return row;
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === null) throw error;
    const field = UNIQUE_FIELDS[constraint] ?? 'username';
    throw duplicateProblem({ username: field === 'username', email: field === 'email' }, byAdmin);
  }
  if (!created) throw new Error('insert returned no row');
  return created;
}

export async function updateProfile(db: Database, userId: number, input: UpdateProfile, now: Date): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      phone: optionalValue(input.phone),
      address: optionalValue(input.address),
      updatedAt: now,
    })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw notFound();
  return row;
}

/**
 * Sets a new password after checking the current one, and ends every other session of the user
 * in the same transaction: a password that was known to someone else stops their sessions too.
 * The password is set only while the session asking still works: a reset or deactivation that
 * committed during the check ended it, and the change is then refused as signed out. Answers
 * how many sessions ended.
 */
export async function changePassword(
  db: Database,
  input: { userId: number; keepTokenHash: string; currentPassword: string; newPassword: string; now: Date },
): Promise<number> {
  const [row] = await db
    .select({
      passwordHash: users.passwordHash,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
    })
    .from(users)
    .where(eq(users.id, input.userId))
    .limit(1);
  if (!row) throw notFound();
  assertAllowedPassword(input.newPassword, row, 'newPassword');
  if (!(await verifyPassword(input.currentPassword, row.passwordHash))) {
    throw new ApiProblem(400, 'account.current_password_wrong', ACCOUNT_TEXT.currentPasswordWrong, {
      currentPassword: ACCOUNT_TEXT.currentPasswordWrong,
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    const askingSessionHolds = tx
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(and(eq(sessions.tokenHash, input.keepTokenHash), eq(sessions.credentialGeneration, users.credentialGeneration)));
    const changed = await tx
      .update(users)
      .set({ passwordHash, updatedAt: input.now })
      .where(and(eq(users.id, input.userId), isNull(users.deactivatedAt), exists(askingSessionHolds)))
      .returning({ id: users.id });
    if (changed.length === 0) throw notSignedIn();
    // A security notice, always sent and only if the change commits: a change the owner did not make does not go unseen.
    await enqueueEmail(tx, {
      to: row.email,
      userId: input.userId,
      template: 'passwordChanged',
      data: { firstName: row.firstName, username: row.username, changedAt: input.now.toISOString() },
    });
    // And in-app, where the owner looks first when signed in (the email may be read later).
    await storeNotifications(
      tx,
      [{ userId: input.userId, type: accountNotice(row.role).passwordChanged, visitId: null, details: {} }],
      input.now,
    );
    return endOtherSessions(tx, input.userId, input.keepTokenHash);
  });
}

/** The notification kinds of a security change, in the words of the account's own role (the catalogue). */
const ACCOUNT_NOTICES: Record<Role, { passwordChanged: NotificationType; signedOutElsewhere: NotificationType }> = {
  homeowner: { passwordChanged: 'passwordChanged', signedOutElsewhere: 'signedOutElsewhere' },
  housesitter: { passwordChanged: 'sitterPasswordChanged', signedOutElsewhere: 'sitterSignedOutElsewhere' },
  admin: { passwordChanged: 'adminPasswordChanged', signedOutElsewhere: 'adminSignedOutElsewhere' },
};

function accountNotice(role: string) {
  // The CHECK constraint keeps role to the known ones.
  return Object.hasOwn(ACCOUNT_NOTICES, role) ? ACCOUNT_NOTICES[role as Role] : ACCOUNT_NOTICES.homeowner;
}

/**
 * 'Sign out everywhere else' (/settings): ends every session of the user but `keepTokenHash`,
 * in one transaction with the notices that tell of it. Like a password change it raises the
 * credential generation (the kept session carries the new one), so a session a sign-in still in
 * flight inserts does not survive either. The owner is told in-app and by email only when
 * something ended: there is nothing to tell otherwise. Answers how many ended.
 */
export async function signOutEverywhereElse(db: Database, input: { userId: number; keepTokenHash: string; now: Date }): Promise<number> {
  return db.transaction(async (tx) => {
    // The account row is locked first, so a reset or deactivation either commits before (and the
    // asking session no longer holds: refused as signed out, never revived with the new generation)
    // or waits for this one.
    const [row] = await tx
      .select({ username: users.username, email: users.email, firstName: users.firstName, role: users.role })
      .from(users)
      .where(and(eq(users.id, input.userId), isNull(users.deactivatedAt)))
      .for('update')
      .limit(1);
    const [asking] = await tx
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, input.keepTokenHash),
          eq(sessions.userId, input.userId),
          eq(sessions.credentialGeneration, users.credentialGeneration),
        ),
      )
      .limit(1);
    if (!row || !asking) throw notSignedIn();
    const ended = await endOtherSessions(tx, input.userId, input.keepTokenHash);
    if (ended === 0) return 0;
    await storeNotifications(
      tx,
      [{ userId: input.userId, type: accountNotice(row.role).signedOutElsewhere, visitId: null, details: { sessionCount: ended } }],
      input.now,
    );
    await enqueueEmail(tx, {
      to: row.email,
      userId: input.userId,
      template: 'otherSessionsEnded',
      data: { firstName: row.firstName, username: row.username, endedSessions: ended, endedAt: input.now.toISOString() },
    });
    return ended;
  });
}
