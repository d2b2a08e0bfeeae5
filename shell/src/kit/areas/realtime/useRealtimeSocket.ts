import type { RealtimeClientMessage, RealtimeEvent } from '@housesit/shared-contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBusyWhile } from '@housesit/shell/kit';
import { browserSocket, sharedRealtimeConnection, type SharedRealtimeConnection, type SocketFactory } from './sharedConnection';

export type { SocketFactory, SocketLike } from './sharedConnection';

export interface RealtimeSocketOptions {
  /** Listen only while true (a signed-in user on a page that listens). */
  enabled?: boolean;
  /** Every well-formed event the server sends this user (messages, typing, visit changes...). */
  onEvent: (event: RealtimeEvent) => void;
  /** The server closed the socket because its session ended. */
  onSessionEnded?: () => void;
  createSocket?: SocketFactory;
}

/**
 * Listens to the page's one /ws connection (sharedConnection.ts; the protocol is
 * shared-contracts' realtime.ts) while mounted and enabled. `send` goes through that socket.
 * The page is busy until the socket has opened (or failed to): until then nothing is pushed,
 * and a screen that shows live changes is not live yet.
 */
export function useRealtimeSocket({ enabled = true, onEvent, onSessionEnded, createSocket = browserSocket }: RealtimeSocketOptions) {
  const connectionRef = useRef<SharedRealtimeConnection | null>(null);
  const [connected, setConnected] = useState(false);
  // null: not listening yet (so busy from the first render, not from the effect that subscribes).
  const [opening, setOpening] = useState<boolean | null>(null);
  useBusyWhile(enabled && opening !== false);

  // The latest callbacks, without resubscribing when a parent re-renders.
  const handlers = useRef({ onEvent, onSessionEnded, createSocket });
  useEffect(() => {
    handlers.current = { onEvent, onSessionEnded, createSocket };
  });

  useEffect(() => {
    if (!enabled) return;
    const connection = sharedRealtimeConnection(handlers.current.createSocket);
    connectionRef.current = connection;
    const unsubscribe = connection.subscribe({
      onEvent: (event) => handlers.current.onEvent(event),
      onStatus: setConnected,
      onOpening: setOpening,
      onSessionEnded: () => handlers.current.onSessionEnded?.(),
    });
    return () => {
      unsubscribe();
      connectionRef.current = null;
      setConnected(false);
      setOpening(null);
    };
  }, [enabled]);

  /** Sends a client message when the socket is open; false when it could not. */
  const send = useCallback((message: RealtimeClientMessage): boolean => connectionRef.current?.send(message) ?? false, []);

  return { connected, send };
}
