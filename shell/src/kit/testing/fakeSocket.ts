import { act } from '@testing-library/react';
import type { SocketFactory, SocketLike } from '../areas/realtime/useRealtimeSocket';

export interface FakeSocket extends SocketLike {
  readonly url: string;
  /** The client messages the page sent, parsed. */
  readonly sent: unknown[];
  closed: boolean;
  /** Server side: the handshake succeeded. */
  open(): void;
  /** Server side: one frame; objects are sent as JSON, strings as they are (malformed frames). */
  receive(frame: unknown): void;
  /** Server side: the connection dropped (not closed by the page), with a close code (default 1006). */
  drop(code?: number): void;
}

/**
 * Plays the /ws server for component tests: hand `createSocket` (or `Constructor`) to the hook,
 * then open, push frames, drop the connection and read what the page sent.
 */
export function createFakeSockets() {
  const sockets: FakeSocket[] = [];
  class FakeWebSocket implements FakeSocket {
    readonly sent: unknown[] = [];
    readyState = 0;
    closed = false;
    onopen: SocketLike['onopen'] = null;
    onmessage: SocketLike['onmessage'] = null;
    onclose: SocketLike['onclose'] = null;
    onerror: SocketLike['onerror'] = null;

    constructor(readonly url: string) {
      sockets.push(this);
    }
    send(data: string) {
      this.sent.push(JSON.parse(data) as unknown);
    }
    close() {
      this.closed = true;
      this.readyState = 3;
    }
    open() {
      act(() => {
        this.readyState = 1;
        this.onopen?.(new Event('open'));
      });
    }
    receive(frame: unknown) {
      act(() => {
        this.onmessage?.(new MessageEvent('message', { data: typeof frame === 'string' ? frame : JSON.stringify(frame) }));
      });
    }
    drop(code = 1006) {
      act(() => {
        this.readyState = 3;
        this.onclose?.(new CloseEvent('close', { code }));
      });
    }
  }
  const createSocket: SocketFactory = (url) => new FakeWebSocket(url);
  return {
    createSocket,
    Constructor: FakeWebSocket as new (url: string) => FakeSocket,
    sockets,
    /** The socket opened last; throws when none was. */
    latest(): FakeSocket {
      const socket = sockets.at(-1);
      if (!socket) throw new Error('No socket was opened');
      return socket;
    },
  };
}
