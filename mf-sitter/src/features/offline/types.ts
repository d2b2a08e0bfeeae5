/**
 * What the sitter's phone keeps while there is no signal (outboxDb.ts): the actions of the visit
 * workflow, in the order they were done, each with its own idempotency key so that a resend after
 * a lost answer is applied once (the API's Idempotency-Key), and the phone's time of the action.
 */

/** One action of the workflow, as the API takes it. */
export type OutboxAction =
  | { kind: 'start' }
  | { kind: 'task'; taskId: number; taskName: string; isCompleted: boolean; notes: string }
  /** The photo as the data URL the API takes (already scaled by the kit's photoDataUrl). */
  | { kind: 'photo'; mediaUrl: string }
  | { kind: 'complete'; notes: string; taskReasons: Record<string, string> };

export interface QueuedAction {
  /** Sending order; IndexedDB's auto-increment. */
  seq?: number;
  /** The Idempotency-Key (crypto.randomUUID()). */
  key: string;
  userId: number;
  visitId: number;
  /** What the sitter sees in 'N changes waiting' and in a refusal. */
  label: string;
  action: OutboxAction;
  /** ISO 8601 on the phone's clock: sent as occurredAt / capturedAt. */
  occurredAt: string;
  /** Epoch ms when queued: after 7 days the phone gives up (the API forgets keys after 7 days). */
  queuedAt: number;
  attempts: number;
  /** Epoch ms before which it is not sent again (backoff after a failure). */
  nextAttemptAt: number;
  /** Why the last attempt failed, for the sitter. */
  lastError: string | null;
}

/** An action the server refused (or the phone gave up on): shown until the sitter dismisses it. */
export interface RefusedAction {
  key: string;
  userId: number;
  visitId: number;
  label: string;
  /** The server's message, or why the phone gave up. */
  message: string;
  /** The server's title for the refusal ('Photos required'), when it gave one. */
  title?: string | null;
  /** What was refused: its toast says so in the words the screen used before the outbox. */
  kind?: QueuedAction['action']['kind'];
  at: number;
}

/** What the sitter typed but has not sent: visit notes and skip reasons travel with Complete visit. */
export interface VisitDraft {
  /** `${userId}:${visitId}` */
  id: string;
  notes: string;
  reasons: Record<string, string>;
}

export const GIVE_UP_AFTER_MS = 7 * 24 * 60 * 60 * 1000;
export const GAVE_UP_MESSAGE = 'Not sent: there was no connection for 7 days.';

export function labelOf(visitId: number, action: OutboxAction): string {
  const visit = `visit #${visitId}`;
  switch (action.kind) {
    case 'start':
      return `Start ${visit}`;
    case 'task':
      return `${action.isCompleted ? 'Tick' : 'Untick'} '${action.taskName}'${action.notes ? ' with its note' : ''} (${visit})`;
    case 'photo':
      return `Photo for ${visit}`;
    case 'complete':
      return `Complete ${visit}${action.notes ? ' with notes' : ''}`;
  }
}
