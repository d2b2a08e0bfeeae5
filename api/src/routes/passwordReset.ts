/**
 * POST /api/auth/password-reset and POST /api/auth/password-reset/confirm (docs/product/DECISIONS.md
 * 'Running a real business', decision 008). The request answers 202 with the same body whether
 * or not the address has an account, throttled per client address and per address typed; the
 * link's work (token, email) runs after the answer, so its time does not tell either. The
 * confirmation ends every session, this browser's too: the person signs in with the new password.
 */
import { authEndpoints as endpoints } from '@housesit/shared-contracts';
import { Hono } from 'hono';
import { clearSessionCookie, type CookiePolicy } from '../auth/cookie.js';
import { emailKey, issuePasswordReset, resetPassword } from '../auth/passwordReset.js';
import {
  accountKey,
  clientAddress,
  ipKey,
  LOGIN_ACCOUNT_RULE,
  PASSWORD_RESET_ACCOUNT_RULE,
  PASSWORD_RESET_IP_RULE,
} from '../auth/throttle.js';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { serve } from '../http/endpoint.js';
import { clearHits, enforceRateLimit } from '../http/rateLimit.js';
import type { AppEnv } from '../http/types.js';

/** Reset requests still at work after their answer (tests wait for them: settlePasswordResets). */
const pending = new Set<Promise<unknown>>();

/** Resolves once every reset request answered so far has stored its token and queued its email. */
export async function settlePasswordResets(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}

interface PasswordResetDeps {
  db: Database;
  clock: Clock;
  cookie: CookiePolicy;
  logError: (message: string, error: unknown) => void;
}

/** Mounted at /api. */
export function passwordResetRoutes(deps: PasswordResetDeps) {
  const routes = new Hono<AppEnv>();

  serve(
    routes,
    endpoints.requestPasswordReset,
    async (c, { body: payload }) => {
      const now = deps.clock.now();
      const address = clientAddress(c);
      if (address) await enforceRateLimit(deps.db, PASSWORD_RESET_IP_RULE, ipKey(address), now);
      await enforceRateLimit(deps.db, PASSWORD_RESET_ACCOUNT_RULE, emailKey(payload.email), now);
      // After the answer: looking the address up, storing a token and queueing the email take time
      // only when there is an account, and the answer must not tell.
      const work = issuePasswordReset(deps.db, { email: payload.email, now }).catch((error: unknown) =>
        deps.logError('password reset request failed', error),
      );
      pending.add(work);
      void work.finally(() => pending.delete(work));
      return { accepted: true as const };
    },
    { status: 202 },
  );

  serve(routes, endpoints.confirmPasswordReset, async (c, { body: payload }) => {
    const user = await resetPassword(deps.db, { token: payload.token, password: payload.password, now: deps.clock.now() });
    // Whoever was kept out by guesses at the old password may sign in from a new browser now.
    await clearHits(deps.db, LOGIN_ACCOUNT_RULE, accountKey(user.username));
    // This browser's session (if any) ended with the others.
    clearSessionCookie(c, deps.cookie);
    return { username: user.username };
  });

  return routes;
}
