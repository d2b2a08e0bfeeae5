import {
  TOASTS,
  parseRealtimeEvent,
  realtimeUrl,
  reconnectDelayMs,
  type RealtimeClientMessage,
  type RealtimeEvent,
} from '@housesit/shared-contracts';
import { useSession, useToast } from '@housesit/shell/kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRefetchVisits } from '../../shared/useRefetchVisits';

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

export interface RealtimeOptions {
  /** Every well-formed event for this user (messages, typing, visitCompleted). */
  onEvent?: (event: RealtimeEvent) => void;
  /** Extra refetch for lists the visits key filter does not reach (Reports' infinite list). */
  onVisitCompleted?: () => unknown;
  createSocket?: SocketFactory;
}

/**
 * The /ws connection of the homeowner's Reports and Messages pages (customer.md §4, §7): open
 * while the signed-in homeowner is on the page (the hook is mounted), closed on leave, reconnects
 * with backoff. A `visitCompleted` for this user shows the live toast, refetches the visits and
 * scrolls to the top.
 */
export function useRealtime({ onEvent, onVisitCompleted, createSocket = browserSocket }: RealtimeOptions = {}) {
  const { user } = useSession();
  const { toast } = useToast();
  const refetchVisits = useRefetchVisits();
  const socketRef = useRef<SocketLike | null>(null);
  const [connected, setConnected] = useState(false);

  // The latest callbacks, without reopening the socket when a parent re-renders.
  const handlers = useRef({ onEvent, onVisitCompleted, toast, refetchVisits, createSocket });
  useEffect(() => {
    handlers.current = { onEvent, onVisitCompleted, toast, refetchVisits, createSocket };
  });

  const userId = user?.role === 'homeowner' ? user.id : null;

  useEffect(() => {
    if (userId === null) return;
    let stopped = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const handle = (event: RealtimeEvent) => {
      const h = handlers.current;
      if (event.type === 'visitCompleted' && event.homeownerId === userId) {
        h.toast({ ...TOASTS.visitCompletedLive, variant: 'success' });
        void h.refetchVisits();
        void h.onVisitCompleted?.();
        window.scrollTo({ top: 0, behavior: 'smooth' });
      }
      h.onEvent?.(event);
    };

    const connect = () => {
      const socket = handlers.current.createSocket(realtimeUrl(window.location));
      socketRef.current = socket;
      socket.onopen = () => {
        attempt = 0;
        setConnected(true);
      };
      socket.onmessage = (message) => {
        const event = parseRealtimeEvent(message.data);
        if (event) handle(event);
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
  }, [userId]);

  /** Sends a client message when the socket is open; false when it could not. */
  const send = useCallback((message: RealtimeClientMessage): boolean => {
    const socket = socketRef.current;
    if (!socket || socket.readyState !== OPEN) return false;
    socket.send(JSON.stringify(message));
    return true;
  }, []);

  return { connected, send };
}
