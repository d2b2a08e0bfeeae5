/**
 * Database sessions (The Copenhagen Book, OWASP ASVS 5.0 §7): a 256-bit random token in the
 * cookie, only its SHA-256 in the database, a new token on every login, deletion on logout,
 * a 30-day idle timeout (sliding, the last-seen time refreshed at most once a day) and a
 * 90-day absolute timeout fixed at login.
 */
import { and, desc, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/open.js';
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

/** Whether a stored session is still live at `now` (neither timeout passed). */
export function isSessionLive(session: Pick<SessionRow, 'lastSeenAt' | 'expiresAt'>, now: Date): boolean {
  const nowMs = now.getTime();
  return nowMs < session.expiresAt.getTime() && nowMs < session.lastSeenAt.getTime() + SESSION_IDLE_MS;
}

/** Of these stored hashes, those whose session is gone or past a timeout (the /ws backstop). */
export async function endedSessionHashes(db: Database, tokenHashes: readonly string[], now: Date): Promise<string[]> {
  if (tokenHashes.length === 0) return [];
  const rows = await db
    .select({ tokenHash: sessions.tokenHash, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
    .from(sessions)
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

export async function createSession(
  db: Database,
  input: { userId: number; now: Date; userAgent?: string | null; ip?: string | null },
): Promise<NewSession> {
  const token = newSessionToken();
  const tokenHash = hashSessionToken(token);
  const row = {
    tokenHash,
    userId: input.userId,
    createdAt: input.now,
    lastSeenAt: input.now,
    expiresAt: new Date(input.now.getTime() + SESSION_ABSOLUTE_MS),
    userAgent: input.userAgent?.slice(0, 512) ?? null,
    ip: input.ip ?? null,
  };
  await db.insert(sessions).values(row);
  return { token, tokenHash, maxAgeSeconds: cookieMaxAgeSeconds(row, input.now) };
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
    .innerJoin(users, eq(users.id, sessions.userId))
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
  await announceEnded(db, ended.map((row) => row.tokenHash));
}

/** Housekeeping at login: sessions past either timeout are of no use to anyone. */
export async function deleteExpiredSessions(db: Database, now: Date): Promise<void> {
  const ended = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))))
    .returning({ tokenHash: sessions.tokenHash });
  await announceEnded(db, ended.map((row) => row.tokenHash));
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
  const rows = await db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.lastSeenAt));
  const nowMs = now.getTime();
  return rows.filter((row) => nowMs < row.expiresAt.getTime() && nowMs < row.lastSeenAt.getTime() + SESSION_IDLE_MS);
}

/** Ends every session of the user except `keepTokenHash`; answers how many ended. */
export async function deleteOtherSessions(db: Database, userId: number, keepTokenHash: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)))
    .returning({ tokenHash: sessions.tokenHash });
  // In the password change's transaction: PostgreSQL sends the notice only if it commits.
  await announceEnded(db, ended.map((row) => row.tokenHash));
  return ended.length;
}

/** Ends every session of the user (a password reset); answers how many ended. */
export async function deleteUserSessions(db: Database, userId: number): Promise<number> {
  const ended = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ tokenHash: sessions.tokenHash });
  // In the reset's transaction: the notice that closes their sockets goes out only on commit.
  await announceEnded(db, ended.map((row) => row.tokenHash));
  return ended.length;
}
