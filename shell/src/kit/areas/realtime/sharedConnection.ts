import {
  REALTIME_CLOSE_CODES,
  parseRealtimeEvent,
  realtimeUrl,
  reconnectDelayMs,
  type RealtimeClientMessage,
  type RealtimeEvent,
} from '@housesit/shared-contracts';

/** The part of a WebSocket the connection uses, so tests can hand in a fake. */
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

export interface RealtimeListener {
  onEvent(event: RealtimeEvent): void;
  onStatus(connected: boolean): void;
  /** True while a socket is being opened, false once it opened or failed. */
  onOpening?(opening: boolean): void;
  /** The server ended the socket's session (signed out elsewhere, password changed, account deactivated). */
  onSessionEnded?(): void;
}

const OPEN = 1;

/**
 * One /ws socket per page, shared by everything that listens (the navigation's unread badge, the
 * live lists, an open conversation): the server caps sockets per session (api/src/realtime/limits.ts),
 * so each screen opening its own would waste them. Open while anyone listens, closed when the last
 * listener leaves, reconnected with backoff when it drops (a phone at a door loses signal).
 * Malformed frames are logged and ignored.
 */
export class SharedRealtimeConnection {
  private readonly listeners = new Set<RealtimeListener>();
  private socket: SocketLike | null = null;
  private connected = false;
  private opening = false;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly createSocket: SocketFactory) {}

  subscribe(listener: RealtimeListener): () => void {
    this.listeners.add(listener);
    listener.onStatus(this.connected);
    listener.onOpening?.(this.opening);
    if (this.listeners.size === 1) this.connect();
    return () => {
      if (!this.listeners.delete(listener) || this.listeners.size > 0) return;
      this.stop();
    };
  }

  /** Sends a client message when the socket is open; false when it could not. */
  send(message: RealtimeClientMessage): boolean {
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN) return false;
    socket.send(JSON.stringify(message));
    return true;
  }

  private setConnected(connected: boolean): void {
    this.connected = connected;
    for (const listener of [...this.listeners]) listener.onStatus(connected);
  }

  private setOpening(opening: boolean): void {
    this.opening = opening;
    for (const listener of [...this.listeners]) listener.onOpening?.(opening);
  }

  private connect(): void {
    const socket = this.createSocket(realtimeUrl(window.location));
    this.socket = socket;
    this.setOpening(true);
    socket.onopen = () => {
      this.attempt = 0;
      this.setOpening(false);
      this.setConnected(true);
    };
    socket.onmessage = (message) => {
      const event = parseRealtimeEvent(message.data);
      if (!event) {
        console.warn('Ignoring a malformed realtime message', message.data);
        return;
      }
      for (const listener of [...this.listeners]) listener.onEvent(event);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.setOpening(false);
      this.setConnected(false);
      // A session that ended (signed out, password reset, account deactivated) would only be
      // refused: no reconnect. The listeners are told, so the shell re-checks the session at once
      // and leaves the page (which signs the user out and unsubscribes) even if the screen
      // makes no further request: a deactivated sitter must not keep reading customers' visits.
      if (event.code === REALTIME_CLOSE_CODES.sessionEnded) {
        for (const listener of [...this.listeners]) listener.onSessionEnded?.();
        return;
      }
      if (this.listeners.size === 0) return;
      this.timer = setTimeout(() => this.connect(), reconnectDelayMs(this.attempt));
      this.attempt += 1;
    };
    // An error is always followed by close, which schedules the reconnect.
    socket.onerror = () => {};
  }

  private stop(): void {
    clearTimeout(this.timer);
    const socket = this.socket;
    this.socket = null;
    this.attempt = 0;
    socket?.close();
    this.setOpening(false);
    this.setConnected(false);
  }
}

// Read at call time, so a test that swaps the global constructor is honoured.
export const browserSocket: SocketFactory = (url) => new WebSocket(url);

const connections = new WeakMap<SocketFactory, SharedRealtimeConnection>();

/** The page's connection for this socket factory (tests pass their own fake factory). */
export function sharedRealtimeConnection(createSocket: SocketFactory = browserSocket): SharedRealtimeConnection {
  let connection = connections.get(createSocket);
  if (!connection) {
    connection = new SharedRealtimeConnection(createSocket);
    connections.set(createSocket, connection);
  }
  return connection;
}
