/**
 * POST /api/auth/register, POST /api/auth/login, POST /api/auth/logout, GET /api/auth/me
 * (platform.md §7). Each success answers `{ user }` shaped as UserStruct.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import { API_ERRORS, LoginPayloadStruct, RegisterPayloadStruct } from '@housesit/shared-contracts';
import { Hono, type Context } from 'hono';
import { clearSessionCookie, writeSessionCookie, type CookiePolicy } from '../auth/cookie.js';
import { createAccount } from '../auth/accounts.js';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords.js';
import { createSession, deleteExpiredSessions, deleteSession } from '../auth/sessions.js';
import { findUserByUsername, toUserJson } from '../auth/users.js';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { readBody } from '../http/body.js';
import { ApiProblem } from '../http/errors.js';
import { currentUser, requireAuth } from '../http/session.js';
import type { AppEnv } from '../http/types.js';

interface AuthDeps {
  db: Database;
  clock: Clock;
  cookie: CookiePolicy;
}

function clientIp(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    // No socket behind the request (app.request in tests).
    return null;
  }
}

export function authRoutes(deps: AuthDeps) {
  const routes = new Hono<AppEnv>();

  async function startSession(c: Context<AppEnv>, userId: number) {
    const now = deps.clock.now();
    // A login replaces whatever session this browser had: never reuse a token across logins.
    const previous = c.get('session');
    if (previous) await deleteSession(deps.db, previous.tokenHash);
    await deleteExpiredSessions(deps.db, now);
    const session = await createSession(deps.db, {
      userId,
      now,
      userAgent: c.req.header('user-agent') ?? null,
      ip: clientIp(c),
    });
    writeSessionCookie(c, deps.cookie, session.token, session.maxAgeSeconds);
  }

  routes.post('/register', async (c) => {
    const payload = await readBody(c, RegisterPayloadStruct);
    // DECISIONS.md: sitter and admin accounts are created by an admin, never by sign-up.
    if (payload.role !== undefined && payload.role !== 'homeowner') {
      throw new ApiProblem(403, API_ERRORS.registrationRoleRefused, { role: API_ERRORS.registrationRoleRefused });
    }
    const created = await createAccount(deps.db, { ...payload, role: 'homeowner' });
    await startSession(c, created.id);
    return c.json({ user: toUserJson(created) }, 201);
  });

  routes.post('/login', async (c) => {
    const payload = await readBody(c, LoginPayloadStruct);
    const user = await findUserByUsername(deps.db, payload.username);
    // Same work and same answer whether or not the username exists.
    const valid = user ? await verifyPassword(payload.password, user.passwordHash) : await verifyAgainstDummy(payload.password);
    if (!user || !valid) throw new ApiProblem(401, API_ERRORS.invalidCredentials);
    await startSession(c, user.id);
    return c.json({ user: toUserJson(user) });
  });

  routes.post('/logout', async (c) => {
    const session = c.get('session');
    if (session) await deleteSession(deps.db, session.tokenHash);
    clearSessionCookie(c, deps.cookie);
    return c.body(null, 204);
  });

  routes.get('/me', requireAuth, (c) => c.json({ user: currentUser(c) }));

  return routes;
}
