import { describe, expect, it } from 'vitest';
import { SITTER_PAY_CENTS } from '@housesit/shared-contracts';
import { makeCompletedVisit, makeVisit } from '../../test/fixtures';
import { earningsOverview, nextPayoutDate, payCents, weeklyPayouts, weeklySeries } from './earnings';

// Local times, so the week and month boundaries hold in any time zone.
const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).toISOString();
// Wednesday, June 18, 2025 at noon.
const now = new Date(2025, 5, 18, 12);

const visits = [
  makeCompletedVisit(1, at(2025, 6, 16), { planType: 'standard' }), // Mon this week
  makeCompletedVisit(2, at(2025, 6, 18, 9), { planType: 'extended' }), // Wed this week
  makeCompletedVisit(3, at(2025, 6, 15), { planType: 'recurring' }), // Sun last week
  makeCompletedVisit(4, at(2025, 6, 2), { planType: 'standard' }), // this month, earlier week
  makeCompletedVisit(5, at(2025, 5, 30), { planType: 'extended' }), // last month
  makeVisit({ id: 6, status: 'in_progress', scheduledDate: at(2025, 6, 18) }),
  makeVisit({ id: 7, status: 'scheduled', scheduledDate: at(2025, 6, 19) }),
  makeVisit({ id: 8, status: 'cancelled', scheduledDate: at(2025, 6, 17) }),
];

describe('sitter earnings', () => {
  it('pays the per-plan sitter rate of the pricing module', () => {
    expect(payCents({ planType: 'standard' })).toBe(SITTER_PAY_CENTS.standard);
    expect(payCents({ planType: 'extended' })).toBe(SITTER_PAY_CENTS.extended);
    expect(payCents({ planType: 'recurring' })).toBe(SITTER_PAY_CENTS.recurring);
  });

  it('totals this week (Monday to Sunday), this month and all time from completed visits only', () => {
    const { standard, extended, recurring } = SITTER_PAY_CENTS;
    expect(earningsOverview(visits, now)).toEqual({
      thisWeekCents: standard + extended,
      thisWeekVisits: 2,
      thisMonthCents: standard + extended + recurring + standard,
      thisMonthVisits: 4,
      allTimeCents: standard * 2 + extended * 2 + recurring,
      allTimeVisits: 5,
    });
  });

  it('groups payouts by pay week, newest first', () => {
    const weeks = weeklyPayouts(visits);
    expect(weeks.map((w) => [new Date(w.weekStart).getDate(), new Date(w.weekEnd).getDate(), w.visits])).toEqual([
      [16, 22, 2],
      [9, 15, 1],
      [2, 8, 1],
      [26, 1, 1],
    ]);
    expect(weeks[0]!.cents).toBe(SITTER_PAY_CENTS.standard + SITTER_PAY_CENTS.extended);
    expect(new Date(weeks[0]!.weekStart).getDay()).toBe(1);
  });

  it('pays out on the next Friday', () => {
    expect(nextPayoutDate(now)).toEqual(new Date(2025, 5, 20));
    // On a Friday the next payout is the following Friday.
    expect(nextPayoutDate(new Date(2025, 5, 20, 8))).toEqual(new Date(2025, 5, 27));
    expect(nextPayoutDate(new Date(2025, 5, 22, 23))).toEqual(new Date(2025, 5, 27));
  });

  it('gives the weekly series for the chart, current week last', () => {
    const series = weeklySeries(visits, now, 4);
    expect(series.map((p) => p.label)).toEqual(['May 26', 'Jun 2', 'Jun 9', 'Jun 16']);
    expect(series.map((p) => p.cents)).toEqual([
      SITTER_PAY_CENTS.extended,
      SITTER_PAY_CENTS.standard,
      SITTER_PAY_CENTS.recurring,
      SITTER_PAY_CENTS.standard + SITTER_PAY_CENTS.extended,
    ]);
  });

  it('is all zeros without completed visits', () => {
    expect(earningsOverview([makeVisit()], now).allTimeCents).toBe(0);
    expect(weeklyPayouts([])).toEqual([]);
    expect(weeklySeries([], now)).toHaveLength(8);
  });
});
