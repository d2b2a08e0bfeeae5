export { OutboxPanel, waitingText } from './OutboxPanel';
export { sharedOutbox, resetSharedOutbox, Outbox, pendingActions, type OutboxState } from './outbox';
export { useOutbox, useOutboxRunner } from './useOutbox';
export { useVisitDraft } from './useVisitDraft';
export { withPending } from './overlay';
export { closeOutboxDb } from './outboxDb';
export type { OutboxAction, QueuedAction, RefusedAction } from './types';
