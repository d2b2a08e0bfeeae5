import { queryKeys, type NotificationList } from '@housesit/shared-contracts';
import { useApiQuery, useSession } from '@housesit/shell/kit';

/** The signed-in user's own stored notifications (GET /api/notifications), newest first, with the unread count. */
export function useNotifications() {
  const { user } = useSession();
  return useApiQuery<NotificationList>(user ? queryKeys.notifications(user.id) : null, (api) => api.notifications.list(), { freshMs: 0 });
}
