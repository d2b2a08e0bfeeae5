import { parseRealtimeEvent, realtimeUrl, reconnectDelayMs, type RealtimeClientMessage, type RealtimeEvent } from '@housesit/shared-contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The part of a WebSocket the hook uses, so tests can hand in a fake. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

export type SocketFactory = (url: string) => SocketLike;

const OPEN = 1;

// Read at call time, so a test that swaps the global constructor is honoured.
const browserSocket: SocketFactory = (url) => new WebSocket(url);

export interface RealtimeSocketOptions {
  /** Open only while true (a signed-in user on a page that listens). */
  enabled?: boolean;
  /** Every well-formed event the server sends this user (messages, typing, visitCompleted). */
  onEvent: (event: RealtimeEvent) => void;
  createSocket?: SocketFactory;
}

/**
 * The one /ws connection of a page (the protocol itself is shared-contracts' realtime.ts): open
 * while the hook is mounted and enabled, closed on leave, reconnected with backoff when it drops
 * (a phone at a door loses signal). Malformed frames are logged and ignored.
 */
export function useRealtimeSocket({ enabled = true, onEvent, createSocket = browserSocket }: RealtimeSocketOptions) {
  const socketRef = useRef<SocketLike | null>(null);
  const [connected, setConnected] = useState(false);

  // The latest callbacks, without reopening the socket when a parent re-renders.
  const handlers = useRef({ onEvent, createSocket });
  useEffect(() => {
    handlers.current = { onEvent, createSocket };
  });

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const connect = () => {
      const socket = handlers.current.createSocket(realtimeUrl(window.location));
      socketRef.current = socket;
      socket.onopen = () => {
        attempt = 0;
        setConnected(true);
      };
      socket.onmessage = (message) => {
        const event = parseRealtimeEvent(message.data);
        if (event) handlers.current.onEvent(event);
        else console.warn('Ignoring a malformed realtime message', message.data);
      };
      socket.onclose = () => {
        if (socketRef.current === socket) socketRef.current = null;
        setConnected(false);
        if (stopped) return;
        timer = setTimeout(connect, reconnectDelayMs(attempt));
        attempt += 1;
      };
      // An error is always followed by close, which schedules the reconnect.
      socket.onerror = () => {};
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      const socket = socketRef.current;
      socketRef.current = null;
      socket?.close();
      setConnected(false);
    };
  }, [enabled]);

  /** Sends a client message when the socket is open; false when it could not. */
  const send = useCallback((message: RealtimeClientMessage): boolean => {
    const socket = socketRef.current;
    if (!socket || socket.readyState !== OPEN) return false;
    socket.send(JSON.stringify(message));
    return true;
  }, []);

  return { connected, send };
}
