import { object } from 'superstruct';
import { NotificationStruct, NotificationsMarkedStruct, NotificationUnreadStruct } from '../notifications/notification.js';
import { NotificationListStruct } from '../schemas/responses.js';
import { endpoint, SIGNED_IN } from './endpoint.js';

/** The signed-in user's stored notifications, whatever the role: each answers only the caller's own. */
export const notificationsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/notifications',
    response: NotificationListStruct,
    access: SIGNED_IN,
    summary: "The caller's notifications and unread count",
  }),
  unread: endpoint({
    method: 'GET',
    path: '/api/notifications/unread',
    response: NotificationUnreadStruct,
    access: SIGNED_IN,
    summary: "The navigation badge's unread count",
  }),
  markAllRead: endpoint({
    method: 'POST',
    path: '/api/notifications/read-all',
    response: NotificationsMarkedStruct,
    access: SIGNED_IN,
    summary: "Mark every one of the caller's unread notifications read",
  }),
  markRead: endpoint({
    method: 'PATCH',
    path: '/api/notifications/:id/read',
    response: object({ notification: NotificationStruct }),
    access: SIGNED_IN,
    object: 'notification',
    summary: 'Mark one notification read',
  }),
};
