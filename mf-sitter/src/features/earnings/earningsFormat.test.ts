import { describe, expect, it } from 'vitest';
import { payWeekEnd, visitsText, weeklyChartPoints } from './earningsFormat';

// Wednesday, June 18, 2025 at noon (local time, so week boundaries hold in any time zone).
const now = new Date(2025, 5, 18, 12);

describe('earnings presentation', () => {
  it("charts the last weeks up to the current one from the endpoint's pay weeks, 0 where none", () => {
    const points = weeklyChartPoints(
      [
        { weekStart: '2025-06-16', cents: 9000, visits: 2 },
        { weekStart: '2025-06-02', cents: 3500, visits: 1 },
        { weekStart: '2025-04-07', cents: 4500, visits: 1 },
      ],
      now,
      4,
    );
    expect(points).toEqual([
      { label: 'May 26', cents: 0 },
      { label: 'Jun 2', cents: 3500 },
      { label: 'Jun 9', cents: 0 },
      { label: 'Jun 16', cents: 9000 },
    ]);
  });

  it('shows eight weeks by default, all zero without earnings', () => {
    const points = weeklyChartPoints([], now);
    expect(points).toHaveLength(8);
    expect(points.every((p) => p.cents === 0)).toBe(true);
  });

  it('ends a pay week on the Sunday', () => {
    expect(payWeekEnd('2025-06-16')).toEqual(new Date(2025, 5, 22));
    expect(payWeekEnd('not a date')).toBeNull();
  });

  it('counts visits in words', () => {
    expect(visitsText(1)).toBe('1 completed visit');
    expect(visitsText(3)).toBe('3 completed visits');
  });
});
