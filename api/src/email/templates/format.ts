import { SERVICE_TIME_ZONE } from '../../time/serviceDay.js';

const serviceDate = new Intl.DateTimeFormat('en-US', {
  timeZone: SERVICE_TIME_ZONE,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** A yyyy-MM-dd service-area day as people read it: Monday, June 22, 2026. */
export function formatServiceDate(day: string): string {
  // Noon UTC is the same calendar day in America/New_York whatever the season.
  return serviceDate.format(new Date(`${day}T12:00:00Z`));
}
