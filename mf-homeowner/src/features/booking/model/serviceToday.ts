import { serviceDayKey } from '@housesit/shared-contracts';

/**
 * Today in Marblehead as yyyy-MM-dd. The API counts notice and the 90-day window from the
 * service area's date (shared-contracts' serviceDayKey), not the browser's, so the calendar does the same.
 */
export function serviceToday(now: Date = new Date()): string {
  return serviceDayKey(now);
}
