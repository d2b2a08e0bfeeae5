import { queryKeys, type ChatMessage, type ConversationSummary, type RealtimeEvent } from '@housesit/shared-contracts';
import { useSession } from '@housesit/shell/kit';
import { useQueryCache } from '@housesit/shell/kit/areas';
import { useCallback } from 'react';
import { withLastMessage, withMessage } from '../api/messageKeys';

/**
 * Puts a message into the cached conversation and the list's last-message times without a
 * refetch: used for live /ws messages and for the answer of our own POST.
 */
export function useMessageCache() {
  const { user } = useSession();
  const { update } = useQueryCache();
  const userId = user?.id ?? null;

  return useCallback(
    (message: ChatMessage) => {
      if (userId === null) return;
      void update<{ items: ChatMessage[] }>(queryKeys.messages.thread(userId, message.visitId), (data) =>
        data ? { items: withMessage(data.items, message) } : data,
      );
      void update<{ items: ConversationSummary[] }>(queryKeys.messages.summaries(userId), (data) =>
        data ? { items: withLastMessage(data.items, message) } : data,
      );
    },
    [update, userId],
  );
}

/** The /ws handler of the Messages page: new messages go into the caches. */
export function useLiveMessageHandler(onTyping: (event: Extract<RealtimeEvent, { type: 'typing' }>) => void) {
  const { user } = useSession();
  const addMessage = useMessageCache();
  return useCallback(
    (event: RealtimeEvent) => {
      if (event.type === 'message') addMessage(event.message);
      else if (event.type === 'typing' && event.userId !== user?.id) onTyping(event);
    },
    [addMessage, onTyping, user?.id],
  );
}
