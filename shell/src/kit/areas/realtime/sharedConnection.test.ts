/**
 * Issue 22: an instance that shuts down closes its sockets with 1001 'going away'; the page's
 * connection must come back by itself (the load balancer sends it to another instance).
 */
import { REALTIME_CLOSE_CODES, reconnectDelayMs } from '@housesit/shared-contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SharedRealtimeConnection, type SocketLike } from './sharedConnection';

class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  send(): void {}
  close(): void {}
  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  serverClose(code: number): void {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code, reason: 'server restarting' }));
  }
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the shared realtime connection', () => {
  it("reconnects after the server's 1001 going away", () => {
    const sockets: FakeSocket[] = [];
    const connection = new SharedRealtimeConnection(() => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    });
    const statuses: boolean[] = [];
    const unsubscribe = connection.subscribe({ onEvent: () => {}, onStatus: (connected) => statuses.push(connected) });
    sockets[0]!.open();
    sockets[0]!.serverClose(REALTIME_CLOSE_CODES.goingAway);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(reconnectDelayMs(0));
    expect(sockets).toHaveLength(2);
    sockets[1]!.open();
    expect(statuses).toEqual([false, true, false, true]);
    unsubscribe();
  });
});
