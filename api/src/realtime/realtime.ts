/**
 * The realtime fan-out (DECISIONS.md: several API instances, no extra broker): publishing an
 * event is NOTIFY housesit_events '<envelope>'; every process LISTENs and hands each envelope
 * to the sockets of its own hub that the audience covers.
 */
import type { RealtimeEvent } from '@housesit/shared-contracts';
import type { Database, NotificationChannel } from '../db/open.js';
import type { EventPublisher } from '../events/publisher.js';
import type { ErrorLogger } from '../http/errors.js';
import { getMessage } from '../messages/messages.js';
import { EVENTS_CHANNEL, parseEnvelope, toEnvelope } from './envelope.js';
import { RealtimeHub } from './hub.js';

export interface Realtime {
  hub: RealtimeHub;
  /** The app's `events`: publishes through NOTIFY. */
  events: EventPublisher;
  /** Stops listening (the sockets belong to the HTTP server). */
  close(): Promise<void>;
}

export async function startRealtime(deps: { db: Database; channel: NotificationChannel; logError: ErrorLogger }): Promise<Realtime> {
  const hub = new RealtimeHub();
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

  return {
    hub,
    events: { publish: (event) => deps.channel.notify(EVENTS_CHANNEL, JSON.stringify(toEnvelope(event))) },
    close: () => unlisten(),
  };
}
