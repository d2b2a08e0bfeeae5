/**
 * Password reset by email (docs/product/DECISIONS.md 'Running a real business'; decision 008): a 256-bit
 * random token goes out in the link, only its SHA-256 is stored, it works for 30 minutes and
 * once, and using it ends every session of the account. The same links invite a new staff
 * account to set its first password (decision 017): purpose 'invitation', valid 7 days.
 */
import { PASSWORD_RESET_TEXT } from '@housesit/shared-contracts';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/open.js';
import { passwordResetTokens, users, type PasswordLinkPurpose, type UserRow } from '../db/schema.js';
import { enqueueEmail } from '../email/enqueue.js';
import { ApiProblem } from '../http/errors.js';
import { assertAllowedPassword } from './passwordRule.js';
import { hashPassword } from './passwords.js';
import { endAllSessions } from './sessions.js';

export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;
/** A new staff account's invitation: long enough to be read after a weekend away. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Expired rows are kept this long so an old link still says 'expired' rather than 'not valid'. */
const EXPIRED_KEPT_MS = 24 * 60 * 60 * 1000;

export function newResetToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The key of an email address for the per-account throttle: as typed, whatever its case. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, emailKey(email)))
    .limit(1);
  return row ?? null;
}

/**
 * Stores a new link of `purpose` for `user` (its older unused links stop working) and answers
 * the raw token, which only the email the caller queues in the same transaction carries.
 */
async function storeLink(tx: Database, user: UserRow, purpose: PasswordLinkPurpose, now: Date): Promise<string> {
  const token = newResetToken();
  await tx.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
  await tx.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, new Date(now.getTime() - EXPIRED_KEPT_MS)));
  await tx.insert(passwordResetTokens).values({
    tokenHash: hashResetToken(token),
    userId: user.id,
    purpose,
    createdAt: now,
    expiresAt: new Date(now.getTime() + (purpose === 'invitation' ? INVITATION_TTL_MS : PASSWORD_RESET_TTL_MS)),
  });
  return token;
}

/**
 * Stores a new token for the account of `email` and queues its email in the same transaction;
 * the user's older unused links stop working. Does nothing for an address without an account
 * (the caller answers the same either way). `sentBy`: the admin who sent it from the users
 * screen, whom the email names. Answers whether an email was queued.
 */
export async function issuePasswordReset(
  db: Database,
  input: { email: string; now: Date; sentBy?: { firstName: string; lastName: string } },
): Promise<boolean> {
  const user = await findUserByEmail(db, input.email);
  // A deactivated account is emailed nothing (email/recipients.ts): no link is made for it either.
  if (!user || user.deactivatedAt) return false;
  await db.transaction(async (tx) => {
    const token = await storeLink(tx, user, 'reset', input.now);
    await enqueueEmail(tx, {
      to: user.email,
      template: 'passwordReset',
      data: {
        firstName: user.firstName,
        username: user.username,
        token,
        validMinutes: PASSWORD_RESET_TTL_MS / 60_000,
        ...(input.sentBy ? { sentByAdmin: `${input.sentBy.firstName} ${input.sentBy.lastName}` } : {}),
      },
    });
  });
  return true;
}

/**
 * A new staff account's invitation, in the transaction that creates it: a link to set its
 * first password, valid 7 days, naming the admin who made the account.
 */
export async function issueInvitation(
  tx: Database,
  input: { user: UserRow; invitedBy: { firstName: string; lastName: string }; now: Date },
): Promise<void> {
  const token = await storeLink(tx, input.user, 'invitation', input.now);
  await enqueueEmail(tx, {
    to: input.user.email,
    template: 'staffInvitation',
    data: {
      firstName: input.user.firstName,
      username: input.user.username,
      role: input.user.role === 'admin' ? 'admin' : 'housesitter',
      invitedBy: `${input.invitedBy.firstName} ${input.invitedBy.lastName}`,
      token,
      validDays: INVITATION_TTL_MS / (24 * 60 * 60 * 1000),
    },
  });
}

const tokenProblem = {
  invalid: () =>
    new ApiProblem(400, 'auth.reset_token_invalid', PASSWORD_RESET_TEXT.tokenInvalid, { token: PASSWORD_RESET_TEXT.tokenInvalid }),
  expired: (purpose: PasswordLinkPurpose) => {
    const message = purpose === 'invitation' ? PASSWORD_RESET_TEXT.invitation.tokenExpired : PASSWORD_RESET_TEXT.tokenExpired;
    return new ApiProblem(400, 'auth.reset_token_expired', message, { token: message });
  },
  used: (purpose: PasswordLinkPurpose) => {
    const message = purpose === 'invitation' ? PASSWORD_RESET_TEXT.invitation.tokenUsed : PASSWORD_RESET_TEXT.tokenUsed;
    return new ApiProblem(400, 'auth.reset_token_used', message, { token: message });
  },
};

/**
 * Sets a new password with a reset token: checks the token (unknown, expired, used: 400 with
 * its code), applies the password rule (the token stays usable if refused), then in one
 * transaction marks the token used, sets the password, drops the user's other links and ends
 * every session (their sockets close on commit). Answers the user.
 */
export async function resetPassword(db: Database, input: { token: string; password: string; now: Date }): Promise<UserRow> {
  const tokenHash = hashResetToken(input.token);
  const [found] = await db
    .select({ token: passwordResetTokens, user: users })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .limit(1);
  if (!found) throw tokenProblem.invalid();
  const { purpose } = found.token;
  if (found.token.usedAt) throw tokenProblem.used(purpose);
  if (input.now.getTime() >= found.token.expiresAt.getTime()) throw tokenProblem.expired(purpose);
  const { user } = found;
  assertAllowedPassword(input.password, user, 'password');

  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    // Claimed here, not above: of two requests racing with one link, exactly one gets it.
    const claimed = await tx
      .update(passwordResetTokens)
      .set({ usedAt: input.now })
      .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt)))
      .returning({ tokenHash: passwordResetTokens.tokenHash });
    if (claimed.length === 0) throw tokenProblem.used(purpose);
    await tx.update(users).set({ passwordHash, updatedAt: input.now }).where(eq(users.id, user.id));
    await tx.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await endAllSessions(tx, user.id);
  });
  return { ...user, passwordHash };
}
