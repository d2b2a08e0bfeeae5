import { serviceDayKey, timeWindowText, type TimeWindow } from '@housesit/shared-contracts';
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

/**
 * When a visit is, as every screen says it (decision 018): 'Monday, June 22, 2026 · Morning (8–12)'.
 * A job queued before emails carried the window has none, and shows the day alone rather than a
 * window it may not be.
 */
export function formatVisitWhen(day: string, window: TimeWindow | undefined): string {
  const date = formatServiceDate(day);
  return window ? `${date} · ${timeWindowText(window)}` : date;
}

/** Whole minutes as people say them: 45 min, 1 h, 1 h 5 min. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

const serviceClock = new Intl.DateTimeFormat('en-US', {
  timeZone: SERVICE_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** An instant as people read it, on the service area's clock: Monday, June 15, 2026 at 10:00 AM EDT. */
export function formatServiceInstant(instant: Date): string {
  return `${formatServiceDate(serviceDayKey(instant))} at ${serviceClock.format(instant)}`;
}
