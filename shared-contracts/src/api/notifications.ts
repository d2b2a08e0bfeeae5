import { notificationsRoutes as e } from './routes.generated.js';
import { call } from './call.js';
import type { Transport } from './request.js';

/** The signed-in user's stored notifications, whatever the role (GET /api/notifications answers only one's own). */
export function notificationsApi(t: Transport) {
  return {
    list: () => call(t, e.list, {}),
    /** The unread count alone (the navigation's badge). */
    unread: () => call(t, e.unread, {}),
    /** Marks every one of the user's unread notifications read. */
    markAllRead: () => call(t, e.markAllRead, {}),
    markRead: (id: number) => call(t, e.markRead, { params: { id } }),
  };
}
