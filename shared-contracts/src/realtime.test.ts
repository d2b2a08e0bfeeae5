import { describe, expect, it } from 'vitest';
import { parseRealtimeEvent, realtimeUrl, reconnectDelayMs } from './realtime.js';

const message = {
  id: 1,
  visitId: 7,
  body: 'Hi',
  createdAt: '2025-06-10T14:00:00.000Z',
  sender: { id: 10, firstName: 'Hannah', lastName: 'Homer', role: 'homeowner' },
};

describe('the /ws protocol', () => {
  it('reads the contract events, and keeps fields a newer server adds', () => {
    expect(parseRealtimeEvent(JSON.stringify({ type: 'visitCompleted', homeownerId: 10, visitId: 7, at: 'later' }))).toMatchObject({
      visitId: 7,
    });
    expect(parseRealtimeEvent(JSON.stringify({ type: 'message', message }))).toEqual({ type: 'message', message });
    expect(parseRealtimeEvent(JSON.stringify({ type: 'typing', visitId: 7, userId: 10, firstName: 'Hannah' }))).toMatchObject({
      type: 'typing',
    });
    expect(parseRealtimeEvent(JSON.stringify({ type: 'visitCompleted', homeownerId: 10, visitId: 7 }))).toMatchObject({
      type: 'visitCompleted',
    });
  });

  it('gives null for anything malformed', () => {
    for (const frame of [
      'nope',
      '[]',
      'null',
      '{"type":"typing","visitId":"7"}',
      '{"type":"visitCompleted","visitId":7}',
      JSON.stringify({ type: 'message', message: { ...message, sender: null } }),
      JSON.stringify({ type: 'other' }),
    ]) {
      expect(parseRealtimeEvent(frame)).toBeNull();
    }
    expect(parseRealtimeEvent(new ArrayBuffer(2))).toBeNull();
  });

  it('uses the page origin, wss on https', () => {
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/ws');
    expect(realtimeUrl({ protocol: 'https:', host: 'housesit.example' })).toBe('wss://housesit.example/ws');
  });

  it('backs off 1 s, 2 s, 4 s ... up to 30 s', () => {
    expect([0, 1, 2, 5, 10].map(reconnectDelayMs)).toEqual([1000, 2000, 4000, 30_000, 30_000]);
  });
});
