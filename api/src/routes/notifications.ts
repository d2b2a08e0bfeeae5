/** Stored notifications of the signed-in user (any role): list, unread count and mark read. */
import { notificationsEndpoints as endpoints } from '@housesit/shared-contracts';
import { Hono } from 'hono';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { serve } from '../http/endpoint.js';
import { parseId } from '../http/params.js';
import { currentUser } from '../http/session.js';
import type { AppEnv } from '../http/types.js';
import {
  countUnreadNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '../notifications/notifications.js';

/** Mounted at /api. */
export function notificationRoutes(deps: { db: Database; clock: Clock }) {
  const routes = new Hono<AppEnv>();

  serve(routes, endpoints.list, async (c) => listNotifications(deps.db, currentUser(c).id));

  // The navigation's badge: the count alone, without the list.
  serve(routes, endpoints.unread, async (c) => ({ unread: await countUnreadNotifications(deps.db, currentUser(c).id) }));

  // Only the signed-in user's own; idempotent (a second call marks nothing).
  serve(routes, endpoints.markAllRead, async (c) => ({
    marked: await markAllNotificationsRead(deps.db, currentUser(c).id, deps.clock.now()),
    unread: 0,
  }));

  serve(routes, endpoints.markRead, async (c, { params }) => ({
    notification: await markNotificationRead(deps.db, currentUser(c).id, parseId(params.id), deps.clock.now()),
  }));

  return routes;
}
