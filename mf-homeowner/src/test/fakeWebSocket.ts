import { act } from '@testing-library/react';
import type { SocketLike } from '@housesit/shell/kit/areas';

/**
 * A WebSocket stand-in: records every socket opened, what was sent, and lets a test play the
 * server (open, push a frame, drop the connection).
 */
export class FakeWebSocket implements SocketLike {
  static instances: FakeWebSocket[] = [];
  static reset() {
    FakeWebSocket.instances = [];
  }
  static get latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('No socket was opened');
    return socket;
  }

  readyState = 0;
  readonly sent: string[] = [];
  closed = false;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  send(data: string) {
    this.sent.push(data);
  }

  close() {
    this.closed = true;
    this.readyState = 3;
  }

  /** The parsed client messages sent so far. */
  get sentMessages(): unknown[] {
    return this.sent.map((s) => JSON.parse(s) as unknown);
  }

  /** Server side: the handshake succeeded. */
  open() {
    act(() => {
      this.readyState = 1;
      this.onopen?.(new Event('open'));
    });
  }

  /** Server side: one frame; objects are sent as JSON, strings as they are. */
  push(data: unknown) {
    act(() => {
      this.onmessage?.(new MessageEvent('message', { data: typeof data === 'string' ? data : JSON.stringify(data) }));
    });
  }

  /** Server side: the connection dropped. */
  drop() {
    act(() => {
      this.readyState = 3;
      this.onclose?.(new CloseEvent('close'));
    });
  }
}
