import { describe, expect, it } from 'vitest';
import { HOMEOWNER_MESSAGES } from '../schemas/homeowner.js';
import { LIFECYCLE_MESSAGES } from '../schemas/lifecycle.js';
import {
  cancelRefusal,
  canTransition,
  hasVisitPhotos,
  isOnServiceDay,
  missingTaskReasons,
  revertRefusal,
  serviceDayKey,
  serviceDayLabel,
  startRefusal,
} from './visitRules.js';

const now = new Date('2026-06-01T12:00:00Z');
const daysAhead = (days: number, extraMs = 0) => new Date(now.getTime() + days * 86_400_000 + extraMs).toISOString();

describe('visit rules', () => {
  it('allows only the lifecycle of docs/product/platform.md §4', () => {
    expect(canTransition('scheduled', 'in_progress')).toBe(true);
    expect(canTransition('scheduled', 'cancelled')).toBe(true);
    expect(canTransition('in_progress', 'completed')).toBe(true);
    expect(canTransition('scheduled', 'completed')).toBe(false);
    expect(canTransition('in_progress', 'cancelled')).toBe(false);
    expect(canTransition('completed', 'in_progress')).toBe(false);
    expect(canTransition('cancelled', 'scheduled')).toBe(false);
  });

  it('completes only with a photo', () => {
    expect(hasVisitPhotos({ report: null })).toBe(false);
    expect(hasVisitPhotos({ report: { mediaUrls: [] } as never })).toBe(false);
    expect(hasVisitPhotos({ report: { mediaUrls: ['/api/media/1'] } as never })).toBe(true);
  });

  it('cancels with 7 New York calendar days of notice, not one day less', () => {
    expect(cancelRefusal({ status: 'scheduled', scheduledDate: daysAhead(7) }, now)).toBeNull();
    expect(cancelRefusal({ status: 'scheduled', scheduledDate: daysAhead(18) }, now)).toBeNull();
    // An hour short of 7 × 24 hours is still the 7th day in New York.
    expect(cancelRefusal({ status: 'scheduled', scheduledDate: daysAhead(7, -3_600_000) }, now)).toBeNull();
    expect(cancelRefusal({ status: 'scheduled', scheduledDate: daysAhead(6) }, now)).toEqual({
      code: 'visit.cancel_too_late',
      message: HOMEOWNER_MESSAGES.cancelTooLate,
    });
    expect(cancelRefusal({ status: 'scheduled', scheduledDate: daysAhead(6) }, now, 'admin')).toBeNull();
  });

  it('cancels only scheduled visits, whatever the notice', () => {
    for (const status of ['in_progress', 'completed', 'cancelled'] as const) {
      expect(cancelRefusal({ status, scheduledDate: daysAhead(30) }, now)).toEqual({
        code: 'visit.cancel_not_scheduled',
        message: HOMEOWNER_MESSAGES.cancelOnlyScheduled,
      });
    }
  });
});

describe('messages built from the rules constants', () => {
  it('still read as the spec words them', async () => {
    const { BOOKING_MESSAGES, PLANS, RECURRING_PLAN_DETAILS } = await import('../index.js');
    expect(BOOKING_MESSAGES.advanceNotice).toBe('Minimum 7 days advance notice required');
    expect(BOOKING_MESSAGES.recurringAdvanceNotice).toBe('Recurring visits require 7 days advance notice');
    expect(BOOKING_MESSAGES.pointsOverBudget).toBe('Please reduce your selection to 30 points or fewer');
    expect(HOMEOWNER_MESSAGES.cancelTooLate).toBe('Visits can be cancelled up to 7 days before they take place.');
    expect(PLANS.recurring.tier).toMatchObject({ monthly: 135, yearly: 1620, highlight: 'Starting at $135/month' });
    expect(RECURRING_PLAN_DETAILS[0]).toBe('20% discount per visit');
  });
});

describe('visit safety rules (docs/product/DECISIONS.md "Visit safety", "Time")', () => {
  // 14:00 UTC on 15 June 2026 is 10:00 in Marblehead (EDT).
  const at = new Date('2026-06-15T14:00:00Z');

  it("reads 'today' in the service area's zone, not UTC's", () => {
    expect(serviceDayKey('2026-06-16T03:30:00Z')).toBe('2026-06-15');
    expect(isOnServiceDay('2026-06-16T03:30:00Z', at)).toBe(true);
    expect(isOnServiceDay('2026-06-16T04:30:00Z', at)).toBe(false);
    expect(serviceDayLabel('2026-07-06T13:00:00Z')).toBe('Monday, July 6, 2026');
  });

  it('lets anyone start on the day; off it refuses a sitter and asks an admin for a reason', () => {
    expect(startRefusal({ scheduledDate: '2026-06-15T22:00:00Z' }, 'housesitter', undefined, at)).toBeNull();
    const day = 'Monday, July 6, 2026';
    expect(startRefusal({ scheduledDate: '2026-07-06T13:00:00Z' }, 'housesitter', 'nearby', at)).toEqual({
      status: 409,
      code: 'visit.start_not_visit_day',
      message: LIFECYCLE_MESSAGES.startOnlyOnVisitDay(day),
    });
    const message = LIFECYCLE_MESSAGES.startReasonRequired(day);
    expect(startRefusal({ scheduledDate: '2026-07-06T13:00:00Z' }, 'admin', '  ', at)).toEqual({
      status: 400,
      code: 'visit.start_reason_required',
      message,
      fieldErrors: { reason: message },
    });
    expect(startRefusal({ scheduledDate: '2026-07-06T13:00:00Z' }, 'admin', 'Owner back early', at)).toBeNull();
  });

  it('reverts only a started visit without photos', () => {
    expect(revertRefusal({ status: 'in_progress', report: null })).toBeNull();
    expect(revertRefusal({ status: 'in_progress', report: { mediaUrls: ['/api/media/1'] } as never })?.code).toBe(
      'visit.revert_has_photos',
    );
    expect(revertRefusal({ status: 'scheduled', report: null })?.code).toBe('visit.invalid_transition');
  });

  it('asks a reason for each unticked task only', () => {
    const tasks = [
      { id: 1, isCompleted: true },
      { id: 2, isCompleted: false },
      { id: 3, isCompleted: false },
    ];
    expect(missingTaskReasons(tasks, { '3': 'Locked room' })).toEqual({ 'taskReasons.2': LIFECYCLE_MESSAGES.taskReasonMissing });
    expect(missingTaskReasons(tasks, { '2': ' x ', '3': 'y' })).toEqual({});
    expect(missingTaskReasons(tasks, undefined)).toEqual({
      'taskReasons.2': LIFECYCLE_MESSAGES.taskReasonMissing,
      'taskReasons.3': LIFECYCLE_MESSAGES.taskReasonMissing,
    });
  });
});
