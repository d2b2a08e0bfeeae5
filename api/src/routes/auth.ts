/**
 * POST /api/auth/register, POST /api/auth/login, POST /api/auth/logout, GET /api/auth/me
 * (platform.md §7). Each success answers `{ user }` shaped as UserStruct. Sign-in and sign-up
 * are throttled (auth/throttle.ts, docs/SECURITY.md); the sign-in itself is auth/signIn.ts, which
 * the form sign-in without scripts shares (routes/formSignIn.ts), as it shares sign-up (auth/register.ts).
 */
import { LoginPayloadStruct, RegisterPayloadStruct } from '@housesit/shared-contracts';
import { Hono } from 'hono';
import { clearSessionCookie } from '../auth/cookie.js';
import { deleteSession } from '../auth/sessions.js';
import { registerService } from '../auth/register.js';
import { signInService, type SignInDeps } from '../auth/signIn.js';
import { toUserJson } from '../auth/users.js';
import { readBody } from '../http/body.js';
import { currentUser, requireAuth } from '../http/session.js';
import type { AppEnv } from '../http/types.js';

export { checksByAddress } from '../auth/signIn.js';

export function authRoutes(deps: SignInDeps) {
  const routes = new Hono<AppEnv>();
  const { signIn } = signInService(deps);
  const register = registerService(deps);

  routes.post('/register', async (c) => {
    const created = await register(c, await readBody(c, RegisterPayloadStruct));
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
