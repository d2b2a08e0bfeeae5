import { ADVANCE_NOTICE_DAYS, MAX_DAYS_AHEAD, addDaysIso, type BookingFlow } from '@housesit/shared-contracts';

/**
 * The service town's time zone. The API counts notice and the 90-day window from Marblehead's
 * date, not the browser's, so the calendar does the same.
 */
const SERVICE_TIME_ZONE = 'America/New_York';

/** Today in Marblehead as yyyy-MM-dd. */
export function serviceToday(now: Date = new Date()): string {
  // en-CA formats as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone: SERVICE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
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
