import { useCallback, useMemo } from 'react';
import type { ChatMessage, RealtimeEvent } from '@housesit/shared-contracts';
import { useRealtimeSocket, type SocketLike } from '../realtime/useRealtimeSocket';
import { useTypingIndicator } from '../realtime/useTypingIndicator';
import { useTypingSender } from '../realtime/useTypingSender';

export type SocketConstructor = new (url: string) => SocketLike;

export interface ConversationSocketOptions {
  /** A message about this visit arrived (one's own too: the server echoes it). */
  onMessage(message: ChatMessage): void;
  /** The signed-in user, whose own typing events are not shown. */
  userId: number | null;
  /** Stand-in for the browser's WebSocket; read when connecting, so tests can inject a fake. */
  WebSocketImpl?: SocketConstructor;
}

/**
 * The /ws events of one open conversation (the page's shared socket, useRealtimeSocket).
 * Frames about other visits are ignored.
 */
export function useConversationSocket(visitId: number, { onMessage, userId, WebSocketImpl }: ConversationSocketOptions) {
  const typing = useTypingIndicator();
  const { show, stop } = typing;
  const onEvent = useCallback(
    (event: RealtimeEvent) => {
      if (event.type === 'message' && event.message.visitId === visitId) {
        onMessage(event.message);
        // Their message is here: they are no longer typing it.
        if (event.message.sender.id !== userId) stop(event.message.sender.id, visitId);
      } else if (event.type === 'typing' && event.visitId === visitId && event.userId !== userId) {
        show(event);
      }
    },
    [visitId, onMessage, userId, show, stop],
  );
  const createSocket = useMemo(() => (WebSocketImpl ? (url: string) => new WebSocketImpl(url) : undefined), [WebSocketImpl]);
  const { send } = useRealtimeSocket({ onEvent, ...(createSocket ? { createSocket } : {}) });
  const notifyTyping = useTypingSender(send, visitId);
  const typingName = typing.typing?.visitId === visitId ? typing.typing.firstName : null;
  return { typingName, notifyTyping };
}
