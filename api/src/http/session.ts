/**
 * Session middleware: reads the cookie on every /api request and puts the user (or null) on
 * the context; requireAuth and requireRole guard routes with it.
 */
import type { Role } from '@housesit/shared-contracts';
import { eq, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { clearSessionCookie, readSessionCookie, writeSessionCookie, type CookiePolicy } from '../auth/cookie.js';
import { hashSessionToken, resolveSession, sessionAccountHolds, SESSION_IDLE_MS, SESSION_TOUCH_INTERVAL_MS } from '../auth/sessions.js';
import { toUserJson } from '../auth/users.js';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { sessions, users, visitDataVersion } from '../db/schema.js';
import { forbidden, notSignedIn } from './errors.js';
import type { AppEnv } from './types.js';

/**
 * The hot path of every signed-in request: ONE prepared statement (the user, the session's
 * two clocks by the token's hash, and the visit data version that tells cached pages whether
 * they are still current, decision 010; postgres.js then skips its describe round trip and the
 * server its planning). No session is cached in the process, so a session deleted by a logout
 * on any instance is refused on the very next request, as is one whose account was deactivated or
 * has a newer credential generation (the join, decision 002). The rare cases, an expired session (deleted
 * on sight) or one due for its daily last-seen refresh, go through resolveSession.
 */
function sessionLookup(db: Database) {
  return db
    .select({
      user: users,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      dataVersion: sql<number>`(select ${visitDataVersion.version} from ${visitDataVersion} where ${visitDataVersion.id} = 1)`.mapWith(
        Number,
      ),
    })
    .from(sessions)
    .innerJoin(users, sessionAccountHolds)
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_lookup');
}

export function loadSession(deps: { db: Database; clock: Clock; cookie: CookiePolicy }): MiddlewareHandler<AppEnv> {
  const lookup = sessionLookup(deps.db);
  return async (c, next) => {
    c.set('user', null);
    c.set('session', null);
    c.set('dataVersion', null);
    const token = readSessionCookie(c, deps.cookie);
    if (token) {
      const now = deps.clock.now();
      const tokenHash = hashSessionToken(token);
      const [row] = await lookup.execute({ tokenHash });
      const nowMs = now.getTime();
      const fresh =
        row !== undefined &&
        nowMs < row.expiresAt.getTime() &&
        nowMs < row.lastSeenAt.getTime() + SESSION_IDLE_MS &&
        nowMs - row.lastSeenAt.getTime() < SESSION_TOUCH_INTERVAL_MS;
      if (fresh) {
        c.set('user', toUserJson(row.user));
        c.set('session', { tokenHash, userId: row.user.id });
        c.set('dataVersion', row.dataVersion);
      } else {
        const found = row ? await resolveSession(deps.db, token, now) : null;
        if (!found) {
          clearSessionCookie(c, deps.cookie);
        } else {
          c.set('user', toUserJson(found.user));
          c.set('session', { tokenHash: found.session.tokenHash, userId: found.user.id });
          if (found.refreshedMaxAgeSeconds !== null) writeSessionCookie(c, deps.cookie, token, found.refreshedMaxAgeSeconds);
        }
      }
    }
    await next();
  };
}

/** 401 (API_ERRORS.notSignedIn) without a live session. */
export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('user')) throw notSignedIn();
  await next();
};

/** 401 when signed out, 403 (API_ERRORS.forbidden) when the user's role is not one of `roles`. */
export function requireRole(...roles: Role[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get('user');
    if (!user) throw notSignedIn();
    if (!roles.includes(user.role)) throw forbidden();
    await next();
  };
}

/** The signed-in user inside a guarded route. */
export function currentUser(c: { get(key: 'user'): AppEnv['Variables']['user'] }) {
  const user = c.get('user');
  if (!user) throw notSignedIn();
  return user;
}
