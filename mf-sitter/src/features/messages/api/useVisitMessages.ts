import { useCallback, useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import { HOMEOWNER_MESSAGES, SendMessageStruct, check, type ChatMessage } from '@housesit/shared-contracts';
import { SESSION_KEY, useApi, useApiQuery, useToast } from '@housesit/shell/kit';
import { describeFailure, unwrapAction } from '../../visits/actionFailure';

export const visitMessagesKey = (visitId: number) => ['visit', visitId, 'messages'] as const;

export type SendOutcome = { ok: true } | { ok: false; fieldError?: string };

/** Oldest first; one entry per message id (a sent message also comes back over /ws). */
export function mergeMessages(...lists: readonly (readonly ChatMessage[])[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const list of lists) for (const message of list) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
}

/**
 * One visit's conversation with its homeowner (the same one as the homeowner's /messages):
 * GET /api/visits/{id}/messages once opened, plus what arrives later (sent here or over /ws).
 */
export function useVisitMessages(visitId: number) {
  const api = useApi();
  const { toast } = useToast();
  const { mutate } = useSWRConfig();
  // Always refetched when the conversation opens: it moves while the sitter is elsewhere.
  const query = useApiQuery(visitMessagesKey(visitId), (client) => client.messages.list(visitId), { freshMs: 0 });
  const [arrived, setArrived] = useState<ChatMessage[]>([]);
  const [sending, setSending] = useState(false);

  const messages = useMemo(() => mergeMessages(query.data?.items ?? [], arrived), [query.data, arrived]);
  const add = useCallback((message: ChatMessage) => setArrived((list) => [...list, message]), []);

  const send = useCallback(
    async (body: string): Promise<SendOutcome> => {
      const valid = check(SendMessageStruct, { body });
      if (!valid.ok) return { ok: false, fieldError: valid.fieldErrors.body ?? valid.message };
      setSending(true);
      try {
        const { message } = await unwrapAction(api.messages.send(visitId, { body: valid.value.body.trim() }));
        add(message);
        return { ok: true };
      } catch (error) {
        const failure = describeFailure(error);
        if (failure.status === 401) void mutate(SESSION_KEY);
        toast({
          title: HOMEOWNER_MESSAGES.messageFailed.title,
          description: failure.message ?? HOMEOWNER_MESSAGES.messageFailed.description,
          variant: 'destructive',
        });
        return { ok: false };
      } finally {
        setSending(false);
      }
    },
    [add, api, mutate, toast, visitId],
  );

  return { messages, error: query.error, isLoading: query.isLoading, reload: query.mutate, add, send, sending };
}
