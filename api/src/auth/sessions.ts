/**
 * Database sessions (The Copenhagen Book, OWASP ASVS 5.0 §7): a 256-bit random token in the
 * cookie, only its SHA-256 in the database, a new token on every login, deletion on logout,
 * a 30-day idle timeout (sliding, the last-seen time refreshed at most once a day) and a
 * 90-day absolute timeout fixed at login.
 */
import { and, desc, eq, lt, ne, or } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/open.js';
import { sessions, users, type SessionRow, type UserRow } from '../db/schema.js';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 30 * DAY_MS;
export const SESSION_ABSOLUTE_MS = 90 * DAY_MS;
export const SESSION_TOUCH_INTERVAL_MS = DAY_MS;

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
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Housekeeping at login: sessions past either timeout are of no use to anyone. */
export async function deleteExpiredSessions(db: Database, now: Date): Promise<void> {
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))));
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
  return ended.length;
}
