/**
 * Sign-in, shared by the JSON sign-in (POST /api/auth/login) and the form sign-in without scripts
 * (POST /login, routes/formSignIn.ts): the same throttles, password check, lockouts and session.
 * Refusals are thrown as ApiProblem; each caller answers them in its own way.
 */
import { API_ERRORS, STAFF_ACCOUNT_TEXT, type LoginPayload } from '@housesit/shared-contracts';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { writeSessionCookie, type CookiePolicy } from './cookie.js';
import { checkFromKnownBrowser, checkInTurn } from './passwordTurns.js';
import { createSessionIfUnchanged, deleteExpiredSessions, deleteSession, type SessionOwner } from './sessions.js';
import { readDeviceCookie, writeDeviceCookie } from './deviceCookie.js';
import { accountKey, clientAddress, LOGIN_ACCOUNT_RULE, LOGIN_DEVICE_RULE } from './throttle.js';
import { findUserByUsername } from './users.js';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { users } from '../db/schema.js';
import { ApiProblem } from '../http/errors.js';
import { RATE_LIMIT_RETENTION_MS, clearHits, pruneRateLimits, recordHit, tooManyRequests } from '../http/rateLimit.js';
import type { AppEnv } from '../http/types.js';

/** The turns of password checks per address and network (one per process, whichever route). */
export { checksByAddress, checksByNetwork } from './passwordTurns.js';

export interface SignInDeps {
  db: Database;
  clock: Clock;
  cookie: CookiePolicy;
}

type SignedInUser = NonNullable<Awaited<ReturnType<typeof findUserByUsername>>>;

export function signInService(deps: SignInDeps) {
  /**
   * Starts a session for the account as `owner` was read; false (nothing changed) when its
   * password or credential generation changed or it was deactivated since (decision 002).
   */
  async function startSession(c: Context<AppEnv>, owner: SessionOwner, now: Date): Promise<boolean> {
    await deleteExpiredSessions(deps.db, now);
    const session = await createSessionIfUnchanged(deps.db, owner, {
      now,
      userAgent: c.req.header('user-agent') ?? null,
      ip: clientAddress(c),
    });
    if (!session) return false;
    // A login replaces whatever session this browser had: never reuse a token across logins.
    const previous = c.get('session');
    if (previous) await deleteSession(deps.db, previous.tokenHash);
    writeSessionCookie(c, deps.cookie, session.token, session.maxAgeSeconds);
    return true;
  }

  /**
   * The refusal for a right password whose account changed while it was checked: a reset,
   * change or deactivation ended every session from before it, this one included.
   */
  async function changedMeanwhile(userId: number): Promise<ApiProblem> {
    const [account] = await deps.db.select({ deactivatedAt: users.deactivatedAt }).from(users).where(eq(users.id, userId)).limit(1);
    if (account?.deactivatedAt) return new ApiProblem(403, 'auth.account_deactivated', STAFF_ACCOUNT_TEXT.deactivated);
    return new ApiProblem(401, 'auth.invalid_credentials', API_ERRORS.invalidCredentials);
  }

  /** Checks the password under every throttle and starts a session; throws ApiProblem when refused. */
  async function signIn(c: Context<AppEnv>, payload: LoginPayload): Promise<SignedInUser> {
    const now = deps.clock.now();
    const account = accountKey(payload.username);
    const address = clientAddress(c);
    const user = await findUserByUsername(deps.db, payload.username);
    // A browser that signed in to this account before (decision 008) is counted on its own
    // cookie; any other attempt per account and per address. Every attempt is counted before
    // its password is checked, so parallel requests cannot get more hashed than the limit, and
    // a right one is given back.
    const device = user ? readDeviceCookie(c, deps.cookie, account, user.passwordHash) : null;
    const first = device
      ? await recordHit(deps.db, LOGIN_DEVICE_RULE, device, now)
      : await recordHit(deps.db, LOGIN_ACCOUNT_RULE, account, now);
    if (first.limited) throw tooManyRequests(LOGIN_ACCOUNT_RULE, first);

    // A known browser's check has its own lane, which no burst of other attempts can fill; any
    // other waits its turn per address and network, under their limits (passwordTurns.ts).
    const valid =
      device && user
        ? await checkFromKnownBrowser(payload.password, user.passwordHash)
        : await checkInTurn(deps.db, now, address, payload.password, user?.passwordHash ?? null);
    if (!user || !valid) throw new ApiProblem(401, 'auth.invalid_credentials', API_ERRORS.invalidCredentials);
    // Told only to whoever knows the password, so it does not reveal which accounts exist.
    if (user.deactivatedAt) throw new ApiProblem(403, 'auth.account_deactivated', STAFF_ACCOUNT_TEXT.deactivated);

    // The session is made only if the account is still as read before the check (decision 002).
    if (!(await startSession(c, user, now))) throw await changedMeanwhile(user.id);
    await clearHits(deps.db, device ? LOGIN_DEVICE_RULE : LOGIN_ACCOUNT_RULE, device ?? account);
    await pruneRateLimits(deps.db, now, RATE_LIMIT_RETENTION_MS);
    writeDeviceCookie(c, deps.cookie, account, user.passwordHash);
    return user;
  }

  return { startSession, signIn };
}
