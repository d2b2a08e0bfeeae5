import { useCallback, useEffect, useRef, useState } from 'react';
import {
  TYPING_SEND_INTERVAL_MS,
  TYPING_VISIBLE_MS,
  parseRealtimeEvent,
  realtimeUrl,
  reconnectDelayMs,
  type ChatMessage,
  type RealtimeClientMessage,
} from '@housesit/shared-contracts';

/** The part of a WebSocket the hook uses, so tests can hand in a fake constructor. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

export type SocketConstructor = new (url: string) => SocketLike;

const OPEN = 1;

export interface VisitSocketOptions {
  /** A message about this visit arrived (the sitter's own too: the server echoes it). */
  onMessage(message: ChatMessage): void;
  /** The signed-in user, whose own typing events are not shown. */
  userId: number | null;
  /** Stand-in for the browser's WebSocket; read when connecting, so tests can inject a fake. */
  WebSocketImpl?: SocketConstructor;
}

/**
 * The /ws connection of one open conversation: opened on mount, closed on unmount, reconnected
 * with backoff when it drops (a phone at a door loses signal). Frames about other visits are
 * ignored; malformed frames are logged and ignored.
 */
export function useVisitSocket(visitId: number, { onMessage, userId, WebSocketImpl }: VisitSocketOptions) {
  const socketRef = useRef<SocketLike | null>(null);
  const [typingName, setTypingName] = useState<string | null>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastTypingSent = useRef(0);

  // The latest callbacks without reopening the socket on every render.
  const latest = useRef({ onMessage, userId, WebSocketImpl });
  useEffect(() => {
    latest.current = { onMessage, userId, WebSocketImpl };
  });

  useEffect(() => {
    let stopped = false;
    let attempt = 0;
    let reconnectTimer: ReturnType<typeof setTimeout> | undefined;

    const onFrame = (data: unknown) => {
      const event = parseRealtimeEvent(data);
      if (!event) {
        console.warn('Ignoring a malformed realtime frame', data);
        return;
      }
      if (event.type === 'message' && event.message.visitId === visitId) {
        latest.current.onMessage(event.message);
        // Their message is here: they are no longer typing it.
        if (event.message.sender.id !== latest.current.userId) setTypingName(null);
      } else if (event.type === 'typing' && event.visitId === visitId && event.userId !== latest.current.userId) {
        setTypingName(event.firstName);
        clearTimeout(typingTimer.current);
        typingTimer.current = setTimeout(() => setTypingName(null), TYPING_VISIBLE_MS);
      }
    };

    const connect = () => {
      const Impl = latest.current.WebSocketImpl ?? (globalThis.WebSocket as unknown as SocketConstructor);
      const socket = new Impl(realtimeUrl(window.location));
      socketRef.current = socket;
      socket.onopen = () => {
        attempt = 0;
      };
      socket.onmessage = (event) => onFrame(event.data);
      socket.onclose = () => {
        if (socketRef.current === socket) socketRef.current = null;
        if (stopped) return;
        reconnectTimer = setTimeout(connect, reconnectDelayMs(attempt));
        attempt += 1;
      };
      // An error is always followed by close, which schedules the reconnect.
      socket.onerror = () => {};
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(reconnectTimer);
      clearTimeout(typingTimer.current);
      const socket = socketRef.current;
      socketRef.current = null;
      socket?.close();
    };
  }, [visitId]);

  /** Call on every keystroke: tells the other side at most once every 2 s. */
  const notifyTyping = useCallback(() => {
    const socket = socketRef.current;
    const now = Date.now();
    if (!socket || socket.readyState !== OPEN || now - lastTypingSent.current < TYPING_SEND_INTERVAL_MS) return;
    const frame: RealtimeClientMessage = { type: 'typing', visitId };
    socket.send(JSON.stringify(frame));
    lastTypingSent.current = now;
  }, [visitId]);

  return { typingName, notifyTyping };
}
