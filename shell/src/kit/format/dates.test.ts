import { describe, expect, it } from 'vitest';
import { formatDate, formatLongDate, formatTime } from '@housesit/shell/kit';

describe('date formatters', () => {
  it("use the spec's formats on New York's clock, with the zone's abbreviation on times", () => {
    expect(formatDate('2025-06-22T14:30:00-04:00')).toBe('June 22, 2025');
    expect(formatLongDate('2025-06-22T14:30:00-04:00')).toBe('Sunday, June 22, 2025');
    expect(formatTime('2025-06-22T14:30:00-04:00')).toBe('2:30 PM EDT');
    expect(formatTime('2025-12-22T14:30:00-05:00')).toBe('2:30 PM EST');
  });

  it("give New York's day, not the machine's: 01:00 UTC on June 23 is still June 22 there", () => {
    expect(formatDate('2025-06-23T01:00:00Z')).toBe('June 22, 2025');
    expect(formatLongDate('2025-06-23T01:00:00Z')).toBe('Sunday, June 22, 2025');
  });

  it('read a calendar day as that day', () => {
    expect(formatLongDate('2026-06-22')).toBe('Monday, June 22, 2026');
  });

  it('show a malformed value as it came instead of throwing', () => {
    expect(formatDate('not a date')).toBe('not a date');
  });
});
