import { afterEach, describe, expect, it, vi } from 'vitest';
import { runningClock } from './clock.js';

describe('runningClock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts at its instant and runs on at the real pace', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T12:00:00Z') });
    const clock = runningClock(new Date('2027-03-14T04:55:00Z'));
    expect(clock.now().toISOString()).toBe('2027-03-14T04:55:00.000Z');
    vi.advanceTimersByTime(6 * 60_000);
    // Past midnight in New York, on the day clocks spring forward.
    expect(clock.now().toISOString()).toBe('2027-03-14T05:01:00.000Z');
  });

  it('is the machine clock without an instant, and can be set', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T12:00:00Z') });
    const clock = runningClock(null);
    expect(clock.now().toISOString()).toBe('2026-11-27T12:00:00.000Z');
    clock.set(new Date('2028-02-29T04:58:00Z'));
    vi.advanceTimersByTime(1000);
    expect(clock.now().toISOString()).toBe('2028-02-29T04:58:01.000Z');
  });
});
