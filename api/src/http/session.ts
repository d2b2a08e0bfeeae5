/**
 * Session middleware: reads the cookie on every /api request and puts the user (or null) on
 * the context; requireAuth and requireRole guard routes with it.
 */
import type { Role } from '@housesit/shared-contracts';
import type { MiddlewareHandler } from 'hono';
import { clearSessionCookie, readSessionCookie, writeSessionCookie, type CookiePolicy } from '../auth/cookie.js';
import { resolveSession } from '../auth/sessions.js';
import { toUserJson } from '../auth/users.js';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { forbidden, notSignedIn } from './errors.js';
import type { AppEnv } from './types.js';

export function loadSession(deps: { db: Database; clock: Clock; cookie: CookiePolicy }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('user', null);
    c.set('session', null);
    const token = readSessionCookie(c, deps.cookie);
    if (token) {
      const found = await resolveSession(deps.db, token, deps.clock.now());
      if (!found) {
        clearSessionCookie(c, deps.cookie);
      } else {
        c.set('user', toUserJson(found.user));
        c.set('session', { tokenHash: found.session.tokenHash, userId: found.user.id });
        if (found.refreshedMaxAgeSeconds !== null) writeSessionCookie(c, deps.cookie, token, found.refreshedMaxAgeSeconds);
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
