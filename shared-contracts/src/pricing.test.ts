import { describe, expect, it } from 'vitest';
import {
  customTaskPoints,
  formatAmount,
  formatCents,
  LAST_MINUTE_FEE_CENTS,
  LOCKBOX_ALREADY_PAID_LABEL,
  LOCKBOX_EXPLANATION,
  LOCKBOX_PRICE_CENTS,
  lockboxChargeCents,
  PricingError,
  quoteBooking,
  visitKeyFor,
  visitOwnPriceCents,
} from './pricing.js';

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
    // The lockbox is the booking's own line: the visits' prices add up to the rest.
    expect(quote.perVisitCents.reduce((a, b) => a + b, 0) + (quote.lockboxCents ?? 0)).toBe(total);
    expect(quote.visitCount).toBe(dates);
  });

  it('charges the lockbox once per property: its own line, in no visit’s price, and nothing when already paid', () => {
    const first = quoteBooking({ plan: 'standard', dateCount: 2, lockboxPurchased: true });
    expect(first.lines).toEqual([
      { label: 'Standard Visit × 2', amountCents: 13000 },
      { label: 'Lockbox', amountCents: LOCKBOX_PRICE_CENTS },
    ]);
    expect(first).toMatchObject({ totalCents: 15500, lockboxCents: 2500, perVisitCents: [6500, 6500] });
    const again = quoteBooking({ plan: 'standard', dateCount: 2, lockboxPurchased: true, lockboxPaidForProperty: true });
    expect(again.lines).toEqual([
      { label: 'Standard Visit × 2', amountCents: 13000 },
      { label: LOCKBOX_ALREADY_PAID_LABEL, amountCents: 0 },
    ]);
    expect(again).toMatchObject({ totalCents: 13000, lockboxCents: 0, perVisitCents: [6500, 6500] });
    expect(lockboxChargeCents({ plan: 'recurring', lockboxPurchased: true })).toBe(0);
    expect(LOCKBOX_EXPLANATION).toContain('$25 once per property');
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
    // One wording with the summary's plan line ('Recurring Visit (bi-weekly)').
    expect(biweekly.lines).toEqual([{ label: 'Recurring Visit (bi-weekly, first month)', amountCents: 13500 }]);
  });

  it('bills a calendar month from the start date at the monthly price, whatever its visit count, and says when it renews', () => {
    const recurring = (cadence: 'weekly' | 'biweekly', start: string) =>
      quoteBooking({ plan: 'recurring', cadence, dateCount: 1, lockboxPurchased: false, dates: [start] });
    // February 1 to March 1, 2027: 28 days, 4 weekly visits or 2 bi-weekly.
    expect(recurring('weekly', '2027-02-01')).toMatchObject({
      totalCents: 22500,
      visitCount: 4,
      perVisitCents: [5625, 5625, 5625, 5625],
      nextCharge: { date: '2027-03-01', amountCents: 22500 },
    });
    expect(recurring('biweekly', '2027-02-01')).toMatchObject({ totalCents: 13500, visitCount: 2, perVisitCents: [6750, 6750] });
    // March 1 to April 1: 31 days, 5 weekly visits or 3 bi-weekly, the same price.
    expect(recurring('weekly', '2027-03-01')).toMatchObject({
      totalCents: 22500,
      visitCount: 5,
      perVisitCents: [4500, 4500, 4500, 4500, 4500],
    });
    expect(recurring('biweekly', '2027-03-01')).toMatchObject({ totalCents: 13500, visitCount: 3 });
    // From January 31 the first month ends on February's last day.
    expect(recurring('weekly', '2027-01-31').nextCharge).toEqual({ date: '2027-02-28', amountCents: 22500 });
    expect(recurring('weekly', '2028-01-31').nextCharge).toEqual({ date: '2028-02-29', amountCents: 22500 });
    // Twelve charges a year: weekly $2,700.00, bi-weekly $1,620.00.
    expect(12 * recurring('weekly', '2027-03-01').totalCents).toBe(270000);
    expect(12 * recurring('biweekly', '2027-03-01').totalCents).toBe(162000);
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

describe('last-minute fee (docs/product/DECISIONS.md)', () => {
  // 23:30 in New York on June 10 is already June 11 in UTC: days are counted from New York's June 10.
  const now = new Date('2026-06-11T03:30:00Z');
  const quote = (dates: string[], flow: 'purchase' | 'wizard' = 'purchase', lockboxPurchased = false) =>
    quoteBooking({ plan: 'standard', dateCount: dates.length, lockboxPurchased, flow, dates, now });

  it('is $20', () => expect(LAST_MINUTE_FEE_CENTS).toBe(2000));

  it('charges a date 6 days ahead and not one 7 days ahead', () => {
    const six = quote(['2026-06-16']);
    expect(six.lines).toEqual([
      { label: 'Standard Visit × 1', amountCents: 6500 },
      { label: 'Last-minute fee (Jun 16)', amountCents: 2000 },
    ]);
    expect(six.totalCents).toBe(8500);
    expect(quote(['2026-06-17']).totalCents).toBe(6500);
    expect(quote(['2026-06-17']).lines).toHaveLength(1);
  });

  it('adds one line per last-minute visit and puts each fee on its own visit', () => {
    const q = quote(['2026-06-20', '2026-06-10', '2026-06-12', '2026-06-13'], 'purchase', true);
    expect(q.lines.map((line) => line.label)).toEqual([
      'Standard Visit × 4',
      'Lockbox',
      'Last-minute fee (Jun 10)',
      'Last-minute fee (Jun 12)',
      'Last-minute fee (Jun 13)',
    ]);
    expect(q.totalCents).toBe(4 * 6500 + 2500 + 3 * 2000);
    expect(q.perVisitCents).toEqual([6500, 8500, 8500, 8500]);
    expect(q.perVisitCents.reduce((a, b) => a + b, 0) + 2500).toBe(q.totalCents);
  });

  it('applies only to /purchase bookings', () => {
    expect(quote(['2026-06-12'], 'wizard').totalCents).toBe(6500);
    expect(quoteBooking({ plan: 'standard', dateCount: 1, lockboxPurchased: false }).totalCents).toBe(6500);
  });

  it('charges a recurring plan starting within the week once, on its first visit', () => {
    const q = quoteBooking({
      plan: 'recurring',
      cadence: 'biweekly',
      dateCount: 1,
      lockboxPurchased: false,
      flow: 'purchase',
      dates: ['2026-06-13'],
      now,
    });
    expect(q.totalCents).toBe(13500 + 2000);
    // June 13 to July 13 holds three fortnightly visits (June 13, 27, July 11): $45.00 each.
    expect(q.perVisitCents).toEqual([4500 + 2000, 4500, 4500]);
    // A visit's own price is its share of its month's visits, never the fee.
    expect(visitOwnPriceCents('recurring', 'biweekly', 3)).toBe(4500);
    expect(visitOwnPriceCents('recurring', 'biweekly', 2)).toBe(6750);
    expect(visitOwnPriceCents('recurring', 'weekly', 5)).toBe(4500);
    expect(visitOwnPriceCents('recurring', 'biweekly')).toBe(6750);
    expect(visitOwnPriceCents('extended')).toBe(8500);
  });
});
