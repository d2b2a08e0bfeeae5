import type { RealtimeEvent } from '@housesit/shared-contracts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Reads one frame from /ws. Anything that is not JSON or not one of the contract's event shapes
 * gives null: the caller logs it and carries on (customer.md §7, malformed messages only logged).
 */
export function parseRealtimeEvent(data: unknown): RealtimeEvent | null {
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
      return isNumber(value.visitId) && isNumber(value.userId) && typeof value.firstName === 'string'
        ? (value as RealtimeEvent)
        : null;
    case 'message': {
      const message = value.message;
      return isRecord(message) &&
        isNumber(message.id) &&
        isNumber(message.visitId) &&
        typeof message.body === 'string' &&
        typeof message.createdAt === 'string' &&
        isRecord(message.sender)
        ? (value as RealtimeEvent)
        : null;
    }
    default:
      return null;
  }
}

/** ws://host/ws or wss://host/ws for the page the app is served from (the API's origin). */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws`;
}

/** Wait before reconnect attempt n (0-based): 1 s, 2 s, 4 s ... at most 30 s. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}
