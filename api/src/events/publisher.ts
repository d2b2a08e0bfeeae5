/**
 * Live events for signed-in users. The lifecycle publishes them after its transaction commits;
 * the realtime layer (/ws, fanned out through PostgreSQL LISTEN/NOTIFY) implements the
 * publisher later. Until then nothing listens, so the default drops them: the stored
 * notification is the record, the live event only a nudge.
 */
export type AppEvent = { type: 'visitCompleted'; homeownerId: number; visitId: number };

export interface EventPublisher {
  publish(event: AppEvent): void | Promise<void>;
}

export const noEvents: EventPublisher = { publish: () => {} };

/** Publishes without letting a failing listener fail the request that already committed. */
export async function publishSafely(events: EventPublisher, event: AppEvent, log: (message: string, error: unknown) => void): Promise<void> {
  try {
    await events.publish(event);
  } catch (error) {
    log(`[api] could not publish ${event.type}:`, error);
  }
}
