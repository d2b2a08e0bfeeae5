import { queryKeys, type UnreadTotals } from '@housesit/shared-contracts';
import { useSession } from './session';
import { useApiQuery } from './useApiQuery';

/**
 * The signed-in user's unread messages (GET /api/conversations/unread): the navigation's badge
 * and the inboxes read it; live events refetch it (the areas' useLiveUpdates).
 */
export function useUnreadTotals(): UnreadTotals | undefined {
  const { user } = useSession();
  return useApiQuery(user ? queryKeys.messages.unread(user.id) : null, (api) => api.messages.unread(), { freshMs: 0 }).data;
}
