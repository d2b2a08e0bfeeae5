/**
 * docs/product/DECISIONS.md 'Time': a customer chooses a time window per booking (Morning 8–12, Midday 12–4,
 * Evening 4–8, service-area time); screens show the window, never an invented clock time.
 */
import { enums } from 'superstruct';
import { SERVICE_TIME_ZONE } from '../constants.js';
import { lazyFormat } from '../lazyFormat.js';

export const TIME_WINDOWS = ['morning', 'midday', 'evening'] as const;
export type TimeWindow = (typeof TIME_WINDOWS)[number];
export const TimeWindowStruct = enums(TIME_WINDOWS);

/** Visits booked before windows existed were stored at 10:00, so they read as Morning. */
export const DEFAULT_TIME_WINDOW: TimeWindow = 'morning';

export const TIME_WINDOW_LABELS: Record<TimeWindow, string> = { morning: 'Morning', midday: 'Midday', evening: 'Evening' };

/** Each window's hours on the service area's clock (24 h; the end is exclusive). */
export const TIME_WINDOW_HOURS: Record<TimeWindow, { start: number; end: number }> = {
  morning: { start: 8, end: 12 },
  midday: { start: 12, end: 16 },
  evening: { start: 16, end: 20 },
};

/** '8–12': the hours as docs/product/DECISIONS.md writes them. */
export const TIME_WINDOW_RANGES: Record<TimeWindow, string> = { morning: '8–12', midday: '12–4', evening: '4–8' };

/** 'Morning (8–12)'. */
export function timeWindowText(window: TimeWindow): string {
  return `${TIME_WINDOW_LABELS[window]} (${TIME_WINDOW_RANGES[window]})`;
}

const hourFormat = lazyFormat(() => new Intl.DateTimeFormat('en-US', { timeZone: SERVICE_TIME_ZONE, hourCycle: 'h23', hour: 'numeric' }));

/** The window an instant falls in on the service area's clock (before 12: morning; from 16: evening). */
export function timeWindowAt(instant: Date): TimeWindow {
  const hour = Number(hourFormat().format(instant));
  if (hour >= TIME_WINDOW_HOURS.evening.start) return 'evening';
  if (hour >= TIME_WINDOW_HOURS.midday.start) return 'midday';
  return 'morning';
}
