/**
 * /api/account: what /settings changes for the signed-in user (any role): the profile, the
 * password (the current one required; every other session ends) and the user's own sessions.
 * Sessions are named by an opaque id (auth/sessions.ts sessionPublicId); another user's id is
 * a 404 like an unknown one.
 */
import {
  ChangePasswordStruct,
  EmailPreferencesStruct,
  type EmailPreferences,
  UpdateProfileStruct,
  type AccountSessionList,
  type ChangePasswordResponse,
  type SessionResponse,
} from '@housesit/shared-contracts';
import { Hono } from 'hono';
import { changePassword, updateProfile } from '../auth/accounts.js';
import { readEmailPreferences, saveEmailPreferences } from '../email/preferences.js';
import { clearSessionCookie, type CookiePolicy } from '../auth/cookie.js';
import { deviceName } from '../auth/device.js';
import { deleteSession, listUserSessions, sessionPublicId } from '../auth/sessions.js';
import { PASSWORD_CHANGE_RULE } from '../auth/throttle.js';
import { toUserJson } from '../auth/users.js';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { readBody } from '../http/body.js';
import { notFound, notSignedIn } from '../http/errors.js';
import { enforceRateLimit, refundHit } from '../http/rateLimit.js';
import { currentUser, requireAuth } from '../http/session.js';
import type { AppEnv } from '../http/types.js';

export function accountRoutes(deps: { db: Database; clock: Clock; cookie: CookiePolicy }) {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireAuth);

  const currentSession = (c: { get(key: 'session'): AppEnv['Variables']['session'] }) => {
    const session = c.get('session');
    if (!session) throw notSignedIn();
    return session;
  };

  routes.put('/profile', async (c) => {
    const payload = await readBody(c, UpdateProfileStruct);
    const row = await updateProfile(deps.db, currentUser(c).id, payload, deps.clock.now());
    return c.json<SessionResponse>({ user: toUserJson(row) });
  });

  routes.post('/password', async (c) => {
    const payload = await readBody(c, ChangePasswordStruct);
    const session = currentSession(c);
    const now = deps.clock.now();
    const key = String(session.userId);
    await enforceRateLimit(deps.db, PASSWORD_CHANGE_RULE, key, now);
    const endedSessions = await changePassword(deps.db, { ...payload, userId: session.userId, keepTokenHash: session.tokenHash, now });
    await refundHit(deps.db, PASSWORD_CHANGE_RULE, key);
    return c.json<ChangePasswordResponse>({ endedSessions });
  });

  routes.get('/sessions', async (c) => {
    const session = currentSession(c);
    const rows = await listUserSessions(deps.db, session.userId, deps.clock.now());
    return c.json<AccountSessionList>({
      items: rows.map((row) => ({
        id: sessionPublicId(row.tokenHash),
        device: deviceName(row.userAgent),
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.tokenHash === session.tokenHash,
      })),
    });
  });

  routes.delete('/sessions/:id', async (c) => {
    const session = currentSession(c);
    const id = c.req.param('id');
    const rows = await listUserSessions(deps.db, session.userId, deps.clock.now());
    const target = rows.find((row) => sessionPublicId(row.tokenHash) === id);
    if (!target) throw notFound();
    await deleteSession(deps.db, target.tokenHash);
    // Ending the session in use is signing out here.
    if (target.tokenHash === session.tokenHash) clearSessionCookie(c, deps.cookie);
    return c.body(null, 204);
  });

  routes.get('/email-preferences', async (c) => c.json<EmailPreferences>(await readEmailPreferences(deps.db, currentUser(c).id)));

  routes.put('/email-preferences', async (c) => {
    const payload = await readBody(c, EmailPreferencesStruct);
    return c.json<EmailPreferences>(await saveEmailPreferences(deps.db, currentUser(c).id, payload));
  });

  return routes;
}
