/**
 * The /ws protocol as both sides of the page use it: the server's events (RealtimeEvent, in
 * schemas/homeowner.ts), how a browser reads a frame, where the socket is and how it reconnects,
 * and the typing indicator's timing. The homeowner's and the sitter's areas both speak it.
 */
import { enums, is, literal, nullable, number, string, type, union } from 'superstruct';
import { VISIT_STATUSES } from './schemas/visit.js';
import type { RealtimeEvent } from './schemas/homeowner.js';

/** At most one 'typing' message to the server this often while the user types. */
export const TYPING_SEND_INTERVAL_MS = 2000;
/** 'Typing...' stays up this long after the other side's last typing event. */
export const TYPING_VISIBLE_MS = 3000;
/**
 * Why the server closed a /ws socket (the close frame's code). A page need not reconnect after
 * `sessionEnded` (the handshake would answer 401 until the user signs in again).
 */
export const REALTIME_CLOSE_CODES = {
  /** The socket's session was signed out, ended in /settings, or replaced by a password change. */
  sessionEnded: 4001,
  /** Too many sockets for this session, user or address (RFC 6455 policy violation). */
  tooManySockets: 1008,
  /** This server holds as many sockets as it may; try again later (RFC 6455 1013). */
  serverFull: 1013,
  /** This instance is shutting down (RFC 6455 1001): reconnect, the load balancer sends you to another. */
  goingAway: 1001,
} as const;

/** Reconnect waits grow 1 s, 2 s, 4 s ... up to this. */
export const REALTIME_RECONNECT_MAX_MS = 30_000;

const id = () => number();
// type(), not object(): a newer server may add fields, and an older page must still read the frame.
const RealtimeEventStruct = union([
  type({ type: literal('visitCompleted'), homeownerId: id(), visitId: id() }),
  type({ type: literal('typing'), visitId: id(), userId: id(), firstName: string() }),
  type({ type: literal('visitChanged'), visitId: id(), status: enums(VISIT_STATUSES), assignedSitterId: nullable(id()) }),
  type({ type: literal('conversationRead'), visitId: id() }),
  type({ type: literal('notificationsChanged') }),
  type({
    type: literal('message'),
    message: type({
      id: id(),
      visitId: id(),
      body: string(),
      createdAt: string(),
      sender: type({ id: id(), firstName: string(), lastName: string() }),
    }),
  }),
]);

/**
 * Reads one /ws frame. Anything that is not JSON text of one of the event shapes gives null, so
 * the caller logs it and carries on (docs/product/customer.md §7: malformed messages are only logged).
 */
export function parseRealtimeEvent(data: unknown): RealtimeEvent | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  return is(value, RealtimeEventStruct) ? (value as RealtimeEvent) : null;
}

/** ws://host/ws, or wss:// on an https page: the socket lives on the site's own origin. */
export function realtimeUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws`;
}

/** Wait before reconnect attempt n (0-based): 1 s, 2 s, 4 s ... at most REALTIME_RECONNECT_MAX_MS. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, REALTIME_RECONNECT_MAX_MS);
}
