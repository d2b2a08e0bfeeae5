import { useCallback, useMemo, useState } from 'react';
import { HOMEOWNER_MESSAGES, SendMessageStruct, check, queryKeys, type ChatMessage } from '@housesit/shared-contracts';
import { useApiQuery, useSession, useToast } from '@housesit/shell/kit';
import { problemToast, useApiAction } from '../actions';
import { useMarkConversationRead } from './useMarkConversationRead';
import type { SendOutcome } from './MessageComposer';

/** Oldest first; one entry per message id (a sent message also comes back over /ws). */
export function mergeMessages(...lists: readonly (readonly ChatMessage[])[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const list of lists) for (const message of list) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
}

/**
 * One visit's conversation as any participant sees it: GET /api/visits/{id}/messages once opened,
 * plus what arrives later (sent here or over /ws). While it is open, what it shows is marked read
 * (POST …/messages/read), so the navigation's badge and the inboxes drop it.
 */
export function useConversationThread(visitId: number) {
  const run = useApiAction();
  const { user } = useSession();
  const { toast } = useToast();
  // Always refetched when the conversation opens: it moves while the reader is elsewhere.
  const query = useApiQuery(user ? queryKeys.messages.thread(user.id, visitId) : null, (client) => client.messages.list(visitId), {
    freshMs: 0,
  });
  const [arrived, setArrived] = useState<ChatMessage[]>([]);
  const [sending, setSending] = useState(false);

  const messages = useMemo(() => mergeMessages(query.data?.items ?? [], arrived), [query.data, arrived]);
  const add = useCallback((message: ChatMessage) => setArrived((list) => [...list, message]), []);

  useMarkConversationRead(visitId, query.data === undefined ? undefined : messages);

  const send = useCallback(
    async (body: string): Promise<SendOutcome> => {
      const valid = check(SendMessageStruct, { body });
      if (!valid.ok) return { ok: false, fieldError: valid.fieldErrors.body ?? valid.message };
      setSending(true);
      const outcome = await run((client) => client.messages.send(visitId, { body: valid.value.body.trim() }));
      setSending(false);
      if (outcome.kind === 'ok') {
        add(outcome.data.message);
        return { ok: true };
      }
      toast(problemToast(outcome, HOMEOWNER_MESSAGES.messageFailed));
      return { ok: false };
    },
    [add, run, toast, visitId],
  );

  return { messages, error: query.error, isLoading: query.isLoading, reload: query.mutate, add, send, sending };
}
