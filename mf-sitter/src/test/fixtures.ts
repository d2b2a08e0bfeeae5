import type { SitterEarnings, Visit } from '@housesit/shared-contracts';
import { makeReport, makeVisit as makeAnyVisit, personOf, sitterUser } from '@housesit/shell/kit/testing';

/**
 * The sitter area's own test data; the demo users, tasks, reports and pages come from
 * @housesit/shell/kit/testing.
 */

/** A visit exactly as GET /api/visits answers the demo sitter: assigned to them. */
export function makeVisit(overrides: Partial<Visit> = {}): Visit {
  return makeAnyVisit({ assignedSitterId: sitterUser.id, assignedSitter: personOf(sitterUser), ...overrides });
}

/** A completed visit whose report was completed at `completedAt` (ISO). */
export function makeCompletedVisit(id: number, completedAt: string, overrides: Partial<Visit> = {}): Visit {
  return makeVisit({
    id,
    status: 'completed',
    scheduledDate: completedAt,
    report: makeReport({
      id: id * 10,
      duration: 30,
      mediaUrls: [`/api/media/${id}`],
      completedAt,
      checkInAt: completedAt,
      checkOutAt: completedAt,
    }),
    ...overrides,
  });
}

/** Earnings with nothing earned yet; tests override what they check. */
export function makeEarnings(overrides: Partial<SitterEarnings> = {}): SitterEarnings {
  return { weekCents: 0, monthCents: 0, totalCents: 0, nextPayoutDate: '2025-06-20', weekly: [], history: [], tips: [], ...overrides };
}
