/**
 * When a time window of a service-area day starts and ends, as instants (docs/product/DECISIONS.md 'Time':
 * Morning 8–12, Midday 12–4, Evening 4–8 on America/New_York's clock). Computed from the zone's
 * own offset on that day, so a window across a daylight-saving change or at a month's end is
 * still the hours the customer chose.
 */
import { SERVICE_TIME_ZONE } from '../constants.js';
import { lazyFormat } from '../lazyFormat.js';
import { TIME_WINDOW_HOURS, type TimeWindow } from '../schemas/timeWindow.js';

const wallClock = lazyFormat(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: SERVICE_TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    }),
);

/** How far the service area's clock is ahead of UTC at `instant` (negative: New York is behind). */
function zoneOffsetMs(instant: number): number {
  const parts: Record<string, number> = {};
  for (const part of wallClock().formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0);
  return asUtc - (instant - (instant % 60_000));
}

/** The instant of `hour`:00 on the service-area day `date` (yyyy-MM-dd). */
export function serviceInstant(date: string, hour: number): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, hour);
  // A second pass settles the offset when the first guess fell on the other side of a change.
  const guess = wall - zoneOffsetMs(wall);
  return new Date(wall - zoneOffsetMs(guess));
}

/** When `window` starts on the service-area day `date`. */
export function windowStartsAt(date: string, window: TimeWindow): Date {
  return serviceInstant(date, TIME_WINDOW_HOURS[window].start);
}

/** When `window` ends on the service-area day `date` (exclusive). */
export function windowEndsAt(date: string, window: TimeWindow): Date {
  return serviceInstant(date, TIME_WINDOW_HOURS[window].end);
}
