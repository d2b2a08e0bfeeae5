import type { AppNotification, NotificationList, NotificationsMarked, NotificationUnread } from '../notifications/notification.js';
import { request, type Transport } from './request.js';

/** The signed-in user's stored notifications, whatever the role (GET /api/notifications answers only one's own). */
export function notificationsApi(t: Transport) {
  return {
    list: () => request<NotificationList>(t, '/api/notifications'),
    /** The unread count alone (the navigation's badge). */
    unread: () => request<NotificationUnread>(t, '/api/notifications/unread'),
    /** Marks every one of the user's unread notifications read. */
    markAllRead: () => request<NotificationsMarked>(t, '/api/notifications/read-all', { method: 'POST' }),
    markRead: (id: number) => request<{ notification: AppNotification }>(t, `/api/notifications/${id}/read`, { method: 'PATCH' }),
  };
}
