/**
 * Live events for signed-in users. Routes publish them after their transaction commits; the
 * realtime layer (src/realtime: /ws, fanned out through PostgreSQL LISTEN/NOTIFY) decides who
 * receives them. Without it (tests that do not need it) the default drops them: stored rows
 * (notifications, messages) are the record, the live event only a nudge.
 */
import type { ChatMessage, VisitStatus } from '@housesit/shared-contracts';

/** The people of a visit's conversation besides admins. */
export interface VisitParticipants {
  homeownerId: number;
  sitterId: number | null;
}

export type AppEvent =
  | { type: 'visitCompleted'; homeownerId: number; visitId: number }
  /** A new message: to the visit's homeowner, assigned sitter and admins, except its sender. */
  | { type: 'message'; message: ChatMessage; participants: VisitParticipants }
  /** Someone is typing in a visit's conversation: to its other participants. */
  | { type: 'typing'; visitId: number; userId: number; firstName: string; participants: VisitParticipants }
  /**
   * A visit's status or sitter changed: to its homeowner, admins, and its sitter before and
   * after (a sitter who lost the visit must see it go).
   */
  | {
      type: 'visitChanged';
      visitId: number;
      status: VisitStatus;
      homeownerId: number;
      assignedSitterId: number | null;
      previousSitterId: number | null;
    }
  /** `userId` read a conversation: their other tabs and devices refetch their unread badge. */
  | { type: 'conversationRead'; visitId: number; userId: number };

export interface EventPublisher {
  publish(event: AppEvent): void | Promise<void>;
}

export const noEvents: EventPublisher = { publish: () => {} };

/** Publishes without letting a failing listener fail the request that already committed. */
export async function publishSafely(
  events: EventPublisher,
  event: AppEvent,
  log: (message: string, error: unknown) => void,
): Promise<void> {
  try {
    await events.publish(event);
  } catch (error) {
    log(`[api] could not publish ${event.type}:`, error);
  }
}
