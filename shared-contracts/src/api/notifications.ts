import type { AppNotification, NotificationList } from '../notifications/notification.js';
import { request, type Transport } from './request.js';

/** The signed-in user's stored notifications, whatever the role (GET /api/notifications answers only one's own). */
export function notificationsApi(t: Transport) {
  return {
    list: () => request<NotificationList>(t, '/api/notifications'),
    markRead: (id: number) => request<{ notification: AppNotification }>(t, `/api/notifications/${id}/read`, { method: 'PATCH' }),
  };
}
