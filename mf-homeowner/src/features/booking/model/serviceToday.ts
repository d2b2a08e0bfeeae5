import { ADVANCE_NOTICE_DAYS, MAX_DAYS_AHEAD, addDaysIso, serviceDayKey, type BookingFlow } from '@housesit/shared-contracts';

/**
 * Today in Marblehead as yyyy-MM-dd. The API counts notice and the 90-day window from the
 * service area's date (shared-contracts' serviceDayKey), not the browser's, so the calendar does the same.
 */
export function serviceToday(now: Date = new Date()): string {
  return serviceDayKey(now);
}

export interface DateWindow {
  earliest: string;
  latest: string;
}

/**
 * Which dates a flow may book (the same bounds as bookingRuleErrors): the dashboard wizard
 * needs 7 days' notice, /purchase only refuses past dates; both stop 90 days ahead.
 */
export function dateWindow(flow: BookingFlow, today: string): DateWindow {
  return {
    earliest: flow === 'wizard' ? addDaysIso(today, ADVANCE_NOTICE_DAYS) : today,
    latest: addDaysIso(today, MAX_DAYS_AHEAD),
  };
}
