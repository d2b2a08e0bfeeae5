import { describe, expect, it } from 'vitest';
import { RESCHEDULE_MESSAGES } from '../schemas/reschedule.js';
import { rescheduleDateRange, rescheduleRefusal, type RescheduleInput } from './rescheduleRules.js';

// March 1, 2030, 12:00 in New York (EST); 23:30 the same New York day is already March 2 in UTC.
const NOW = new Date('2030-03-01T17:00:00Z');
const LATE_EVENING = new Date('2030-03-02T04:30:00Z');
/** A visit whose window starts at 16:00 New York time on `date` (EST until March 10, 2030). */
const visitOn = (date: string, status: RescheduleInput['visit']['status'] = 'scheduled'): RescheduleInput['visit'] => ({
  status,
  scheduledDate: `${date}T21:00:00Z`,
  timeWindow: 'evening',
});
const input = (overrides: Partial<RescheduleInput> = {}): RescheduleInput => ({
  actor: 'homeowner',
  now: NOW,
  visit: visitOn('2030-03-15'),
  date: '2030-03-20',
  timeWindow: 'morning',
  ...overrides,
});
const code = (overrides: Partial<RescheduleInput>) => rescheduleRefusal(input(overrides))?.code ?? null;

describe('rescheduleRefusal', () => {
  it('lets a homeowner move a visit 7 days away, not one 6 days away (the cancel’s notice)', () => {
    expect(code({ visit: visitOn('2030-03-08') })).toBeNull();
    expect(rescheduleRefusal(input({ visit: visitOn('2030-03-07') }))).toEqual({
      code: 'visit.reschedule_too_late',
      message: RESCHEDULE_MESSAGES.tooLate,
    });
  });

  it('counts the notice in New York days, whatever the hour', () => {
    // 23:30 on March 1 in New York: March 8 is still 7 days away there, though UTC says March 2.
    expect(code({ now: LATE_EVENING, visit: visitOn('2030-03-08') })).toBeNull();
    expect(code({ now: LATE_EVENING, visit: visitOn('2030-03-07') })).toBe('visit.reschedule_too_late');
  });

  it('takes a homeowner’s new date 7 to 90 days ahead, refusing 6 and 91', () => {
    expect(code({ date: '2030-03-08' })).toBeNull();
    expect(rescheduleRefusal(input({ date: '2030-03-07' }))?.message).toBe(RESCHEDULE_MESSAGES.newDateTooSoon);
    expect(code({ date: '2030-03-07' })).toBe('visit.reschedule_date_refused');
    expect(code({ date: '2030-05-30' })).toBeNull(); // 90 days
    expect(rescheduleRefusal(input({ date: '2030-05-31' }))?.message).toBe(RESCHEDULE_MESSAGES.newDateTooFar);
  });

  it('lets an admin move any visit not begun, to today but not the past', () => {
    expect(code({ actor: 'admin', visit: visitOn('2030-03-02'), date: '2030-03-01' })).toBeNull();
    expect(code({ actor: 'admin', visit: visitOn('2030-02-27'), date: '2030-03-03' })).toBeNull();
    expect(rescheduleRefusal(input({ actor: 'admin', date: '2030-02-28' }))?.message).toBe(RESCHEDULE_MESSAGES.newDateInPast);
    expect(code({ actor: 'admin', date: '2030-05-31' })).toBe('visit.reschedule_date_refused');
  });

  it('refuses visits that are not scheduled, for everyone', () => {
    for (const status of ['in_progress', 'completed', 'cancelled'] as const) {
      expect(code({ visit: visitOn('2030-03-15', status) })).toBe('visit.reschedule_not_scheduled');
      expect(code({ actor: 'admin', visit: visitOn('2030-03-15', status) })).toBe('visit.reschedule_not_scheduled');
    }
  });

  it('refuses a move to the same day and window, but takes another window on the same day', () => {
    expect(code({ date: '2030-03-15', timeWindow: 'evening' })).toBe('visit.reschedule_unchanged');
    expect(code({ date: '2030-03-15', timeWindow: 'midday' })).toBeNull();
  });
});

describe('rescheduleDateRange', () => {
  it('offers homeowners 7 to 90 days ahead and admins today to 90 days, in New York days', () => {
    expect(rescheduleDateRange('homeowner', LATE_EVENING)).toEqual({ min: '2030-03-08', max: '2030-05-30' });
    expect(rescheduleDateRange('admin', LATE_EVENING)).toEqual({ min: '2030-03-01', max: '2030-05-30' });
  });
});
