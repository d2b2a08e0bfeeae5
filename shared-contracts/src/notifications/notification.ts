/**
 * GET /api/notifications → NotificationList (the signed-in user's own, any role);
 * GET /api/notifications/unread → NotificationUnread (the navigation's badge);
 * POST /api/notifications/read-all → NotificationsMarked (own only; a second call marks 0);
 * PATCH /api/notifications/{id}/read → { notification }. What each kind says is the catalogue's.
 */
import { enums, nullable, number, object, string, type Infer } from 'superstruct';
import { NOTIFICATION_TYPES } from './catalogue.js';
import { NotificationDetailsStruct } from './details.js';

export const NotificationStruct = object({
  id: number(),
  type: enums(NOTIFICATION_TYPES),
  visitId: nullable(number()),
  /** The facts its words need, as they were when it was made. */
  details: NotificationDetailsStruct,
  createdAt: string(),
  readAt: nullable(string()),
});
export type AppNotification = Infer<typeof NotificationStruct>;

export interface NotificationList {
  items: AppNotification[];
  unread: number;
}

/** GET /api/notifications/unread: how many of the user's notifications are unread. */
export const NotificationUnreadStruct = object({ unread: number() });
export type NotificationUnread = Infer<typeof NotificationUnreadStruct>;

/** POST /api/notifications/read-all: how many it marked read now, and the unread count after (0). */
export const NotificationsMarkedStruct = object({ marked: number(), unread: number() });
export type NotificationsMarked = Infer<typeof NotificationsMarkedStruct>;
