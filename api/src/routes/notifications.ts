/** Stored notifications of the signed-in user (any role): list and mark read. */
import type { AppNotification, NotificationList } from '@housesit/shared-contracts';
import { Hono } from 'hono';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { parseId } from '../http/params.js';
import { currentUser, requireAuth } from '../http/session.js';
import type { AppEnv } from '../http/types.js';
import { listNotifications, markNotificationRead } from '../notifications/notifications.js';

export function notificationRoutes(deps: { db: Database; clock: Clock }) {
  const routes = new Hono<AppEnv>();

  routes.get('/', requireAuth, async (c) => c.json<NotificationList>(await listNotifications(deps.db, currentUser(c).id)));

  routes.patch('/:id/read', requireAuth, async (c) => {
    const notification = await markNotificationRead(deps.db, currentUser(c).id, parseId(c.req.param('id')), deps.clock.now());
    return c.json<{ notification: AppNotification }>({ notification });
  });

  return routes;
}
