import { useCallback, useMemo } from 'react';
import type { ChatMessage, RealtimeEvent } from '@housesit/shared-contracts';
import { useRealtimeSocket, useTypingIndicator, useTypingSender, type SocketLike } from '@housesit/shell/kit/areas';

export type SocketConstructor = new (url: string) => SocketLike;

export interface VisitSocketOptions {
  /** A message about this visit arrived (the sitter's own too: the server echoes it). */
  onMessage(message: ChatMessage): void;
  /** The signed-in user, whose own typing events are not shown. */
  userId: number | null;
  /** Stand-in for the browser's WebSocket; read when connecting, so tests can inject a fake. */
  WebSocketImpl?: SocketConstructor;
}

/**
 * The /ws events of one open conversation (the areas' useRealtimeSocket: open while mounted,
 * reconnected with backoff). Frames about other visits are ignored.
 */
export function useVisitSocket(visitId: number, { onMessage, userId, WebSocketImpl }: VisitSocketOptions) {
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
  const { send } = useRealtimeSocket({ onEvent, createSocket });
  const notifyTyping = useTypingSender(send, visitId);
  const typingName = typing.typing?.visitId === visitId ? typing.typing.firstName : null;
  return { typingName, notifyTyping };
}
