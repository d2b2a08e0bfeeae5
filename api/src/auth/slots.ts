/**
 * Counting semaphores for expensive work (password hashing): a fixed number of slots, callers
 * beyond them wait in FIFO order. `KeyedSlots` gives each key (a client address) its own small
 * number of slots, so one address cannot fill the shared queue ahead of everyone else.
 */

export class Slots {
  private running = 0;
  private readonly queue: (() => void)[] = [];
  /** Most slots ever taken at once (tests and benchmarks read it). */
  peak = 0;

  constructor(readonly size: number) {}

  get waiting(): number {
    return this.queue.length;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) await new Promise<void>((resolve) => this.queue.push(resolve));
    else this.running += 1;
    this.peak = Math.max(this.peak, this.running);
    try {
      return await work();
    } finally {
      // Hand the slot straight to the next caller (running stays the same) or free it.
      const next = this.queue.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

export class KeyedSlots {
  private readonly byKey = new Map<string, { slots: Slots; holders: number }>();

  constructor(
    readonly sizePerKey: number,
    /** Callers of one key (running and waiting) beyond which `run` answers null at once. */
    readonly maxPerKey: number,
  ) {}

  /** Callers of `key` running or waiting now. */
  holders(key: string): number {
    return this.byKey.get(key)?.holders ?? 0;
  }

  /** The work's result, or null when `key` already has maxPerKey callers. */
  async run<T>(key: string, work: () => Promise<T>): Promise<{ value: T } | null> {
    let entry = this.byKey.get(key);
    if (!entry) {
      entry = { slots: new Slots(this.sizePerKey), holders: 0 };
      this.byKey.set(key, entry);
    }
    if (entry.holders >= this.maxPerKey) return null;
    entry.holders += 1;
    try {
      return { value: await entry.slots.run(work) };
    } finally {
      entry.holders -= 1;
      if (entry.holders === 0) this.byKey.delete(key);
    }
  }
}

/** Who a hash is for: `known` is a sign-in from a browser with the account's device cookie. */
export type HashLane = 'anyone' | 'known';

type SlotKind = 'shared' | 'reserved';

/**
 * Slots anyone may take, plus slots only the `known` lane may take (decision 008: sign-ins from
 * a browser that signed in before). A known caller takes a reserved slot, else a free shared
 * one, else waits in its own queue, which goes before everyone else's when any slot frees. So
 * however many anonymous checks wait, a known browser's never waits behind them.
 */
export class LanedSlots {
  private sharedRunning = 0;
  private reservedRunning = 0;
  private readonly waitingAnyone: ((kind: SlotKind) => void)[] = [];
  private readonly waitingKnown: ((kind: SlotKind) => void)[] = [];
  /** Most slots ever taken at once (tests and benchmarks read it). */
  peak = 0;

  constructor(
    readonly shared: number,
    readonly reserved: number,
  ) {}

  get size(): number {
    return this.shared + this.reserved;
  }

  /** Callers of the `anyone` lane waiting for a slot. */
  get waiting(): number {
    return this.waitingAnyone.length;
  }

  /** Callers of the `known` lane waiting for a slot. */
  get waitingKnownLane(): number {
    return this.waitingKnown.length;
  }

  async run<T>(work: () => Promise<T>, lane: HashLane = 'anyone'): Promise<T> {
    const kind = await this.take(lane);
    this.peak = Math.max(this.peak, this.sharedRunning + this.reservedRunning);
    try {
      return await work();
    } finally {
      this.release(kind);
    }
  }

  private take(lane: HashLane): Promise<SlotKind> | SlotKind {
    if (lane === 'known' && this.reservedRunning < this.reserved) {
      this.reservedRunning += 1;
      return 'reserved';
    }
    if (this.sharedRunning < this.shared) {
      this.sharedRunning += 1;
      return 'shared';
    }
    return new Promise<SlotKind>((resolve) => (lane === 'known' ? this.waitingKnown : this.waitingAnyone).push(resolve));
  }

  /** Hands the slot straight to the next caller (a known one first) or frees it. */
  private release(kind: SlotKind): void {
    const next = this.waitingKnown.shift() ?? (kind === 'shared' ? this.waitingAnyone.shift() : undefined);
    if (next) next(kind);
    else if (kind === 'shared') this.sharedRunning -= 1;
    else this.reservedRunning -= 1;
  }
}
