/** Stored notifications of the signed-in user (any role): list, unread count and mark read. */
import type { AppNotification, NotificationList, NotificationsMarked, NotificationUnread } from '@housesit/shared-contracts';
import { Hono } from 'hono';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { parseId } from '../http/params.js';
import { currentUser, requireAuth } from '../http/session.js';
import type { AppEnv } from '../http/types.js';
import {
  countUnreadNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '../notifications/notifications.js';

export function notificationRoutes(deps: { db: Database; clock: Clock }) {
  const routes = new Hono<AppEnv>();

  routes.get('/', requireAuth, async (c) => c.json<NotificationList>(await listNotifications(deps.db, currentUser(c).id)));

  // The navigation's badge: the count alone, without the list.
  routes.get('/unread', requireAuth, async (c) =>
    c.json<NotificationUnread>({ unread: await countUnreadNotifications(deps.db, currentUser(c).id) }),
  );

  // Only the signed-in user's own; idempotent (a second call marks nothing).
  routes.post('/read-all', requireAuth, async (c) => {
    const marked = await markAllNotificationsRead(deps.db, currentUser(c).id, deps.clock.now());
    return c.json<NotificationsMarked>({ marked, unread: 0 });
  });

  routes.patch('/:id/read', requireAuth, async (c) => {
    const notification = await markNotificationRead(deps.db, currentUser(c).id, parseId(c.req.param('id')), deps.clock.now());
    return c.json<{ notification: AppNotification }>({ notification });
  });

  return routes;
}
