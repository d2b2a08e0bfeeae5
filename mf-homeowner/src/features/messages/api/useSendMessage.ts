import { HOMEOWNER_MESSAGES, SendMessageStruct, check } from '@housesit/shared-contracts';
import { useApi, useToast } from '@housesit/shell/kit';
import { useCallback, useState } from 'react';
import { runAction } from '../../../shared/runAction';
import { useMessageCache } from '../hooks/useLiveMessages';

export type SendOutcome = { ok: true } | { ok: false; fieldError?: string };

/**
 * Sends one message (POST /api/visits/{id}/messages) after the contract's validation. The stored
 * message goes straight into the conversation; a failure shows 'Message not sent'.
 */
export function useSendMessage(visitId: number) {
  const api = useApi();
  const { toast } = useToast();
  const addMessage = useMessageCache();
  const [sending, setSending] = useState(false);

  const send = useCallback(
    async (body: string): Promise<SendOutcome> => {
      const valid = check(SendMessageStruct, { body });
      if (!valid.ok) return { ok: false, fieldError: valid.fieldErrors.body ?? valid.message };
      setSending(true);
      const outcome = await runAction(() => api.messages.send(visitId, valid.value));
      setSending(false);
      if (outcome.ok) {
        addMessage(outcome.data.message);
        return { ok: true };
      }
      toast({
        title: HOMEOWNER_MESSAGES.messageFailed.title,
        description: outcome.message ?? HOMEOWNER_MESSAGES.messageFailed.description,
        variant: 'destructive',
      });
      return { ok: false };
    },
    [api, visitId, addMessage, toast],
  );

  return { send, sending };
}
