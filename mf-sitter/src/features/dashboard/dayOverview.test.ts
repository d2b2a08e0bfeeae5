import { describe, expect, it } from 'vitest';
import { makeCompletedVisit, makeVisit } from '../../test/fixtures';
import { dayOverview } from './dayOverview';

/** June 2025 in New York (EDT, UTC−4): the days are the service area's whatever zone the test runs in. */
const at = (d: number, h: number) =>
  new Date(`2025-06-${String(d).padStart(2, '0')}T${String(h).padStart(2, '0')}:00:00-04:00`).toISOString();
const now = new Date(at(18, 12)); // Wednesday, June 18, 2025, noon in Marblehead

describe('dayOverview', () => {
  const visits = [
    makeVisit({ id: 1, status: 'scheduled', scheduledDate: at(18, 16) }),
    makeVisit({
      id: 2,
      status: 'in_progress',
      scheduledDate: at(18, 9),
      report: {
        id: 20,
        duration: null,
        mediaUrls: [],
        notes: null,
        completedAt: null,
        isArchived: false,
        checkInAt: at(18, 9),
        checkOutAt: null,
      },
    }),
    makeCompletedVisit(3, at(18, 8), { planType: 'extended' }),
    makeCompletedVisit(4, at(16, 10)),
    makeCompletedVisit(5, at(13, 10)),
    makeVisit({ id: 6, status: 'scheduled', scheduledDate: at(20, 10) }),
    makeVisit({ id: 7, status: 'scheduled', scheduledDate: at(19, 10) }),
    makeVisit({ id: 8, status: 'cancelled', scheduledDate: at(18, 11) }),
  ];
  const day = dayOverview(visits, now);

  it('counts active jobs, completed today and upcoming', () => {
    expect(day.activeJobs).toBe(1);
    expect(day.completedToday).toBe(1);
    expect(day.upcomingCount).toBe(3);
  });

  it("lists today's schedule in time order without cancelled visits", () => {
    expect(day.todaysSchedule.map((v) => v.id)).toEqual([3, 2, 1]);
  });

  it('lists upcoming visits after today, soonest first', () => {
    expect(day.upcoming.map((v) => v.id)).toEqual([7, 6]);
  });

  it('lists the latest starts and completions, newest first', () => {
    expect(day.recentActivity.map((a) => `${a.visit.id}-${a.kind}`).slice(0, 4)).toEqual([
      '2-started',
      '3-completed',
      '3-started',
      '4-completed',
    ]);
    expect(day.recentActivity).toHaveLength(5);
  });

  // docs/product/DECISIONS.md 'Time': today is Marblehead's, whatever zone the phone is set to. At 11:30 pm in
  // New York it is already tomorrow in UTC and in Tokyo; the evening's visit is still today's.
  it("keeps the service area's day when the device's day has moved on", () => {
    const lateEvening = new Date('2025-06-19T03:30:00Z'); // June 18, 11:30 pm in New York
    const evening = makeVisit({ id: 9, status: 'scheduled', scheduledDate: '2025-06-18T23:00:00Z' }); // 7 pm New York
    const nextMorning = makeVisit({ id: 10, status: 'scheduled', scheduledDate: '2025-06-19T13:00:00Z' }); // 9 am June 19
    const late = dayOverview([evening, nextMorning], lateEvening);
    expect(late.todaysSchedule.map((v) => v.id)).toEqual([9]);
    expect(late.upcoming.map((v) => v.id)).toEqual([10]);
    expect(late.upcomingCount).toBe(2);
  });
});
