import type { RealtimeEvent } from '@housesit/shared-contracts';

/** How long 'Typing...' stays up after the other side's last typing event. */
export const TYPING_VISIBLE_MS = 3000;
/** At most one typing event to the server this often while the sitter types. */
export const TYPING_SEND_INTERVAL_MS = 2000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Reads one /ws frame. Anything that is not JSON or not one of the contract's event shapes gives
 * null, so the caller can log it and carry on instead of rendering half a message.
 */
export function parseRealtimeFrame(data: unknown): RealtimeEvent | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  switch (value.type) {
    case 'visitCompleted':
      return isNumber(value.homeownerId) && isNumber(value.visitId) ? (value as RealtimeEvent) : null;
    case 'typing':
      return isNumber(value.visitId) && isNumber(value.userId) && typeof value.firstName === 'string' ? (value as RealtimeEvent) : null;
    case 'message': {
      const m = value.message;
      const sender = isRecord(m) ? m.sender : null;
      return isRecord(m) &&
        isNumber(m.id) &&
        isNumber(m.visitId) &&
        typeof m.body === 'string' &&
        typeof m.createdAt === 'string' &&
        isRecord(sender) &&
        isNumber(sender.id) &&
        typeof sender.firstName === 'string' &&
        typeof sender.lastName === 'string'
        ? (value as RealtimeEvent)
        : null;
    }
    default:
      return null;
  }
}

/** ws://host/ws, or wss:// on an https page: the socket lives on the site's own origin. */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return (location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/ws';
}

/** Wait before reconnect attempt n (0-based): 1 s, 2 s, 4 s ... at most 30 s. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}
