/**
 * How much a sitter has on a day, and when it is too much. Warnings never refuse an assignment or
 * a move (the office decides); a day off does (DISPATCH_MESSAGES.sitterOff).
 */
import { SITTER_DAILY_VISIT_LIMIT } from '../constants.js';
import { SITTER_LOAD_MAX_DAYS, TIME_OFF_MAX_DAYS, type PlanSkipReason, type SitterDayLoad, type TimeOff } from '../schemas/dispatch.js';
import { TIME_WINDOWS, TIME_WINDOW_LABELS, type TimeWindow } from '../schemas/timeWindow.js';

/**
 * A window is crowded when it holds this many of one sitter's visits: a window is four hours, and
 * with the drive between homes one visit per window is what a sitter can promise to be on time for.
 */
export const SITTER_WINDOW_CROWDED_AT = 2;

export const DISPATCH_MESSAGES = {
  sitterOff: 'This sitter is off that day. Choose another sitter or another day.',
  timeOffRange: 'The last day off must be on or after the first.',
  timeOffPast: 'Time off must start today or later.',
  timeOffTooLong: `One range of time off can be at most ${TIME_OFF_MAX_DAYS} days. Add another range for a longer absence.`,
  timeOffOverlaps: 'This overlaps time off you already have. Remove or change that one first.',
  loadRange: `Ask for at most ${SITTER_LOAD_MAX_DAYS} days of load, from a first day on or before the last.`,
  notAPlanVisit: 'Only a recurring plan’s visit has remaining visits to assign.',
  planSkipped: {
    timeOff: 'The sitter is off that day.',
    otherSitter: 'Another sitter already has it.',
  } satisfies Record<PlanSkipReason, string>,
} as const;

/** Whether `dayKey` (yyyy-MM-dd) falls in any of the ranges (both ends included). */
export function isDayOff(ranges: readonly Pick<TimeOff, 'startDate' | 'endDate'>[], dayKey: string): boolean {
  return ranges.some((range) => range.startDate <= dayKey && dayKey <= range.endDate);
}

/** 'Morning 1 · Midday 0 · Evening 2 (3 of 4 for the day)'. */
export function loadSummary(day: SitterDayLoad): string {
  const windows = TIME_WINDOWS.map((window) => `${TIME_WINDOW_LABELS[window]} ${day[window]}`).join(' · ');
  return `${windows} (${day.total} of ${SITTER_DAILY_VISIT_LIMIT} for the day)`;
}

/**
 * The warnings for a sitter's day once `adding` visits in `window` are added to it: one for every
 * crowded window, and one when the day goes over SITTER_DAILY_VISIT_LIMIT. `who` names the sitter.
 */
export function loadWarnings(day: SitterDayLoad, who: string, adding?: { window: TimeWindow; count?: number }): string[] {
  const extra = adding?.count ?? 1;
  const after = (window: TimeWindow) => day[window] + (adding?.window === window ? extra : 0);
  const total = day.total + (adding ? extra : 0);
  const warnings: string[] = [];
  if (total > SITTER_DAILY_VISIT_LIMIT) {
    warnings.push(`${who} would have ${total} visits that day, more than the limit of ${SITTER_DAILY_VISIT_LIMIT}.`);
  }
  for (const window of TIME_WINDOWS) {
    const count = after(window);
    if (count >= SITTER_WINDOW_CROWDED_AT) {
      warnings.push(`${TIME_WINDOW_LABELS[window]} is crowded: ${who} would have ${count} visits in that window.`);
    }
  }
  return warnings;
}
