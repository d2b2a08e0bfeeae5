/** The WebSocket connections of this process, by user, and delivery to an audience. */
import type { RealtimeEvent, Role } from '@housesit/shared-contracts';
import type { Audience } from './envelope.js';

export interface Connection {
  userId: number;
  role: Role;
  /** The stored hash of the session the socket was opened with, and its public id. */
  sessionHash: string;
  sessionId: string;
  send(data: string): void;
  /** Closes the socket with a close frame (REALTIME_CLOSE_CODES). */
  close(code: number, reason: string): void;
}

export class RealtimeHub {
  private readonly byUser = new Map<number, Set<Connection>>();
  private readonly byRole = new Map<Role, Set<Connection>>();
  private readonly bySession = new Map<string, Set<Connection>>();

  add(connection: Connection): void {
    addTo(this.byUser, connection.userId, connection);
    addTo(this.byRole, connection.role, connection);
    addTo(this.bySession, connection.sessionId, connection);
  }

  remove(connection: Connection): void {
    removeFrom(this.byUser, connection.userId, connection);
    removeFrom(this.byRole, connection.role, connection);
    removeFrom(this.bySession, connection.sessionId, connection);
  }

  /** The stored hashes of the sessions that have sockets here (each once). */
  sessionHashes(): string[] {
    const hashes = new Set<string>();
    for (const set of this.bySession.values()) for (const c of set) hashes.add(c.sessionHash);
    return [...hashes];
  }

  /**
   * Closes every socket of these sessions (public ids) and forgets them at once, so not one
   * more event reaches them while the close handshake runs. Answers how many were closed.
   */
  closeSessions(sessionIds: Iterable<string>, code: number, reason: string, onError: (error: unknown) => void): number {
    let closed = 0;
    for (const id of sessionIds) {
      for (const connection of [...(this.bySession.get(id) ?? [])]) {
        this.remove(connection);
        closed += 1;
        try {
          connection.close(code, reason);
        } catch (error) {
          onError(error);
        }
      }
    }
    return closed;
  }

  /** Open connections here. */
  get size(): number {
    let total = 0;
    for (const set of this.byUser.values()) total += set.size;
    return total;
  }

  /** This process's connections that the audience covers (each once). */
  recipients(audience: Audience): Connection[] {
    const found = new Set<Connection>();
    for (const userId of audience.userIds) for (const c of this.byUser.get(userId) ?? []) found.add(c);
    for (const role of audience.roles) for (const c of this.byRole.get(role) ?? []) found.add(c);
    return [...found].filter((c) => c.userId !== audience.exceptUserId);
  }

  deliver(connections: readonly Connection[], event: RealtimeEvent, onError: (error: unknown) => void): void {
    const data = JSON.stringify(event);
    for (const connection of connections) {
      try {
        connection.send(data);
      } catch (error) {
        onError(error);
      }
    }
  }
}

function addTo<K>(map: Map<K, Set<Connection>>, key: K, connection: Connection): void {
  const set = map.get(key);
  if (set) set.add(connection);
  else map.set(key, new Set([connection]));
}

function removeFrom<K>(map: Map<K, Set<Connection>>, key: K, connection: Connection): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(connection);
  if (set.size === 0) map.delete(key);
}
