import { describe, expect, it } from 'vitest';
import { addMonthsIso, cadenceDatesWithin, firstMonthDates, planPeriod, planRenewalNotice } from './planPeriods.js';

describe('a recurring plan’s months', () => {
  it('moves a date by calendar months, onto the last day of a month without that day', () => {
    expect(addMonthsIso('2026-06-22', 1)).toBe('2026-07-22');
    expect(addMonthsIso('2026-12-15', 1)).toBe('2027-01-15');
    expect(['2027-01-29', '2027-01-30', '2027-01-31'].map((d) => addMonthsIso(d, 1))).toEqual(['2027-02-28', '2027-02-28', '2027-02-28']);
    expect(['2028-01-29', '2028-01-30', '2028-01-31'].map((d) => addMonthsIso(d, 1))).toEqual(['2028-02-29', '2028-02-29', '2028-02-29']);
    expect(addMonthsIso('2027-01-31', 3)).toBe('2027-04-30');
    expect(addMonthsIso('2028-02-29', 12)).toBe('2029-02-28');
  });

  it('counts every month from the anchor, so a plan from the 31st comes back to the 31st', () => {
    const anchor = { date: '2027-01-31', index: 0 };
    expect([0, 1, 2, 3].map((i) => planPeriod(anchor, i))).toEqual([
      { index: 0, start: '2027-01-31', end: '2027-02-28' },
      { index: 1, start: '2027-02-28', end: '2027-03-31' },
      { index: 2, start: '2027-03-31', end: '2027-04-30' },
      { index: 3, start: '2027-04-30', end: '2027-05-31' },
    ]);
    // Counted from a later period (a plan that began with 4-week periods).
    expect(planPeriod({ date: '2026-09-14', index: 3 }, 4)).toEqual({ index: 4, start: '2026-10-14', end: '2026-11-14' });
    expect(() => planPeriod({ date: '2026-09-14', index: 3 }, 2)).toThrow(RangeError);
  });

  it('holds the cadence’s dates inside the month: weekly 4 or 5, bi-weekly 2 or 3', () => {
    expect(firstMonthDates('2027-02-01', 7)).toEqual(['2027-02-01', '2027-02-08', '2027-02-15', '2027-02-22']);
    expect(firstMonthDates('2027-03-02', 7)).toEqual(['2027-03-02', '2027-03-09', '2027-03-16', '2027-03-23', '2027-03-30']);
    expect(firstMonthDates('2027-03-02', 14)).toEqual(['2027-03-02', '2027-03-16', '2027-03-30']);
    expect(firstMonthDates('2027-02-01', 14)).toEqual(['2027-02-01', '2027-02-15']);
    // A later month keeps the grid from the start date, not from the month's first day.
    expect(cadenceDatesWithin('2026-06-22', 14, '2026-07-22', '2026-08-22')).toEqual(['2026-08-03', '2026-08-17']);
    expect(cadenceDatesWithin('2026-06-22', 7, '2026-07-22', '2026-08-22')).toEqual([
      '2026-07-27',
      '2026-08-03',
      '2026-08-10',
      '2026-08-17',
    ]);
  });

  it('gives a weekly plan 52 or 53 visits over 12 charges', () => {
    const anchor = { date: '2027-01-05', index: 0 };
    const year = Array.from({ length: 12 }, (_, i) => planPeriod(anchor, i));
    const counts = year.map((p) => cadenceDatesWithin(anchor.date, 7, p.start, p.end).length);
    expect(counts.every((n) => n === 4 || n === 5)).toBe(true);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(53);
  });

  it('says before paying that the plan renews by itself, with the date and amount', () => {
    expect(planRenewalNotice('$225.00', 'Wednesday, July 22, 2026')).toBe(
      'Your plan renews automatically each month until you cancel it. Next charge: $225.00 on Wednesday, July 22, 2026.',
    );
  });
});
