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
