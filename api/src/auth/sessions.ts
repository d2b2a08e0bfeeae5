/**
 * Database sessions (The Copenhagen Book, OWASP ASVS 5.0 §7): a 256-bit random token in the
 * cookie, only its SHA-256 in the database, a new token on every login, deletion on logout,
 * a 30-day idle timeout (sliding, the last-seen time refreshed at most once a day) and a
 * 90-day absolute timeout fixed at login.
 *
 * A session works only while its account is not deactivated and still has the credential
 * generation the session began with (decision 002): a password reset, a password change and a
 * deactivation raise it in their transaction, so no session issued before them works after them,
 * on any instance, even one a sign-in in flight inserts afterwards.
 */
import { and, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/open.js';
import { rowsOf } from '../db/rows.js';
import { sessions, users, type SessionRow, type UserRow } from '../db/schema.js';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 30 * DAY_MS;
export const SESSION_ABSOLUTE_MS = 90 * DAY_MS;
export const SESSION_TOUCH_INTERVAL_MS = DAY_MS;

/**
 * Every ended session is announced on this channel (NOTIFY, sent on commit), so each API
 * instance closes that session's /ws sockets at once (realtime/realtime.ts). The payload is the
 * public ids of the ended sessions (sessionPublicId), comma-separated.
 */
export const SESSIONS_ENDED_CHANNEL = 'housesit_sessions_ended';
/** Public ids per NOTIFY payload: 22 characters and a comma each, well under PostgreSQL's 8000 bytes. */
const IDS_PER_NOTICE = 200;

async function announceEnded(db: Database, tokenHashes: readonly string[]): Promise<void> {
  const ids = tokenHashes.map(sessionPublicId);
  for (let i = 0; i < ids.length; i += IDS_PER_NOTICE) {
    await db.execute(sql`select pg_notify(${SESSIONS_ENDED_CHANNEL}, ${ids.slice(i, i + IDS_PER_NOTICE).join(',')})`);
  }
}

/**
 * The join of a session to its account that only holds while the session works: the account is
 * not deactivated and has the generation the session began with.
 */
export const sessionAccountHolds = and(
  eq(users.id, sessions.userId),
  eq(users.credentialGeneration, sessions.credentialGeneration),
  isNull(users.deactivatedAt),
);

/** Whether a stored session is still live at `now` (neither timeout passed). */
export function isSessionLive(session: Pick<SessionRow, 'lastSeenAt' | 'expiresAt'>, now: Date): boolean {
  const nowMs = now.getTime();
  return nowMs < session.expiresAt.getTime() && nowMs < session.lastSeenAt.getTime() + SESSION_IDLE_MS;
}

/**
 * Of these stored hashes, those whose session is gone, past a timeout or no longer held by its
 * account (the /ws backstop).
 */
export async function endedSessionHashes(db: Database, tokenHashes: readonly string[], now: Date): Promise<string[]> {
  if (tokenHashes.length === 0) return [];
  const rows = await db
    .select({ tokenHash: sessions.tokenHash, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, sessionAccountHolds)
    .where(inArray(sessions.tokenHash, [...tokenHashes]));
  const live = new Set(rows.filter((row) => isSessionLive(row, now)).map((row) => row.tokenHash));
  return tokenHashes.filter((hash) => !live.has(hash));
}

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Seconds the cookie should live: until the earlier of the idle and the absolute expiry. */
export function cookieMaxAgeSeconds(session: Pick<SessionRow, 'lastSeenAt' | 'expiresAt'>, now: Date): number {
  const idleEnd = session.lastSeenAt.getTime() + SESSION_IDLE_MS;
  const end = Math.min(idleEnd, session.expiresAt.getTime());
  return Math.max(0, Math.floor((end - now.getTime()) / 1000));
}

export interface NewSession {
  token: string;
  tokenHash: string;
  maxAgeSeconds: number;
}

/** The account as a sign-in read it, before its password was checked. */
export type SessionOwner = Pick<UserRow, 'id' | 'passwordHash' | 'credentialGeneration'>;

interface SessionInput {
  userId: number;
  now: Date;
  userAgent?: string | null;
  ip?: string | null;
}

/**
 * Inserts the session only if its account may have one: not deactivated and, when `readAs` is
 * given, still with the password and generation read then. The account row is locked FOR SHARE
 * in the same statement, so a reset, change or deactivation committing meanwhile either waits
 * for the insert (and then deletes the new session with the others) or is seen by it (and
 * nothing is inserted). Answers null when refused.
 */
async function insertSession(db: Database, input: SessionInput, readAs: SessionOwner | null): Promise<NewSession | null> {
  const token = newSessionToken();
  const tokenHash = hashSessionToken(token);
  const expiresAt = new Date(input.now.getTime() + SESSION_ABSOLUTE_MS);
  const now = input.now.toISOString();
  const unchanged = readAs
    ? sql`and ${users.passwordHash} = ${readAs.passwordHash} and ${users.credentialGeneration} = ${readAs.credentialGeneration}`
    : sql``;
  const inserted = rowsOf<{ token_hash: string }>(
    await db.execute(sql`
      insert into ${sessions} (token_hash, user_id, credential_generation, created_at, last_seen_at, expires_at, user_agent, ip)
      select ${tokenHash}, ${users.id}, ${users.credentialGeneration}, ${now}::timestamptz, ${now}::timestamptz,
        ${expiresAt.toISOString()}::timestamptz, ${input.userAgent?.slice(0, 512) ?? null}, ${input.ip ?? null}
      from ${users}
      where ${users.id} = ${input.userId} and ${users.deactivatedAt} is null ${unchanged}
      for share
      returning token_hash`),
  );
  if (inserted.length === 0) return null;
  return { token, tokenHash, maxAgeSeconds: cookieMaxAgeSeconds({ lastSeenAt: input.now, expiresAt }, input.now) };
}

/**
 * A session for the account a sign-in or registration read as `owner`, or null when its password
 * or generation changed or it was deactivated since (the sign-in then refuses).
 */
export function createSessionIfUnchanged(
  db: Database,
  owner: SessionOwner,
  input: Omit<SessionInput, 'userId'>,
): Promise<NewSession | null> {
  return insertSession(db, { ...input, userId: owner.id }, owner);
}

/** A session for an active account without a sign-in (the test factory); throws when it may have none. */
export async function createSession(db: Database, input: SessionInput): Promise<NewSession> {
  const session = await insertSession(db, input, null);
  if (!session) throw new Error(`user ${input.userId} is missing or deactivated: no session`);
  return session;
}

export interface ResolvedSession {
  session: SessionRow;
  user: UserRow;
  /** Set when the idle window was extended: the cookie should be sent again with this age. */
  refreshedMaxAgeSeconds: number | null;
}

/** The live session for a cookie token, or null (expired sessions are deleted on sight). */
export async function resolveSession(db: Database, token: string, now: Date): Promise<ResolvedSession | null> {
  const tokenHash = hashSessionToken(token);
  const [found] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, sessionAccountHolds)
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  if (!found) return null;
  const { session, user } = found;
  const nowMs = now.getTime();
  if (nowMs >= session.expiresAt.getTime() || nowMs >= session.lastSeenAt.getTime() + SESSION_IDLE_MS) {
    await deleteSession(db, tokenHash);
    return null;
  }
  if (nowMs - session.lastSeenAt.getTime() < SESSION_TOUCH_INTERVAL_MS) {
    return { session, user, refreshedMaxAgeSeconds: null };
  }
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  const touched = { ...session, lastSeenAt: now };
  return { session: touched, user, refreshedMaxAgeSeconds: cookieMaxAgeSeconds(touched, now) };
}

export async function deleteSession(db: Database, tokenHash: string): Promise<void> {
  const ended = await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash)).returning({ tokenHash: sessions.tokenHash });
  await announceEnded(
    db,
    ended.map((row) => row.tokenHash),
  );
}

/** Housekeeping at login: sessions past either timeout are of no use to anyone. */
export async function deleteExpiredSessions(db: Database, now: Date): Promise<void> {
  const ended = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))))
    .returning({ tokenHash: sessions.tokenHash });
  await announceEnded(
    db,
    ended.map((row) => row.tokenHash),
  );
}

/**
 * The id a session is known by outside the server (the session list, "end this session"):
 * derived from the stored hash, so it can be neither replayed nor turned back into it.
 */
export function sessionPublicId(tokenHash: string): string {
  return createHash('sha256').update(`session-id:${tokenHash}`).digest('base64url').slice(0, 22);
}

/** The user's live sessions, most recently used first. */
export async function listUserSessions(db: Database, userId: number, now: Date): Promise<SessionRow[]> {
  const rows = (
    await db
      .select({ session: sessions })
      .from(sessions)
      .innerJoin(users, sessionAccountHolds)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.lastSeenAt))
  ).map((row) => row.session);
  const nowMs = now.getTime();
  return rows.filter((row) => nowMs < row.expiresAt.getTime() && nowMs < row.lastSeenAt.getTime() + SESSION_IDLE_MS);
}

/** Raises the account's credential generation: every session begun before stops working. Answers the new one. */
async function raiseCredentialGeneration(db: Database, userId: number): Promise<number | null> {
  const [row] = await db
    .update(users)
    .set({ credentialGeneration: sql`${users.credentialGeneration} + 1` })
    .where(eq(users.id, userId))
    .returning({ credentialGeneration: users.credentialGeneration });
  return row?.credentialGeneration ?? null;
}

/**
 * Ends every session of the user except `keepTokenHash` (a password change), in the change's
 * transaction: the generation is raised, the kept session carries the new one, the others are
 * deleted (PostgreSQL sends the notice that closes their sockets only if it commits). Answers
 * how many ended.
 */
export async function endOtherSessions(db: Database, userId: number, keepTokenHash: string): Promise<number> {
  const generation = await raiseCredentialGeneration(db, userId);
  if (generation !== null) {
    await db
      .update(sessions)
      .set({ credentialGeneration: generation })
      .where(and(eq(sessions.tokenHash, keepTokenHash), eq(sessions.userId, userId)));
  }
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)))
    .returning({ tokenHash: sessions.tokenHash });
  await announceEnded(
    db,
    ended.map((row) => row.tokenHash),
  );
  return ended.length;
}

/**
 * Ends every session of the user (a password reset, a deactivation), in that event's
 * transaction: the generation is raised, so not even a session a sign-in in flight inserts
 * afterwards works, and the rows are deleted (the notice that closes their sockets goes out only
 * on commit). Answers how many ended.
 */
export async function endAllSessions(db: Database, userId: number): Promise<number> {
  await raiseCredentialGeneration(db, userId);
  const ended = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ tokenHash: sessions.tokenHash });
  await announceEnded(
    db,
    ended.map((row) => row.tokenHash),
  );
  return ended.length;
}
