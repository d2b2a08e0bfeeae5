import { afterEach, describe, expect, it, vi } from 'vitest';
import { REALTIME_CLOSE_CODES, type RealtimeEvent } from '@housesit/shared-contracts';
import { createFakeSockets } from '@housesit/shell/kit/testing';
import { SharedRealtimeConnection } from './sharedConnection';

afterEach(() => {
  vi.useRealTimers();
});

function listener() {
  const events: RealtimeEvent[] = [];
  return { events, onEvent: (event: RealtimeEvent) => void events.push(event), onStatus: vi.fn() };
}

describe('the page’s shared /ws connection', () => {
  it('opens one socket for every listener, hands each event to all, and closes with the last', () => {
    const ws = createFakeSockets();
    const connection = new SharedRealtimeConnection(ws.createSocket);
    const badge = listener();
    const chat = listener();
    const leaveBadge = connection.subscribe(badge);
    const leaveChat = connection.subscribe(chat);
    expect(ws.sockets).toHaveLength(1);
    ws.sockets[0]!.open();
    ws.sockets[0]!.receive({ type: 'conversationRead', visitId: 3 });
    expect(badge.events).toEqual([{ type: 'conversationRead', visitId: 3 }]);
    expect(chat.events).toEqual(badge.events);
    leaveBadge();
    expect(ws.sockets[0]!.closed).toBe(false);
    leaveChat();
    expect(ws.sockets[0]!.closed).toBe(true);
  });

  it('says while a socket is being opened, until it opened or failed', () => {
    vi.useFakeTimers();
    const ws = createFakeSockets();
    const connection = new SharedRealtimeConnection(ws.createSocket);
    const opening: boolean[] = [];
    connection.subscribe({ ...listener(), onOpening: (value) => void opening.push(value) });
    expect(opening).toEqual([false, true]);
    ws.sockets[0]!.open();
    expect(opening.at(-1)).toBe(false);
    ws.sockets[0]!.drop();
    vi.advanceTimersByTime(1000);
    expect(opening.at(-1)).toBe(true);
    ws.sockets[1]!.drop();
    expect(opening.at(-1)).toBe(false);
  });

  it('reconnects after a drop, but not after the server ended the session', () => {
    vi.useFakeTimers();
    const ws = createFakeSockets();
    const connection = new SharedRealtimeConnection(ws.createSocket);
    connection.subscribe(listener());
    ws.sockets[0]!.open();
    ws.sockets[0]!.drop();
    vi.advanceTimersByTime(1000);
    expect(ws.sockets).toHaveLength(2);
    ws.sockets[1]!.open();
    ws.sockets[1]!.drop(REALTIME_CLOSE_CODES.sessionEnded);
    vi.advanceTimersByTime(60_000);
    expect(ws.sockets).toHaveLength(2);
  });

  it("reconnects after an instance's 1001 going away (the load balancer sends it elsewhere)", () => {
    vi.useFakeTimers();
    const ws = createFakeSockets();
    const connection = new SharedRealtimeConnection(ws.createSocket);
    const status = listener();
    connection.subscribe(status);
    ws.sockets[0]!.open();
    ws.sockets[0]!.drop(REALTIME_CLOSE_CODES.goingAway);
    vi.advanceTimersByTime(1000);
    expect(ws.sockets).toHaveLength(2);
    ws.sockets[1]!.open();
    expect(status.onStatus.mock.calls.map(([connected]) => connected)).toEqual([false, true, false, true]);
  });
});
