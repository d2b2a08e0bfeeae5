/** The hashing slots' lanes (passwords.ts scryptSlots): what a known browser's check waits for. */
import { describe, expect, it } from 'vitest';
import { LanedSlots } from './slots.js';

/** Work that runs until its `finish` is called; `started` tells whether it got a slot. */
function held(slots: LanedSlots, lane: 'anyone' | 'known', order: string[], name: string) {
  let finish!: () => void;
  const gate = new Promise<void>((resolve) => (finish = resolve));
  const state = { started: false };
  const done = slots.run(async () => {
    state.started = true;
    order.push(name);
    await gate;
  }, lane);
  return { state, finish: async () => (finish(), done) };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('LanedSlots', () => {
  it('runs a known caller in its reserved slot while anyone else fills the shared ones and waits', async () => {
    const slots = new LanedSlots(2, 1);
    const order: string[] = [];
    const anyone = [0, 1, 2, 3].map((i) => held(slots, 'anyone', order, `a${i}`));
    const known = held(slots, 'known', order, 'k');
    await tick();
    expect(order).toEqual(['a0', 'a1', 'k']);
    expect(slots.waiting).toBe(2);
    expect(slots.peak).toBe(3);
    await known.finish();
    // The reserved slot is not handed to anyone else.
    await tick();
    expect(order).toEqual(['a0', 'a1', 'k']);
    await Promise.all(anyone.map((a) => a.finish()));
    expect(order).toEqual(['a0', 'a1', 'k', 'a2', 'a3']);
  });

  it('gives the next free slot to a waiting known caller before anyone queued earlier', async () => {
    const slots = new LanedSlots(2, 1);
    const order: string[] = [];
    const first = [0, 1].map((i) => held(slots, 'anyone', order, `a${i}`));
    const firstKnown = held(slots, 'known', order, 'k0');
    const queued = held(slots, 'anyone', order, 'a2');
    const secondKnown = held(slots, 'known', order, 'k1');
    await tick();
    expect(slots.waitingKnownLane).toBe(1);
    await first[0]!.finish();
    await tick();
    expect(order).toEqual(['a0', 'a1', 'k0', 'k1']);
    await Promise.all([first[1]!.finish(), firstKnown.finish(), secondKnown.finish(), queued.finish()]);
    expect(order.at(-1)).toBe('a2');
  });
});
