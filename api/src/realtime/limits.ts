/**
 * How many /ws sockets one instance holds (one session held 19,968 sockets and
 * ran the server out of file descriptors; at 3,000 sockets one chat message was sent 3,000
 * times). A socket beyond a cap is accepted and closed at once with a close code
 * (REALTIME_CLOSE_CODES): 1008 for a session, user or address over its cap, 1013 when the
 * instance is full. Per instance: several instances each hold their own.
 */
import { readFileSync } from 'node:fs';

export interface SocketLimits {
  /** Tabs of one browser session: a page opens one socket; more tabs open more. */
  perSession: number;
  /** Every session of one user (phone, laptop, a few tabs each). */
  perUser: number;
  /** One client address, every user behind it (an office, carrier NAT). */
  perAddress: number;
  /** The whole instance: below its file-descriptor limit, leaving room for HTTP and the database. */
  total: number;
}

export const SOCKETS_PER_SESSION = 8;
export const SOCKETS_PER_USER = 32;
export const SOCKETS_PER_ADDRESS = 256;
export const SOCKETS_TOTAL_MAX = 10_000;
/** Share of the process's descriptor limit that sockets may take. */
const DESCRIPTOR_SHARE = 0.5;

/** The soft limit on open files of this process (Linux /proc), or null when unknown. */
export function openFilesLimit(read: () => string = () => readFileSync('/proc/self/limits', 'utf8')): number | null {
  try {
    const line = read()
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
    const value = soft === undefined ? NaN : Number(soft);
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** The caps of this process: SOCKETS_TOTAL_MAX, lowered to half the descriptor limit. */
export function defaultSocketLimits(descriptors: number | null = openFilesLimit()): SocketLimits {
  const total = descriptors === null ? SOCKETS_TOTAL_MAX : Math.min(SOCKETS_TOTAL_MAX, Math.floor(descriptors * DESCRIPTOR_SHARE));
  return { perSession: SOCKETS_PER_SESSION, perUser: SOCKETS_PER_USER, perAddress: SOCKETS_PER_ADDRESS, total };
}
