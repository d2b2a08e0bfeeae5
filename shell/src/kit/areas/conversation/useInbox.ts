import { queryKeys, type InboxFilter, type InboxItem, type InboxPage } from '@housesit/shared-contracts';
import { useSession } from '@housesit/shell/kit';
import { useApiPages } from '../queryCache';

/** A staff inbox (GET /api/inbox), a page at a time; live events refetch it (useLiveUpdates). */
export function useInbox(filter: InboxFilter) {
  const { user } = useSession();
  return useApiPages<InboxItem, InboxPage>(
    (offset) => (user ? queryKeys.messages.inbox(user.id, filter, offset) : null),
    (api, offset) => api.messages.inbox(filter, offset),
  );
}
