/**
 * Sign-in, shared by the JSON sign-in (POST /api/auth/login) and the form sign-in without scripts
 * (POST /login, routes/formSignIn.ts): the same throttles, password check, lockouts and session.
 * Refusals are thrown as ApiProblem; each caller answers them in its own way.
 */
import { API_ERRORS, STAFF_ACCOUNT_TEXT, type LoginPayload } from '@housesit/shared-contracts';
import type { Context } from 'hono';
import { writeSessionCookie, type CookiePolicy } from './cookie.js';
import { scryptSlots, verifyAgainstDummy, verifyPassword } from './passwords.js';
import { createSession, deleteExpiredSessions, deleteSession } from './sessions.js';
import { readDeviceCookie, writeDeviceCookie } from './deviceCookie.js';
import { KeyedSlots } from './slots.js';
import {
  accountKey,
  clientAddress,
  ipKey,
  LOGIN_ACCOUNT_RULE,
  LOGIN_DEVICE_RULE,
  LOGIN_IP_RULE,
  SIGNIN_QUEUE_PER_ADDRESS,
  SIGNIN_QUEUE_TOTAL,
  SIGNIN_SLOTS_PER_ADDRESS,
} from './throttle.js';
import { findUserByUsername } from './users.js';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { ApiProblem } from '../http/errors.js';
import {
  RATE_LIMIT_RETENTION_MS,
  clearHits,
  peekHits,
  pruneRateLimits,
  recordHit,
  refundHit,
  tooManyRequests,
  type RateLimitState,
} from '../http/rateLimit.js';
import type { AppEnv } from '../http/types.js';

/**
 * One address's password checks wait for each other, so a burst from it holds at most
 * SIGNIN_SLOTS_PER_ADDRESS of the process's hashing slots and everyone else keeps a turn. One per
 * process, like the hashing slots it feeds (passwords.ts scryptSlots), whichever route it serves.
 */
export const checksByAddress = new KeyedSlots(SIGNIN_SLOTS_PER_ADDRESS, SIGNIN_QUEUE_PER_ADDRESS);

export interface SignInDeps {
  db: Database;
  clock: Clock;
  cookie: CookiePolicy;
}

type SignedInUser = NonNullable<Awaited<ReturnType<typeof findUserByUsername>>>;

export function signInService(deps: SignInDeps) {
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

  /** Checks the password under every throttle and starts a session; throws ApiProblem when refused. */
  async function signIn(c: Context<AppEnv>, payload: LoginPayload): Promise<SignedInUser> {
    const now = deps.clock.now();
    const account = accountKey(payload.username);
    const address = clientAddress(c);
    const ip = address ? ipKey(address) : null;
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

    // Beyond what may wait for the process's hashing slots, refuse at once (503) rather than hold
    // memory and a connection for a check that would finish too late anyway.
    if (scryptSlots.waiting >= SIGNIN_QUEUE_TOTAL)
      throw new ApiProblem(503, 'auth.login_busy', API_ERRORS.loginBusy, undefined, { retryAfterSeconds: 1 });
    // An address already over its limit is refused before it queues (counting waits for its turn).
    if (!device && ip) {
      const byIp = await peekHits(deps.db, LOGIN_IP_RULE, ip, now);
      if (byIp.limited) throw tooManyRequests(LOGIN_IP_RULE, byIp);
    }
    // One address's checks take turns (null: too many already wait). The address is counted at
    // its turn, and a right password is given back before the next turn, so a burst of guesses
    // gets no more than the limit hashed while a classroom signing in at once all get in.
    const checked = await checksByAddress.run(ip ?? 'no address', async (): Promise<{ throttled: RateLimitState } | { valid: boolean }> => {
      if (!device && ip) {
        const byIp = await recordHit(deps.db, LOGIN_IP_RULE, ip, now);
        if (byIp.limited) return { throttled: byIp };
      }
      // Same work and same answer whether or not the username exists.
      const valid = user ? await verifyPassword(payload.password, user.passwordHash) : await verifyAgainstDummy(payload.password);
      if (valid && !device && ip) await refundHit(deps.db, LOGIN_IP_RULE, ip);
      return { valid };
    });
    if (!checked) throw new ApiProblem(429, 'auth.login_address_busy', API_ERRORS.loginBusy, undefined, { retryAfterSeconds: 1 });
    if ('throttled' in checked.value) throw tooManyRequests(LOGIN_IP_RULE, checked.value.throttled);
    if (!user || !checked.value.valid) throw new ApiProblem(401, 'auth.invalid_credentials', API_ERRORS.invalidCredentials);
    // Told only to whoever knows the password, so it does not reveal which accounts exist.
    if (user.deactivatedAt) throw new ApiProblem(403, 'auth.account_deactivated', STAFF_ACCOUNT_TEXT.deactivated);

    await clearHits(deps.db, device ? LOGIN_DEVICE_RULE : LOGIN_ACCOUNT_RULE, device ?? account);
    await pruneRateLimits(deps.db, now, RATE_LIMIT_RETENTION_MS);
    await startSession(c, user.id, now);
    writeDeviceCookie(c, deps.cookie, account, user.passwordHash);
    return user;
  }

  return { startSession, signIn };
}
