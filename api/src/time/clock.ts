/**
 * The API's clock. In production it is the machine's. Tests and demos may start it at another
 * instant (CLOCK_NOW), from which it runs on at the real pace: every rule of time (a window
 * already over, midnight in Marblehead, a daylight-saving change, a month's end) can then be
 * met on purpose instead of by luck.
 */
import type { Clock } from '../deps.js';

/** A clock a test can move: the e2e suite sets it to its chosen instant before each test. */
export interface SettableClock extends Clock {
  /** From now on the clock reads `instant`, and runs on from there. */
  set(instant: Date): void;
}

/**
 * A clock that reads `start` now and runs on at the real pace; the machine's clock when `start`
 * is null. `performance.now()` measures the pace, so a change of the machine's clock (NTP) does
 * not move a started clock.
 */
export function runningClock(start: Date | null): SettableClock {
  let offsetMs = start ? start.getTime() - Date.now() : 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    set: (instant) => {
      offsetMs = instant.getTime() - Date.now();
    },
  };
}

export function isSettable(clock: Clock): clock is SettableClock {
  return typeof (clock as Partial<SettableClock>).set === 'function';
}
