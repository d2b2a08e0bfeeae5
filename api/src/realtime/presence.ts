/**
 * Who has a /ws socket open on any API instance (socket_presence), so the new-message email goes
 * only to people who are not connected. Each instance writes its own rows: the socket
 * count per user when it changes, and a heartbeat with the session re-check; rows an instance
 * that died left behind go stale after PRESENCE_STALE_MS and count as not connected.
 */
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/open.js';
import { socketPresence } from '../db/schema.js';
import type { ErrorLogger } from '../http/errors.js';

/** A row older than this (three missed heartbeats of SESSION_RECHECK_MS) is ignored. */
export const PRESENCE_STALE_MS = 3 * 60_000;

export interface PresenceWriter {
  readonly instanceId: string;
  /** Records that `userId` now has `sockets` sockets on this instance (queued, in order). */
  set(userId: number, sockets: number): void;
  /** Marks this instance's rows fresh (the heartbeat; `set` keeps their counts right). */
  heartbeat(): Promise<void>;
  /** Waits for queued writes, then deletes this instance's rows (a clean stop). */
  clear(): Promise<void>;
}

export function presenceWriter(db: Database, logError: ErrorLogger): PresenceWriter {
  const instanceId = randomUUID();
  // One write at a time, in the order the hub saw the changes: a connect and a quick disconnect
  // must not land the other way round.
  let queue: Promise<void> = Promise.resolve();
  const enqueue = (write: () => Promise<unknown>) => {
    queue = queue.then(write).then(
      () => undefined,
      (error: unknown) => logError('[ws] could not record presence:', error),
    );
  };
  // The database's clock, the same one connectedUsers compares with, whatever the app's clock says.
  const upsert = (userId: number, sockets: number) =>
    db
      .insert(socketPresence)
      .values({ userId, instanceId, sockets, seenAt: sql`now()` })
      .onConflictDoUpdate({ target: [socketPresence.userId, socketPresence.instanceId], set: { sockets, seenAt: sql`now()` } });

  return {
    instanceId,
    set(userId, sockets) {
      enqueue(() =>
        sockets > 0
          ? upsert(userId, sockets)
          : db.delete(socketPresence).where(and(eq(socketPresence.userId, userId), eq(socketPresence.instanceId, instanceId))),
      );
    },
    async heartbeat() {
      enqueue(() =>
        db
          .update(socketPresence)
          .set({ seenAt: sql`now()` })
          .where(eq(socketPresence.instanceId, instanceId)),
      );
      await queue;
    },
    async clear() {
      enqueue(() => db.delete(socketPresence).where(eq(socketPresence.instanceId, instanceId)));
      await queue;
    },
  };
}

/** Of `userIds`, those with a socket open on some live instance. */
export async function connectedUsers(db: Database, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: socketPresence.userId })
    .from(socketPresence)
    .where(
      and(
        inArray(socketPresence.userId, [...userIds]),
        gt(socketPresence.sockets, 0),
        gt(socketPresence.seenAt, sql`now() - ${PRESENCE_STALE_MS / 1000} * interval '1 second'`),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}
