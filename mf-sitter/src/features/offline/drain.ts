/**
 * Sends the queue in order, one action at a time, until it is empty or must wait. The order is
 * the order the sitter worked in, so a photo goes after the start that made its report and the
 * completion after its photos. Each outcome decides what happens to the action:
 * - applied (or the stored answer of an earlier send with its key): out of the queue;
 * - refused by the API with a code (the visit was cancelled, reassigned, completed by an admin,
 *   a photo rule): out of the queue and kept as refused, shown with the server's message; the rest goes on;
 * - no network, a 5xx, a key still being processed, rate limited: retried later with backoff,
 *   and the queue waits behind it (what follows may depend on it); after 7 days it is given up, shown;
 * - signed out: the queue waits for the sitter to sign in again.
 */
import type { ActionOutcome } from '@housesit/shared-contracts';
import type { OutboxStore } from './outboxDb';
import { GAVE_UP_MESSAGE, GIVE_UP_AFTER_MS, type QueuedAction, type RefusedAction } from './types';

export type SendAction = (item: QueuedAction) => Promise<ActionOutcome<unknown>>;

export interface DrainResult {
  applied: QueuedAction[];
  refused: RefusedAction[];
  /** Set when the queue stopped with work left: when to try again (null: wait for a sign-in). */
  waitUntil?: number | null;
}

const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 5 * 60_000;

/** 2 s, 4 s, 8 s … at most 5 minutes between tries. */
export const backoffMs = (attempts: number) => Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);

/** Outcomes that say nothing about the action itself: try it again later. */
function isTransient(outcome: Exclude<ActionOutcome<unknown>, { kind: 'ok' }>): boolean {
  if (outcome.kind === 'failed') return true;
  return outcome.code === 'request.idempotency_in_progress' || outcome.status === 429 || outcome.status === 408;
}

/**
 * `applied` hears of each applied action before it leaves the phone's queue, so whoever lays the
 * queue over the screen always finds it in one of the two, even when the queue is read mid-drain.
 */
export async function drainOutbox(
  store: OutboxStore,
  send: SendAction,
  userId: number,
  now: () => number = Date.now,
  applied: (item: QueuedAction) => void = () => undefined,
): Promise<DrainResult> {
  const result: DrainResult = { applied: [], refused: [] };
  for (;;) {
    const item = await store.first(userId);
    if (!item) return result;
    if (now() - item.queuedAt > GIVE_UP_AFTER_MS) {
      result.refused.push(await store.refuse(item, GAVE_UP_MESSAGE, now()));
      continue;
    }
    if (item.nextAttemptAt > now()) return { ...result, waitUntil: item.nextAttemptAt };
    const outcome = await send(item);
    if (outcome.kind === 'ok') {
      applied(item);
      await store.remove(item);
      result.applied.push(item);
      continue;
    }
    if (outcome.kind === 'refused' && outcome.status === 401) return { ...result, waitUntil: null };
    if (outcome.kind === 'refused' && outcome.code === 'visit.retry_upload') {
      // The upload started the visit and asks for the photo again: a new request, so a new key.
      await store.update({ ...item, key: crypto.randomUUID() });
      continue;
    }
    if (isTransient(outcome)) {
      const attempts = item.attempts + 1;
      const waitUntil = now() + backoffMs(attempts);
      const lastError = outcome.message ?? (outcome.kind === 'failed' && outcome.status === null ? 'No connection' : 'Server error');
      await store.update({ ...item, attempts, nextAttemptAt: waitUntil, lastError });
      return { ...result, waitUntil };
    }
    result.refused.push(await store.refuse(item, outcome.message ?? `Refused (${outcome.code}).`, now(), outcome.title ?? null));
  }
}
