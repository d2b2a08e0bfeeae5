import { describe, expect, it } from 'vitest';
import { atLocalTime, dayRange, monthRange, zonedTime } from './serviceDay.js';

describe('service day (America/New_York)', () => {
  it('finds the local day around an instant, in winter and in summer', () => {
    // 03:30 UTC on 22 Nov is still 21 Nov in Marblehead (UTC-5).
    expect(dayRange(new Date('2026-11-22T03:30:00Z'))).toEqual({
      start: new Date('2026-11-21T05:00:00Z'),
      end: new Date('2026-11-22T05:00:00Z'),
    });
    expect(dayRange(new Date('2026-07-04T12:00:00Z'))).toEqual({
      start: new Date('2026-07-04T04:00:00Z'),
      end: new Date('2026-07-05T04:00:00Z'),
    });
  });

  it('handles the days daylight saving starts and ends (23 and 25 hours)', () => {
    const spring = dayRange(new Date('2026-03-08T15:00:00Z'));
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * 3600 * 1000);
    const fall = dayRange(new Date('2026-11-01T15:00:00Z'));
    expect(fall.end.getTime() - fall.start.getTime()).toBe(25 * 3600 * 1000);
  });

  it('finds the calendar month and rolls over the year', () => {
    expect(monthRange(new Date('2026-12-15T12:00:00Z'))).toEqual({
      start: new Date('2026-12-01T05:00:00Z'),
      end: new Date('2027-01-01T05:00:00Z'),
    });
  });

  it('builds wall-clock times', () => {
    expect(zonedTime(2026, 6, 1, 9, 30)).toEqual(new Date('2026-06-01T13:30:00Z'));
    expect(atLocalTime(new Date('2026-11-22T03:30:00Z'), 1, 10)).toEqual(new Date('2026-11-22T15:00:00Z'));
  });
});
