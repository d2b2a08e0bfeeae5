/**
 * The realtime fan-out (docs/product/DECISIONS.md: several API instances, no extra broker): publishing an
 * event is NOTIFY housesit_events '<envelope>'; every process LISTENs and hands each envelope
 * to the sockets of its own hub that the audience covers.
 *
 * Ended sessions travel the same way: every deletion of a session row NOTIFYs
 * housesit_sessions_ended (auth/sessions.ts), and every process closes that session's sockets at
 * once. A timer re-checks the sessions of the open sockets as a backstop (a lost notice, a
 * session that timed out without anyone deleting it).
 */
import { REALTIME_CLOSE_CODES, type RealtimeEvent } from '@housesit/shared-contracts';
import { endedSessionHashes, sessionPublicId, SESSIONS_ENDED_CHANNEL } from '../auth/sessions.js';
import type { Clock } from '../deps.js';
import type { Database, NotificationChannel } from '../db/open.js';
import type { EventPublisher } from '../events/publisher.js';
import type { ErrorLogger } from '../http/errors.js';
import { getMessage } from '../messages/messages.js';
import { EVENTS_CHANNEL, parseEnvelope, toEnvelope } from './envelope.js';
import { RealtimeHub } from './hub.js';
import { presenceWriter } from './presence.js';
import type { SocketLimits } from './limits.js';

export interface Realtime {
  hub: RealtimeHub;
  /** The app's `events`: publishes through NOTIFY. */
  events: EventPublisher;
  /** Closes the sockets whose session is gone or timed out; answers how many (the timer's work). */
  recheckSessions(): Promise<number>;
  /** Stops listening (the sockets belong to the HTTP server). */
  close(): Promise<void>;
}

/** How often the open sockets' sessions are checked against the database. */
export const SESSION_RECHECK_MS = 60_000;
export const SESSION_ENDED_REASON = 'session ended';

export async function startRealtime(deps: {
  db: Database;
  channel: NotificationChannel;
  logError: ErrorLogger;
  clock?: Clock;
  /** Backstop interval; 0 turns the timer off (tests call recheckSessions). */
  sessionRecheckMs?: number;
  /** Socket caps (default: limits.ts, from this process's descriptor limit). */
  socketLimits?: SocketLimits;
}): Promise<Realtime> {
  const presence = presenceWriter(deps.db, deps.logError);
  const hub = new RealtimeHub(deps.socketLimits, (userId, sockets) => presence.set(userId, sockets));
  const logDelivery = (error: unknown) => deps.logError('[ws] could not send an event:', error);

  const receive = async (payload: string) => {
    const envelope = parseEnvelope(payload);
    if (!envelope) {
      deps.logError('[ws] ignored a notification that is not an event envelope:', payload.slice(0, 200));
      return;
    }
    const recipients = hub.recipients(envelope.audience);
    if (recipients.length === 0) return;
    let event: RealtimeEvent;
    if ('messageId' in envelope) {
      const message = await getMessage(deps.db, envelope.messageId);
      if (!message) return;
      event = { type: 'message', message };
    } else {
      event = envelope.event;
    }
    hub.deliver(recipients, event, logDelivery);
  };

  const unlisten = await deps.channel.listen(EVENTS_CHANNEL, (payload) => {
    receive(payload).catch((error: unknown) => deps.logError('[ws] could not deliver an event:', error));
  });
  const closeEnded = (sessionIds: Iterable<string>) =>
    hub.closeSessions(sessionIds, REALTIME_CLOSE_CODES.sessionEnded, SESSION_ENDED_REASON, (error) =>
      deps.logError('[ws] could not close a socket:', error),
    );
  const unlistenSessions = await deps.channel.listen(SESSIONS_ENDED_CHANNEL, (payload) => {
    closeEnded(payload.split(',').filter((id) => id.length > 0));
  });

  const recheckSessions = async () => {
    await presence.heartbeat();
    const ended = await endedSessionHashes(deps.db, hub.sessionHashes(), deps.clock?.now() ?? new Date());
    return closeEnded(ended.map(sessionPublicId));
  };
  const every = deps.sessionRecheckMs ?? SESSION_RECHECK_MS;
  const timer =
    every > 0
      ? setInterval(() => {
          recheckSessions().catch((error: unknown) => deps.logError('[ws] could not re-check sessions:', error));
        }, every)
      : null;
  timer?.unref();

  return {
    hub,
    events: { publish: (event) => deps.channel.notify(EVENTS_CHANNEL, JSON.stringify(toEnvelope(event))) },
    recheckSessions,
    close: async () => {
      if (timer) clearInterval(timer);
      await unlistenSessions();
      await unlisten();
      await presence.clear();
    },
  };
}
