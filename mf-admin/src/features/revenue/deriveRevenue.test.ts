import { describe, expect, it } from 'vitest';
import type { Visit } from '@housesit/shared-contracts';
import { makeTask, makeVisit } from '../../test/fixtures';
import { deriveRevenue, formatShare } from './deriveRevenue';

const now = new Date('2025-06-15T12:00:00.000Z');

function completed(id: number, day: string, amount: string, extra: Partial<Visit> = {}): Visit {
  return makeVisit({
    id,
    status: 'completed',
    scheduledDate: `${day}T12:00:00.000Z`,
    totalAmount: amount,
    report: {
      id: id * 10,
      duration: 30,
      mediaUrls: [],
      notes: null,
      completedAt: `${day}T13:00:00.000Z`,
      isArchived: false,
      checkInAt: null,
      checkOutAt: null,
    },
    ...extra,
  });
}

describe('deriveRevenue', () => {
  const jobs: Visit[] = [
    completed(1, '2025-06-10', '65.00', { tasks: [makeTask(1, 'Security check', 'security_check'), makeTask(2, 'Mail pickup', 'mail_collection')] }),
    completed(2, '2025-05-14', '85.00', { planType: 'extended', homeownerId: 20, homeowner: { id: 20, firstName: 'Bob', lastName: 'Jones' }, tasks: [makeTask(3, 'Security check', 'security_check')] }),
    completed(3, '2025-01-14', '65.00'),
    completed(4, '2024-12-14', '65.00'), // older than six months: total only
    makeVisit({ id: 5, status: 'scheduled', scheduledDate: '2025-06-20T12:00:00.000Z', totalAmount: '67.50', planType: 'recurring' }),
    makeVisit({ id: 6, status: 'in_progress', scheduledDate: '2025-06-15T10:00:00.000Z', totalAmount: '85.00', planType: 'extended' }),
    makeVisit({ id: 7, status: 'cancelled', scheduledDate: '2025-06-12T12:00:00.000Z', totalAmount: '500.00' }),
    completed(8, '2025-04-14', '65.00'),
    completed(9, '2025-03-14', '65.00'),
  ];
  const figures = deriveRevenue(jobs, now);

  it('sums every visit that was not cancelled', () => {
    expect(figures.totalRevenueCents).toBe(6500 * 5 + 8500 * 2 + 6750);
    expect(figures.paidVisits).toBe(8);
    expect(figures.avgVisitValueCents).toBe(Math.round(56250 / 8));
  });

  it('buckets the last six months, oldest first', () => {
    expect(figures.months.map((m) => m.label)).toEqual(['Jan 2025', 'Feb 2025', 'Mar 2025', 'Apr 2025', 'May 2025', 'Jun 2025']);
    expect(figures.months.map((m) => m.cents)).toEqual([6500, 0, 6500, 6500, 8500, 6500 + 6750 + 8500]);
  });

  it('lists the five latest completed jobs as recent payments', () => {
    expect(figures.recentPayments.map((v) => v.id)).toEqual([1, 2, 8, 9, 3]);
  });

  it('computes Top Services per plan with its share of the total', () => {
    expect(figures.topServices.map((s) => [s.name, s.visits, s.cents])).toEqual([
      ['Standard Visit', 5, 32500],
      ['Extended Visit', 2, 17000],
      ['Recurring Visit', 1, 6750],
    ]);
    const shares = figures.topServices.map((s) => s.share);
    expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(1);
    expect(formatShare(figures.topServices[0]!.share)).toBe('58%');
  });

  it('counts booked services by task category', () => {
    expect(figures.taskCategories).toEqual([
      { category: 'security_check', label: 'Security Check', tasks: 2, share: 2 / 3 },
      { category: 'mail_collection', label: 'Mail Collection', tasks: 1, share: 1 / 3 },
    ]);
  });

  it('counts active users with the users-screen rule', () => {
    // Homeowner 10 visited on June 15 (in progress); homeowner 20 last on May 14 (32 days).
    expect(figures.activeUsers).toBe(1);
  });

  it('gives zeros, not NaN, without jobs', () => {
    const empty = deriveRevenue([], now);
    expect(empty.totalRevenueCents).toBe(0);
    expect(empty.avgVisitValueCents).toBe(0);
    expect(empty.topServices).toEqual([]);
    expect(empty.months).toHaveLength(6);
  });
});
