/** The WebSocket connections of this process, by user, and delivery to an audience. */
import { REALTIME_CLOSE_CODES, type RealtimeEvent, type Role } from '@housesit/shared-contracts';
import type { Audience } from './envelope.js';
import { defaultSocketLimits, type SocketLimits } from './limits.js';

export interface Connection {
  userId: number;
  role: Role;
  /** The stored hash of the session the socket was opened with, and its public id. */
  sessionHash: string;
  sessionId: string;
  /** The client address's throttling key (auth/throttle.ts ipKey), or null when unknown. */
  address: string | null;
  send(data: string): void;
  /** Closes the socket with a close frame (REALTIME_CLOSE_CODES). */
  close(code: number, reason: string): void;
}

/** Why a socket was not admitted: its close code and reason. */
export interface SocketRefusal {
  code: number;
  reason: string;
}

export class RealtimeHub {
  private readonly byUser = new Map<number, Set<Connection>>();
  private readonly byRole = new Map<Role, Set<Connection>>();
  private readonly bySession = new Map<string, Set<Connection>>();
  private readonly byAddress = new Map<string, Set<Connection>>();
  private count = 0;

  /**
   * `onPresence(userId, sockets)` hears every change of a user's socket count here (presence.ts
   * stores it so any instance can tell whether someone is connected).
   */
  constructor(
    readonly limits: SocketLimits = defaultSocketLimits(),
    private readonly onPresence: (userId: number, sockets: number) => void = () => {},
  ) {}

  /** Why `connection` may not join (a cap reached), or null when it may. */
  refusal(connection: Pick<Connection, 'userId' | 'sessionId' | 'address'>): SocketRefusal | null {
    const { tooManySockets, serverFull } = REALTIME_CLOSE_CODES;
    if (this.count >= this.limits.total) return { code: serverFull, reason: 'server full' };
    if ((this.bySession.get(connection.sessionId)?.size ?? 0) >= this.limits.perSession)
      return { code: tooManySockets, reason: 'too many sockets for this session' };
    if ((this.byUser.get(connection.userId)?.size ?? 0) >= this.limits.perUser)
      return { code: tooManySockets, reason: 'too many sockets for this user' };
    if (connection.address !== null && (this.byAddress.get(connection.address)?.size ?? 0) >= this.limits.perAddress) {
      return { code: tooManySockets, reason: 'too many sockets from this address' };
    }
    return null;
  }

  /** Adds the connection unless a cap is reached; answers the refusal then (the caller closes it). */
  admit(connection: Connection): SocketRefusal | null {
    const refused = this.refusal(connection);
    if (!refused) this.add(connection);
    return refused;
  }

  add(connection: Connection): void {
    if (this.byUser.get(connection.userId)?.has(connection)) return;
    addTo(this.byUser, connection.userId, connection);
    addTo(this.byRole, connection.role, connection);
    addTo(this.bySession, connection.sessionId, connection);
    if (connection.address !== null) addTo(this.byAddress, connection.address, connection);
    this.count += 1;
    this.onPresence(connection.userId, this.byUser.get(connection.userId)?.size ?? 0);
  }

  remove(connection: Connection): void {
    if (!this.byUser.get(connection.userId)?.has(connection)) return;
    removeFrom(this.byUser, connection.userId, connection);
    removeFrom(this.byRole, connection.role, connection);
    removeFrom(this.bySession, connection.sessionId, connection);
    if (connection.address !== null) removeFrom(this.byAddress, connection.address, connection);
    this.count -= 1;
    this.onPresence(connection.userId, this.byUser.get(connection.userId)?.size ?? 0);
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
    return this.count;
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
