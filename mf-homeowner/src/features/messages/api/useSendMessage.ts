import { HOMEOWNER_MESSAGES, SendMessageStruct, check } from '@housesit/shared-contracts';
import { useToast } from '@housesit/shell/kit';
import { problemToast, useApiAction } from '@housesit/shell/kit/areas';
import { useCallback, useState } from 'react';
import { useMessageCache } from '../hooks/useLiveMessages';

export type SendOutcome = { ok: true } | { ok: false; fieldError?: string };

/**
 * Sends one message (POST /api/visits/{id}/messages) after the contract's validation. The stored
 * message goes straight into the conversation; a failure shows 'Message not sent'.
 */
export function useSendMessage(visitId: number) {
  const run = useApiAction();
  const { toast } = useToast();
  const addMessage = useMessageCache();
  const [sending, setSending] = useState(false);

  const send = useCallback(
    async (body: string): Promise<SendOutcome> => {
      const valid = check(SendMessageStruct, { body });
      if (!valid.ok) return { ok: false, fieldError: valid.fieldErrors.body ?? valid.message };
      setSending(true);
      const outcome = await run((api) => api.messages.send(visitId, valid.value));
      setSending(false);
      if (outcome.kind === 'ok') {
        addMessage(outcome.data.message);
        return { ok: true };
      }
      toast(problemToast(outcome, HOMEOWNER_MESSAGES.messageFailed));
      return { ok: false };
    },
    [run, visitId, addMessage, toast],
  );

  return { send, sending };
}
