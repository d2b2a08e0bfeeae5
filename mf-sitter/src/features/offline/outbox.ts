/**
 * The sitter's outbox: one per page (a module singleton, shared by every screen of this area),
 * holding the signed-in sitter's queue as IndexedDB has it and draining it in order when the
 * network returns (`online`), when the app opens, on 'Send now', after each new action, and when
 * a backoff ends. One drain runs at a time in a page; two tabs may drain together, which the
 * API's idempotency keys make harmless.
 */
import { drainOutbox, type DrainResult, type SendAction } from './drain';
import { outboxStore, type OutboxStore } from './outboxDb';
import { labelOf, type OutboxAction, type QueuedAction, type RefusedAction } from './types';

export interface OutboxState {
  userId: number | null;
  /** Waiting to be sent, in order. */
  queued: readonly QueuedAction[];
  /**
   * Sent and applied, kept on screen until the visits are fetched again (no flicker back). An
   * action joins it before it leaves the phone's queue, so for a moment it may be in both.
   */
  settled: readonly QueuedAction[];
  refused: readonly RefusedAction[];
  sending: boolean;
  /** When the next try is due after a failure; null when waiting for a sign-in; undefined when not waiting. */
  waitUntil: number | null | undefined;
}

export interface OutboxOptions {
  store?: OutboxStore;
  now?: () => number;
  /** Runs after a drain that applied something: refetch what the server now holds. */
  onApplied?: (result: DrainResult) => Promise<void>;
}

const EMPTY: OutboxState = { userId: null, queued: [], settled: [], refused: [], sending: false, waitUntil: undefined };

export class Outbox {
  private state: OutboxState = EMPTY;
  private readonly listeners = new Set<() => void>();
  private send: SendAction | null = null;
  private draining: Promise<void> | null = null;
  private again = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** When each settled action was applied (the server answered it). */
  private readonly appliedAt = new Map<string, number>();
  /** Reads of the phone's queue begun so far: only the latest one is shown. */
  private reads = 0;
  private readonly store: OutboxStore;
  private readonly now: () => number;
  onApplied: OutboxOptions['onApplied'];

  constructor(options: OutboxOptions = {}) {
    this.store = options.store ?? outboxStore();
    this.now = options.now ?? Date.now;
    this.onApplied = options.onApplied;
  }

  getState = (): OutboxState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The signed-in sitter and how to send; loads their queue and starts draining it (the app opened). */
  async attach(userId: number, send: SendAction): Promise<void> {
    this.send = send;
    if (this.state.userId !== userId) this.set({ ...EMPTY, userId });
    await this.reload();
    void this.drain();
  }

  detach(): void {
    this.send = null;
    clearTimeout(this.timer);
  }

  /** Queues an action (applied on screen at once through `queued`) and tries to send it. */
  async enqueue(visitId: number, action: OutboxAction, occurredAt = new Date(this.now())): Promise<QueuedAction> {
    const userId = this.state.userId;
    if (userId === null) throw new Error('The outbox has no signed-in sitter.');
    const item: QueuedAction = {
      key: crypto.randomUUID(),
      userId,
      visitId,
      label: labelOf(visitId, action),
      action,
      occurredAt: occurredAt.toISOString(),
      queuedAt: this.now(),
      attempts: 0,
      nextAttemptAt: 0,
      lastError: null,
    };
    await this.store.add(item);
    await this.reload();
    void this.drain();
    return item;
  }

  /** Takes a queued action back before it is sent (a pending photo removed); false once sent. */
  async withdraw(key: string): Promise<boolean> {
    const item = this.state.queued.find((q) => q.key === key);
    if (!item || (this.state.sending && this.state.queued[0]?.key === key)) return false;
    await this.store.remove(item);
    await this.reload();
    return true;
  }

  /** 'Send now': every waiting action is due at once. */
  async sendNow(): Promise<void> {
    for (const item of this.state.queued) {
      if (item.nextAttemptAt > 0) await this.store.update({ ...item, nextAttemptAt: 0 });
    }
    await this.reload();
    await this.drain();
  }

  async dismiss(key: string): Promise<void> {
    await this.store.dismiss(key);
    await this.reload();
  }

  /**
   * Called when a fetch of the visits that started at `fetchStartedAt` succeeded: the actions
   * applied before it are in its answer, so the screen no longer lays them over it. A fetch that
   * failed (the signal went again) clears nothing, so the screen never falls back to an older copy.
   */
  fetchedSince(fetchStartedAt: number): void {
    const left = this.state.settled.filter((s) => (this.appliedAt.get(s.key) ?? Infinity) >= fetchStartedAt);
    if (left.length === this.state.settled.length) return;
    for (const item of this.state.settled) if (!left.includes(item)) this.appliedAt.delete(item.key);
    this.set({ ...this.state, settled: left });
  }

  /** Drains the queue; a call while one runs makes it run once more afterwards. */
  drain(): Promise<void> {
    if (this.draining) {
      this.again = true;
      return this.draining;
    }
    this.draining = this.runDrains().finally(() => {
      this.draining = null;
    });
    return this.draining;
  }

  private async runDrains(): Promise<void> {
    do {
      this.again = false;
      const { userId } = this.state;
      const send = this.send;
      if (userId === null || !send) return;
      clearTimeout(this.timer);
      this.set({ ...this.state, sending: true });
      let result: DrainResult;
      try {
        // Settled the moment the server answers, before it leaves the queue: a read of the queue
        // in between (the signal returns, a new action) never loses it from the screen.
        result = await drainOutbox(this.store, send, userId, this.now, (item) => this.settle(userId, item));
      } finally {
        this.set({ ...this.state, sending: false });
      }
      if (this.state.userId !== userId) return;
      this.set({ ...this.state, waitUntil: result.waitUntil });
      await this.reload();
      if (typeof result.waitUntil === 'number') {
        this.timer = setTimeout(() => void this.drain(), Math.max(0, result.waitUntil - this.now()));
      }
      if (result.applied.length > 0 || result.refused.length > 0) await this.onApplied?.(result).catch(() => undefined);
    } while (this.askedAgain());
  }

  private settle(userId: number, item: QueuedAction): void {
    if (this.state.userId !== userId) return;
    this.appliedAt.set(item.key, this.now());
    this.set({ ...this.state, settled: [...this.state.settled, item] });
  }

  /** Set by a drain() call made while this drain ran (read through a method: it changes across awaits). */
  private askedAgain(): boolean {
    return this.again;
  }

  private async reload(): Promise<void> {
    const { userId } = this.state;
    if (userId === null) return;
    const reading = ++this.reads;
    const [queued, refused] = await Promise.all([this.store.all(userId), this.store.refusals(userId)]);
    // A read overtaken by a later one is older than what the later one sets.
    if (this.state.userId === userId && reading === this.reads) this.set({ ...this.state, queued, refused });
  }

  private set(next: OutboxState): void {
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}

/**
 * What the screens lay over the server's visits, in order: the actions applied but not yet in a
 * fetched list, then those still waiting; each once, though for a moment it can be in both.
 */
export function pendingActions(state: Pick<OutboxState, 'settled' | 'queued'>): readonly QueuedAction[] {
  const settled = new Set(state.settled.map((item) => item.key));
  return [...state.settled, ...state.queued.filter((item) => !settled.has(item.key))];
}

let shared: Outbox | null = null;

/** The page's outbox. */
export function sharedOutbox(): Outbox {
  shared ??= new Outbox();
  return shared;
}

/** Tests: a fresh outbox for the next test. */
export function resetSharedOutbox(): void {
  shared?.detach();
  shared = null;
}
