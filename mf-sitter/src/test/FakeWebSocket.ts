import { act } from '@testing-library/react';
import type { SocketLike } from '@housesit/shell/kit/areas';
import type { SocketConstructor } from '../features/messages';

export interface FakeSocket extends SocketLike {
  readonly url: string;
  readonly sent: unknown[];
  closed: boolean;
  /** The server accepted the connection. */
  open(): void;
  /** A frame from the server: objects are sent as JSON, strings as they are. */
  receive(frame: unknown): void;
  /** The connection dropped (not closed by the page). */
  drop(): void;
}

/**
 * A WebSocket constructor for component tests, with its own list of the sockets it made, so a
 * test can play the server: open, push frames, drop the connection, read what the page sent.
 */
export function createFakeWebSocket() {
  const sockets: FakeSocket[] = [];
  class FakeWebSocketImpl implements FakeSocket {
    readonly url: string;
    readonly sent: unknown[] = [];
    readyState = 0;
    closed = false;
    onopen: SocketLike['onopen'] = null;
    onmessage: SocketLike['onmessage'] = null;
    onclose: SocketLike['onclose'] = null;
    onerror: SocketLike['onerror'] = null;

    constructor(url: string) {
      this.url = url;
      sockets.push(this);
    }
    send(data: string) {
      this.sent.push(JSON.parse(data));
    }
    close() {
      this.closed = true;
      this.readyState = 3;
    }
    open() {
      this.readyState = 1;
      act(() => this.onopen?.(new Event('open')));
    }
    receive(frame: unknown) {
      const data = typeof frame === 'string' ? frame : JSON.stringify(frame);
      act(() => this.onmessage?.({ data } as MessageEvent));
    }
    drop() {
      this.readyState = 3;
      act(() => this.onclose?.({} as CloseEvent));
    }
  }
  const Impl: SocketConstructor = FakeWebSocketImpl;
  return { Impl, sockets, latest: () => sockets[sockets.length - 1] };
}
