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
  const lastMessages = useMemo(() => {
    const map = new Map<number, ChatMessage | null>();
    for (const item of items ?? []) map.set(item.visitId, item.lastMessage);
    return map;
  }, [items]);
  return { lastMessages, loaded: items !== undefined };
}
