import { queryKeys, type ChatMessage } from '@housesit/shared-contracts';
import { useApiQuery, useSession } from '@housesit/shell/kit';
import { useMemo } from 'react';

/**
 * The last message of each conversation (GET /api/conversations), by visit id. The list still
 * works without it: a failure here only leaves the times out.
 */
export function useConversationSummaries() {
  const { user } = useSession();
  const result = useApiQuery(user ? queryKeys.messages.summaries(user.id) : null, (api) => api.messages.conversations(), {
    freshMs: 0,
  });
  const items = result.data?.items;
  const { lastMessages, unreadCounts } = useMemo(() => {
    const last = new Map<number, ChatMessage | null>();
    const unread = new Map<number, number>();
    for (const item of items ?? []) {
      last.set(item.visitId, item.lastMessage);
      unread.set(item.visitId, item.unreadCount);
    }
    return { lastMessages: last, unreadCounts: unread };
  }, [items]);
  return { lastMessages, unreadCounts, loaded: items !== undefined };
}
