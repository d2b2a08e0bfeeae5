import { describe, expect, it } from 'vitest';
import { formatPercent, monthLabel } from './revenueFormat';

describe('revenue formats', () => {
  it('labels report months', () => {
    expect(monthLabel('2026-01')).toBe('Jan 2026');
    expect(monthLabel('2025-12')).toBe('Dec 2025');
    expect(monthLabel('not a month')).toBe('not a month');
  });

  it('shows shares with at most one decimal', () => {
    expect(formatPercent(47.7)).toBe('47.7%');
    expect(formatPercent(40)).toBe('40%');
    expect(formatPercent(0)).toBe('0%');
  });
});
