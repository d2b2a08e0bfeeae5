import { describe, expect, it } from 'vitest';
import { formatDate, formatLongDate, formatTime } from '@housesit/shell/kit';

describe('date formatters', () => {
  it("use the spec's formats", () => {
    expect(formatDate('2025-06-22T14:30:00')).toBe('June 22, 2025');
    expect(formatLongDate('2025-06-22T14:30:00')).toBe('Sunday, June 22, 2025');
    expect(formatTime('2025-06-22T14:30:00')).toBe('2:30 PM');
  });

  it('show a malformed value as it came instead of throwing', () => {
    expect(formatDate('not a date')).toBe('not a date');
  });
});
