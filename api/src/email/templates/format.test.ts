import { describe, expect, it } from 'vitest';
import { formatVisitWhen } from './format.js';

describe('formatVisitWhen', () => {
  it('names the New York day and the window, as the screens do', () => {
    expect(formatVisitWhen('2026-06-22', 'midday')).toBe('Monday, June 22, 2026 · Midday (12–4)');
  });

  it('names the day alone for a job queued before emails carried the window', () => {
    expect(formatVisitWhen('2026-06-22', undefined)).toBe('Monday, June 22, 2026');
  });
});
