import { queryKeys } from '@housesit/shared-contracts';
import { useSession } from './session';
import { useApiQuery } from './useApiQuery';

/**
 * How many of the signed-in user's notifications are unread (GET /api/notifications/unread): the
 * account menu's badge. Its key lies under the user's notification list, so whatever refetches
 * the list (marking read, live updates) refetches the count too. Undefined until answered.
 */
export function useNotificationUnread(): number | undefined {
  const { user } = useSession();
  return useApiQuery(user ? queryKeys.notificationsUnread(user.id) : null, (api) => api.notifications.unread(), { freshMs: 0 }).data
    ?.unread;
}
