/**
 * Dates and times as the product shows them: always on the service area's clock
 * (America/New_York, docs/product/DECISIONS.md 'Time'), whatever the browser's zone says, so a visit on June
 * 22 in Marblehead is June 22 for a viewer in Tokyo too. Real times carry the zone's abbreviation.
 */
import { SERVICE_TIME_ZONE } from '@housesit/shared-contracts';
import { lazyFormat } from './lazyFormat';

const zoned = (options: Intl.DateTimeFormatOptions) =>
  lazyFormat(() => new Intl.DateTimeFormat('en-US', { timeZone: SERVICE_TIME_ZONE, ...options }));
const dateFormat = zoned({ month: 'long', day: 'numeric', year: 'numeric' });
const longDateFormat = zoned({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const timeFormat = zoned({ hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

/** A calendar day 'yyyy-MM-dd' is that day wherever one stands: read it at noon UTC, inside New York's day. */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

function formatWith(format: () => Intl.DateTimeFormat, value: string | Date): string {
  const date = typeof value !== 'string' ? value : new Date(CALENDAR_DAY.test(value) ? `${value}T12:00:00Z` : value);
  // A malformed date from the server is shown as it came rather than crashing the screen.
  if (Number.isNaN(date.getTime())) return String(value);
  // Newer ICU puts a narrow no-break space before AM/PM; the spec's texts use a plain space.
  return format()
    .format(date)
    .replace(/\u202f/g, ' ');
}

/** 'June 22, 2025' */
export const formatDate = (iso: string | Date) => formatWith(dateFormat, iso);
/** 'Sunday, June 22, 2025' */
export const formatLongDate = (iso: string | Date) => formatWith(longDateFormat, iso);
/** '2:30 PM EDT' */
export const formatTime = (iso: string | Date) => formatWith(timeFormat, iso);
