/**
 * POST /api/auth/register, POST /api/auth/login, POST /api/auth/logout, GET /api/auth/me
 * (docs/product/platform.md §7). Each success answers `{ user }` shaped as UserStruct. Sign-in and sign-up
 * are throttled (auth/throttle.ts, docs/SECURITY.md); the sign-in itself is auth/signIn.ts, which
 * the form sign-in without scripts shares (routes/formSignIn.ts), as it shares sign-up (auth/register.ts).
 */
import { authEndpoints as endpoints } from '@housesit/shared-contracts';
import { Hono } from 'hono';
import { clearSessionCookie } from '../auth/cookie.js';
import { deleteSession } from '../auth/sessions.js';
import { registerService } from '../auth/register.js';
import { signInService, type SignInDeps } from '../auth/signIn.js';
import { toUserJson } from '../auth/users.js';
import { serve } from '../http/endpoint.js';
import { currentUser } from '../http/session.js';
import type { AppEnv } from '../http/types.js';

export { checksByAddress } from '../auth/signIn.js';

/** Mounted at /api. */
export function authRoutes(deps: SignInDeps) {
  const routes = new Hono<AppEnv>();
  const { signIn } = signInService(deps);
  const register = registerService(deps);

  serve(routes, endpoints.register, async (c, { body }) => ({ user: toUserJson(await register(c, body)) }), { status: 201 });

  serve(routes, endpoints.login, async (c, { body }) => ({ user: toUserJson(await signIn(c, body)) }));

  serve(routes, endpoints.logout, async (c) => {
    const session = c.get('session');
    if (session) await deleteSession(deps.db, session.tokenHash);
    clearSessionCookie(c, deps.cookie);
    return c.body(null, 204);
  });

  serve(routes, endpoints.me, (c) => ({ user: currentUser(c) }));

  return routes;
}
