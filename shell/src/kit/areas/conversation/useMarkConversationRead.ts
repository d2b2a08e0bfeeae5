import { useEffect, useRef } from 'react';
import { queryKeys, type ChatMessage } from '@housesit/shared-contracts';
import { useApi, useSession } from '@housesit/shell/kit';
import { useQueryCache } from '../queryCache';

/**
 * While a conversation is on screen, what it shows is read: POST …/messages/read once
 * it has loaded and again whenever a newer message from someone else appears, then the unread
 * badge, the inboxes and the conversation list refetch. `messages` undefined: not loaded yet.
 */
export function useMarkConversationRead(visitId: number, messages: readonly ChatMessage[] | undefined) {
  const api = useApi();
  const { user } = useSession();
  const { invalidate } = useQueryCache();
  const userId = user?.id ?? null;
  const newestOther = messages ? ([...messages].reverse().find((m) => m.sender.id !== userId)?.id ?? 0) : null;
  const readUpTo = useRef(0);
  useEffect(() => {
    if (userId === null || newestOther === null || newestOther <= readUpTo.current) return;
    readUpTo.current = newestOther;
    api.messages.markRead(visitId).then(
      (result) => {
        if (result.ok)
          void invalidate(queryKeys.messages.unread(userId), queryKeys.messages.inboxAll(userId), queryKeys.messages.summaries(userId));
      },
      // Not marked read: the badge keeps the count until the next time the conversation is open.
      () => undefined,
    );
  }, [api, invalidate, newestOther, userId, visitId]);
}
