import { describe, expect, it } from 'vitest';
import { SITTER_DAILY_VISIT_LIMIT } from '@housesit/shared-contracts';
import { makeVisit } from '@housesit/shell/kit/testing';
import { makeSitter } from '../../test/fixtures';
import { assignmentWarnings, cellWarning, readWeekParam, scheduleRows, shiftWeek, visitWindow, weekDays } from './week';

const sam = makeSitter(5, 'Sam', 'Sitter');
const kim = makeSitter(6, 'Kim', 'Keeper');
const onSam = { assignedSitterId: 5, assignedSitter: { id: 5, firstName: 'Sam', lastName: 'Sitter' } };

describe('the week', () => {
  it('starts on Monday in the service area, whatever day is asked, and moves by 7 days', () => {
    expect(readWeekParam('2026-11-26')).toBe('2026-11-23');
    expect(readWeekParam('2026-11-29')).toBe('2026-11-23');
    expect(readWeekParam('2026-11-30')).toBe('2026-11-30');
    // 01:00 UTC on Monday Nov 30 is still Sunday evening in New York.
    expect(readWeekParam(null, new Date('2026-11-30T01:00:00Z'))).toBe('2026-11-23');
    expect(readWeekParam('garbage', new Date('2026-11-30T15:00:00Z'))).toBe('2026-11-30');
    expect(shiftWeek('2026-11-23', 1)).toBe('2026-11-30');
    expect(shiftWeek('2026-03-09', -1)).toBe('2026-03-02');
    expect(weekDays('2026-10-26')).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
    ]);
  });

  it('names the window the visit was booked in', () => {
    expect(visitWindow({ timeWindow: 'morning' })).toBe('Morning');
    expect(visitWindow({ timeWindow: 'midday' })).toBe('Midday');
    expect(visitWindow({ timeWindow: 'evening' })).toBe('Evening');
  });
});

describe('scheduleRows', () => {
  it('has a row per active sitter then Unassigned, puts each visit on its New York day, and leaves cancelled ones out', () => {
    const gone = { ...makeSitter(7, 'Gus', 'Gone'), deactivatedAt: '2026-11-01T00:00:00Z' };
    const rows = scheduleRows(
      [
        makeVisit({ id: 1, scheduledDate: '2026-11-25T02:00:00Z', ...onSam }), // Nov 24, 21:00 in New York
        makeVisit({ id: 2, scheduledDate: '2026-11-24T14:00:00Z' }),
        makeVisit({ id: 3, scheduledDate: '2026-11-24T15:00:00Z', status: 'cancelled' }),
      ],
      [sam, kim, gone],
    );
    expect(rows.map((row) => row.label)).toEqual(['Sam Sitter', 'Kim Keeper', 'Unassigned']);
    expect(rows[0]!.days.get('2026-11-24')?.map((v) => v.id)).toEqual([1]);
    expect(rows[2]!.days.get('2026-11-24')?.map((v) => v.id)).toEqual([2]);
  });
});

describe('assignmentWarnings', () => {
  // Booked in the window its New York hour (UTC−5 in November) falls in, as the API stores them.
  const windowAt = (hourUtc: number) => (hourUtc - 5 < 12 ? 'morning' : hourUtc - 5 < 16 ? 'midday' : 'evening');
  const day = (id: number, hourUtc: number, extra = {}) =>
    makeVisit({ id, scheduledDate: `2026-11-24T${String(hourUtc).padStart(2, '0')}:00:00Z`, timeWindow: windowAt(hourUtc), ...extra });

  it('says nothing for a free day or for Unassigned', () => {
    expect(assignmentWarnings(day(1, 14), 5, [day(1, 14), day(2, 18, onSam)], 'Sam Sitter')).toEqual([]);
    expect(assignmentWarnings(day(1, 14), null, [day(2, 14, onSam)], 'Sam Sitter')).toEqual([]);
  });

  it('warns of another visit in the same window that day', () => {
    expect(assignmentWarnings(day(1, 14), 5, [day(2, 15, onSam)], 'Sam Sitter')).toEqual([
      'Sam Sitter already has Visit #2 in the morning window that day.',
    ]);
  });

  it('warns above the daily limit', () => {
    const theirs = Array.from({ length: SITTER_DAILY_VISIT_LIMIT }, (_, i) => day(10 + i, 12 + i * 3, onSam));
    const warnings = assignmentWarnings(day(1, 23), 5, theirs, 'Sam Sitter');
    expect(warnings[0]).toBe(
      `Sam Sitter would have ${SITTER_DAILY_VISIT_LIMIT + 1} visits on Tue, Nov 24, more than the limit of ${SITTER_DAILY_VISIT_LIMIT}.`,
    );
  });

  it('flags a cell over the limit or with two visits in a window', () => {
    expect(cellWarning([day(1, 14), day(2, 18)])).toBeNull();
    expect(cellWarning([day(1, 14), day(2, 15)])).toBe('Two visits in the morning window');
    expect(cellWarning(Array.from({ length: SITTER_DAILY_VISIT_LIMIT + 1 }, (_, i) => day(i + 1, 12 + i * 2)))).toMatch(/over the limit/);
  });
});
