/**
 * The machine's load while a bench runs: the figures are for a quiet machine, so every
 * page bench prints the 1-minute load average before and after and calls the run "busy"
 * when it was above BUSY_LOAD at any moment (sampled every 2 s in between, not only at the ends).
 */
import { availableParallelism, loadavg } from 'node:os';

export const BUSY_LOAD = 1.5;

export function watchLoad() {
  const before = loadavg();
  let highest = before[0] ?? 0;
  const timer = setInterval(() => (highest = Math.max(highest, loadavg()[0] ?? 0)), 2000);
  timer.unref();
  const format = (l: number[]) => l.map((x) => x.toFixed(2)).join(' / ');
  return {
    /** The closing lines: load before, after, highest seen, and whether the run was quiet. */
    report(): string {
      clearInterval(timer);
      const after = loadavg();
      highest = Math.max(highest, after[0] ?? 0);
      const busy = highest > BUSY_LOAD;
      return [
        `load average (1 / 5 / 15 min, ${availableParallelism()} cores): before ${format(before)}, after ${format(after)}, highest 1-min seen ${highest.toFixed(2)}`,
        busy
          ? `this run was BUSY (1-min load above ${BUSY_LOAD}): its figures are not the issue's quiet-machine figures`
          : `this run was quiet (1-min load never above ${BUSY_LOAD})`,
      ].join('\n');
    },
  };
}
