/**
 * POST /api/auth/register, POST /api/auth/login, POST /api/auth/logout, GET /api/auth/me
 * (platform.md §7). Each success answers `{ user }` shaped as UserStruct. Sign-in and sign-up
 * are throttled (auth/throttle.ts, docs/SECURITY.md); the sign-in itself is auth/signIn.ts, which
 * the form sign-in without scripts shares (routes/formSignIn.ts).
 */
import { API_ERRORS, LoginPayloadStruct, RegisterPayloadStruct } from '@housesit/shared-contracts';
import { Hono } from 'hono';
import { clearSessionCookie } from '../auth/cookie.js';
import { createAccount } from '../auth/accounts.js';
import { deleteSession } from '../auth/sessions.js';
import { signInService, type SignInDeps } from '../auth/signIn.js';
import { clientAddress, ipKey, REGISTER_IP_RULE } from '../auth/throttle.js';
import { toUserJson } from '../auth/users.js';
import { readBody } from '../http/body.js';
import { ApiProblem } from '../http/errors.js';
import { enforceRateLimit } from '../http/rateLimit.js';
import { currentUser, requireAuth } from '../http/session.js';
import type { AppEnv } from '../http/types.js';

export { checksByAddress } from '../auth/signIn.js';

export function authRoutes(deps: SignInDeps) {
  const routes = new Hono<AppEnv>();
  const { startSession, signIn } = signInService(deps);

  routes.post('/register', async (c) => {
    const payload = await readBody(c, RegisterPayloadStruct);
    const now = deps.clock.now();
    const address = clientAddress(c);
    if (address) await enforceRateLimit(deps.db, REGISTER_IP_RULE, ipKey(address), now);
    // DECISIONS.md: sitter and admin accounts are created by an admin, never by sign-up.
    if (payload.role !== undefined && payload.role !== 'homeowner') {
      throw new ApiProblem(403, 'auth.registration_role_refused', API_ERRORS.registrationRoleRefused, {
        role: API_ERRORS.registrationRoleRefused,
      });
    }
    const created = await createAccount(deps.db, { ...payload, role: 'homeowner' });
    await startSession(c, created.id, now);
    return c.json({ user: toUserJson(created) }, 201);
  });

  routes.post('/login', async (c) => {
    const user = await signIn(c, await readBody(c, LoginPayloadStruct));
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
