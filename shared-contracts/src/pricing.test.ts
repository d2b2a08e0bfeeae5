import { describe, expect, it } from 'vitest';
import { customTaskPoints, formatAmount, formatCents, PricingError, quoteBooking, visitKeyFor } from './pricing.js';

describe('quoteBooking', () => {
  it.each([
    ['standard', 1, false, 6500],
    ['standard', 2, false, 13000],
    ['standard', 2, true, 15500],
    ['extended', 1, false, 8500],
    ['extended', 2, true, 19500],
  ] as const)('%s × %i dates, lockbox %s = %i cents', (plan, dates, lockbox, total) => {
    const quote = quoteBooking({ plan, dateCount: dates, lockboxPurchased: lockbox });
    expect(quote.totalCents).toBe(total);
    expect(quote.perVisitCents.reduce((a, b) => a + b, 0)).toBe(total);
    expect(quote.visitCount).toBe(dates);
  });

  it('bills recurring monthly at extended rates, ignoring lockbox and date count', () => {
    expect(quoteBooking({ plan: 'recurring', cadence: 'weekly', dateCount: 9, lockboxPurchased: true })).toMatchObject({
      visitKey: 'extended_weekly',
      totalCents: 22500,
      visitCount: 4,
    });
    const biweekly = quoteBooking({ plan: 'recurring', cadence: 'biweekly', dateCount: 1, lockboxPurchased: false });
    expect(biweekly).toMatchObject({ visitKey: 'extended_biweekly', totalCents: 13500, visitCount: 2 });
    expect(biweekly.perVisitCents).toEqual([6750, 6750]);
  });

  it('refuses recurring without a cadence and bookings without dates', () => {
    expect(() => visitKeyFor('recurring')).toThrow(PricingError);
    expect(() => quoteBooking({ plan: 'standard', dateCount: 0, lockboxPurchased: false })).toThrow('At least one visit date');
  });
});

describe('points and money', () => {
  it('adds custom task points', () => {
    expect(customTaskPoints(['litter', 'gardenwater'])).toBe(35);
    expect(customTaskPoints([])).toBe(0);
  });

  it('formats cents as dollars with 2 decimals', () => {
    expect(formatCents(6500)).toBe('$65.00');
    expect(formatCents(13505)).toBe('$135.05');
  });

  it('writes thousands separators in every amount', () => {
    expect(formatCents(104500)).toBe('$1,045.00');
    expect(formatCents(123456789)).toBe('$1,234,567.89');
    expect(formatAmount('1045.00')).toBe('$1,045.00');
    expect(formatAmount(65)).toBe('$65.00');
  });
});
