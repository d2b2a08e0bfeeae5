/**
 * "Today" and "this month" for the business: the service runs in one town (Marblehead, MA),
 * so days and months follow its time zone, not the server's (which is usually UTC).
 */
import { SERVICE_TIME_ZONE } from '@housesit/shared-contracts';

export { SERVICE_TIME_ZONE };

interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function zonedParts(date: Date, timeZone: string): ZonedParts {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Milliseconds the zone is ahead of UTC at `date` (negative west of Greenwich). */
function offsetMs(date: Date, timeZone: string): number {
  const p = zonedParts(date, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(date.getTime() / 1000) * 1000;
}

/** The instant of a wall-clock time in the zone (months and days may overflow, as in Date.UTC). */
export function zonedTime(year: number, month: number, day: number, hour = 0, minute = 0, timeZone = SERVICE_TIME_ZONE): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // Two passes settle the offset across a daylight-saving change.
  let instant = wall - offsetMs(new Date(wall), timeZone);
  instant = wall - offsetMs(new Date(instant), timeZone);
  return new Date(instant);
}

export interface TimeRange {
  start: Date;
  /** Exclusive. */
  end: Date;
}

/** The zone's calendar day containing `now`. */
export function dayRange(now: Date, timeZone = SERVICE_TIME_ZONE): TimeRange {
  const p = zonedParts(now, timeZone);
  return { start: zonedTime(p.year, p.month, p.day, 0, 0, timeZone), end: zonedTime(p.year, p.month, p.day + 1, 0, 0, timeZone) };
}

/** The zone's calendar month containing `now`. */
export function monthRange(now: Date, timeZone = SERVICE_TIME_ZONE): TimeRange {
  const p = zonedParts(now, timeZone);
  return { start: zonedTime(p.year, p.month, 1, 0, 0, timeZone), end: zonedTime(p.year, p.month + 1, 1, 0, 0, timeZone) };
}

/** The zone's wall-clock date of `now` shifted by `days`, at `hour:minute`. */
export function atLocalTime(now: Date, days: number, hour: number, minute = 0, timeZone = SERVICE_TIME_ZONE): Date {
  const p = zonedParts(now, timeZone);
  return zonedTime(p.year, p.month, p.day + days, hour, minute, timeZone);
}
