/**
 * POST /api/auth/register, POST /api/auth/login, POST /api/auth/logout, GET /api/auth/me
 * (platform.md §7). Each success answers `{ user }` shaped as UserStruct. Sign-in and sign-up
 * are throttled (auth/throttle.ts, docs/SECURITY.md).
 */
import { API_ERRORS, LoginPayloadStruct, RegisterPayloadStruct } from '@housesit/shared-contracts';
import { Hono, type Context } from 'hono';
import { clearSessionCookie, writeSessionCookie, type CookiePolicy } from '../auth/cookie.js';
import { createAccount } from '../auth/accounts.js';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords.js';
import { createSession, deleteExpiredSessions, deleteSession } from '../auth/sessions.js';
import { accountKey, clientAddress, ipKey, LOGIN_ACCOUNT_RULE, LOGIN_IP_RULE, REGISTER_IP_RULE } from '../auth/throttle.js';
import { findUserByUsername, toUserJson } from '../auth/users.js';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { readBody } from '../http/body.js';
import { ApiProblem } from '../http/errors.js';
import { RATE_LIMIT_RETENTION_MS, clearHits, enforceRateLimit, peekHits, pruneRateLimits, recordHit, tooManyRequests, type RateLimitState } from '../http/rateLimit.js';
import { currentUser, requireAuth } from '../http/session.js';
import type { AppEnv } from '../http/types.js';

interface AuthDeps {
  db: Database;
  clock: Clock;
  cookie: CookiePolicy;
}

export function authRoutes(deps: AuthDeps) {
  const routes = new Hono<AppEnv>();

  async function startSession(c: Context<AppEnv>, userId: number, now: Date) {
    // A login replaces whatever session this browser had: never reuse a token across logins.
    const previous = c.get('session');
    if (previous) await deleteSession(deps.db, previous.tokenHash);
    await deleteExpiredSessions(deps.db, now);
    const session = await createSession(deps.db, {
      userId,
      now,
      userAgent: c.req.header('user-agent') ?? null,
      ip: clientAddress(c),
    });
    writeSessionCookie(c, deps.cookie, session.token, session.maxAgeSeconds);
  }

  routes.post('/register', async (c) => {
    const payload = await readBody(c, RegisterPayloadStruct);
    const now = deps.clock.now();
    const address = clientAddress(c);
    if (address) await enforceRateLimit(deps.db, REGISTER_IP_RULE, ipKey(address), now);
    // DECISIONS.md: sitter and admin accounts are created by an admin, never by sign-up.
    if (payload.role !== undefined && payload.role !== 'homeowner') {
      throw new ApiProblem(403, 'auth.registration_role_refused', API_ERRORS.registrationRoleRefused, { role: API_ERRORS.registrationRoleRefused });
    }
    const created = await createAccount(deps.db, { ...payload, role: 'homeowner' });
    await startSession(c, created.id, now);
    return c.json({ user: toUserJson(created) }, 201);
  });

  routes.post('/login', async (c) => {
    const payload = await readBody(c, LoginPayloadStruct);
    const now = deps.clock.now();
    const account = accountKey(payload.username);
    const address = clientAddress(c);
    const ip = address ? ipKey(address) : null;
    // Per account, every attempt is counted before the password is checked (so parallel guesses
    // cannot slip past the limit) and a right one is given back; the key is the name as typed,
    // so an unknown account is throttled exactly like a real one. Per address only failures
    // count: many people may sign in at once from one network.
    const byAccount = await recordHit(deps.db, LOGIN_ACCOUNT_RULE, account, now);
    const byIp = ip ? await peekHits(deps.db, LOGIN_IP_RULE, ip, now) : null;
    const over = [byAccount, byIp].filter((state): state is RateLimitState => state !== null && state.limited);
    if (over.length > 0) {
      const retryAfterSeconds = Math.max(...over.map((state) => state.retryAfterSeconds));
      throw tooManyRequests(LOGIN_ACCOUNT_RULE, { hits: byAccount.hits, limited: true, retryAfterSeconds });
    }

    const user = await findUserByUsername(deps.db, payload.username);
    // Same work and same answer whether or not the username exists.
    const valid = user ? await verifyPassword(payload.password, user.passwordHash) : await verifyAgainstDummy(payload.password);
    if (!user || !valid) {
      if (ip) await recordHit(deps.db, LOGIN_IP_RULE, ip, now);
      throw new ApiProblem(401, 'auth.invalid_credentials', API_ERRORS.invalidCredentials);
    }

    await clearHits(deps.db, LOGIN_ACCOUNT_RULE, account);
    await pruneRateLimits(deps.db, now, RATE_LIMIT_RETENTION_MS);
    await startSession(c, user.id, now);
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
