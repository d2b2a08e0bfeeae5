import { describe, expect, it } from 'vitest';
import type { SitterDayLoad } from '../schemas/dispatch.js';
import { SITTER_WINDOW_CROWDED_AT, isDayOff, loadSummary, loadWarnings } from './sitterLoad.js';

const day = (values: Partial<SitterDayLoad> = {}): SitterDayLoad => ({
  date: '2026-06-16',
  off: false,
  total: 0,
  morning: 0,
  midday: 0,
  evening: 0,
  ...values,
});

describe('a sitter’s load', () => {
  it('warns once for every crowded window and for a day over the limit, never for room', () => {
    expect(SITTER_WINDOW_CROWDED_AT).toBe(2);
    expect(loadWarnings(day({ total: 1, midday: 1 }), 'Sam', { window: 'morning' })).toEqual([]);
    expect(loadWarnings(day({ total: 1, morning: 1 }), 'Sam', { window: 'morning' })).toEqual([
      'Morning is crowded: Sam would have 2 visits in that window.',
    ]);
    expect(loadWarnings(day({ total: 4, morning: 2, evening: 2 }), 'Sam', { window: 'midday' })).toEqual([
      'Sam would have 5 visits that day, more than the limit of 4.',
      'Morning is crowded: Sam would have 2 visits in that window.',
      'Evening is crowded: Sam would have 2 visits in that window.',
    ]);
    expect(loadSummary(day({ total: 3, morning: 1, evening: 2 }))).toBe('Morning 1 · Midday 0 · Evening 2 (3 of 4 for the day)');
  });

  it('reads days off with both ends included', () => {
    const ranges = [{ startDate: '2026-06-17', endDate: '2026-06-18' }];
    expect(['2026-06-16', '2026-06-17', '2026-06-18', '2026-06-19'].map((d) => isDayOff(ranges, d))).toEqual([false, true, true, false]);
  });
});
