/**
 * /api/account: what /settings changes for the signed-in user (any role): the profile, the
 * password (the current one required; every other session ends) and the user's own sessions.
 * Sessions are named by an opaque id (auth/sessions.ts sessionPublicId); another user's id is
 * a 404 like an unknown one.
 */
import { accountEndpoints as endpoints, emailEndpoints } from '@housesit/shared-contracts';
import { Hono } from 'hono';
import { changePassword, signOutEverywhereElse, updateProfile } from '../auth/accounts.js';
import { readEmailPreferences, saveEmailPreferences } from '../email/preferences.js';
import { clearSessionCookie, type CookiePolicy } from '../auth/cookie.js';
import { deviceName } from '../auth/device.js';
import { deleteSession, listUserSessions, sessionPublicId } from '../auth/sessions.js';
import { PASSWORD_CHANGE_RULE } from '../auth/throttle.js';
import { toUserJson } from '../auth/users.js';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { serve } from '../http/endpoint.js';
import { notFound, notSignedIn, type ErrorLogger } from '../http/errors.js';
import { enforceRateLimit, refundHit } from '../http/rateLimit.js';
import { currentUser } from '../http/session.js';
import type { AppEnv } from '../http/types.js';
import type { MediaStore } from '../media/store.js';
import { readSitterProfile, updateSitterProfile } from '../sitters/profile.js';

/** Mounted at /api. */
export function accountRoutes(deps: { db: Database; clock: Clock; cookie: CookiePolicy; mediaStore: MediaStore; logError: ErrorLogger }) {
  const routes = new Hono<AppEnv>();

  const currentSession = (c: { get(key: 'session'): AppEnv['Variables']['session'] }) => {
    const session = c.get('session');
    if (!session) throw notSignedIn();
    return session;
  };

  serve(routes, endpoints.updateProfile, async (c, { body }) => ({
    user: toUserJson(await updateProfile(deps.db, currentUser(c).id, body, deps.clock.now())),
  }));

  serve(routes, endpoints.changePassword, async (c, { body: payload }) => {
    const session = currentSession(c);
    const now = deps.clock.now();
    const key = String(session.userId);
    await enforceRateLimit(deps.db, PASSWORD_CHANGE_RULE, key, now);
    const endedSessions = await changePassword(deps.db, { ...payload, userId: session.userId, keepTokenHash: session.tokenHash, now });
    await refundHit(deps.db, PASSWORD_CHANGE_RULE, key);
    return { endedSessions };
  });

  serve(routes, endpoints.sessions, async (c) => {
    const session = currentSession(c);
    const now = deps.clock.now();
    const rows = await listUserSessions(deps.db, session.userId, now);
    const items = rows.map((row) => {
      const current = row.tokenHash === session.tokenHash;
      return {
        id: sessionPublicId(row.tokenHash),
        device: deviceName(row.userAgent),
        createdAt: row.createdAt.toISOString(),
        // The stored time is refreshed at most once a day; the session asking is in use now.
        lastSeenAt: (current ? now : row.lastSeenAt).toISOString(),
        // Where it signed in from: what tells apart two sessions of one browser kind.
        signedInFrom: row.ip ?? null,
        current,
      };
    });
    // The session in use first, then the others most recently seen first.
    return { items: [...items.filter((item) => item.current), ...items.filter((item) => !item.current)] };
  });

  serve(routes, endpoints.endSession, async (c, { params: { id } }) => {
    const session = currentSession(c);
    const rows = await listUserSessions(deps.db, session.userId, deps.clock.now());
    const target = rows.find((row) => sessionPublicId(row.tokenHash) === id);
    if (!target) throw notFound();
    await deleteSession(deps.db, target.tokenHash);
    // Ending the session in use is signing out here.
    if (target.tokenHash === session.tokenHash) clearSessionCookie(c, deps.cookie);
    return c.body(null, 204);
  });

  serve(routes, endpoints.endOtherSessions, async (c) => {
    const session = currentSession(c);
    const endedSessions = await signOutEverywhereElse(deps.db, {
      userId: session.userId,
      keepTokenHash: session.tokenHash,
      now: deps.clock.now(),
    });
    return { endedSessions };
  });

  serve(routes, emailEndpoints.preferences, async (c) => readEmailPreferences(deps.db, currentUser(c).id));

  serve(routes, emailEndpoints.savePreferences, async (c, { body }) => saveEmailPreferences(deps.db, currentUser(c).id, body));

  // A sitter's profile for the customers of their visits (who is coming).
  serve(routes, endpoints.sitterProfile, async (c) => readSitterProfile(deps.db, currentUser(c).id));

  serve(routes, endpoints.updateSitterProfile, async (c, { body }) => updateSitterProfile(deps, currentUser(c).id, body));

  return routes;
}
