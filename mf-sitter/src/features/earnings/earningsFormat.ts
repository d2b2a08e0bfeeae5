import { addDays, format, isValid, parseISO, startOfWeek, subWeeks } from 'date-fns';
import type { SitterEarnings } from '@housesit/shared-contracts';

/**
 * Presentation of GET /api/sitter/earnings. The figures themselves (totals, pay weeks, next
 * payout, history) are the database's; this only lays them out.
 */

/** Weeks shown in the weekly earnings chart. */
export const EARNINGS_CHART_WEEKS = 8;

/** Pay weeks run Monday to Sunday. */
const WEEK = { weekStartsOn: 1 } as const;

export type PayWeek = SitterEarnings['weekly'][number];

/** A date or date-time from the API as a local date ('2025-06-16' is local midnight). */
export function localDate(value: string): Date | null {
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

const dayKey = (date: Date) => format(date, 'yyyy-MM-dd');

/** The Sunday that ends a pay week. */
export function payWeekEnd(weekStart: string): Date | null {
  const start = localDate(weekStart);
  return start ? addDays(start, 6) : null;
}

export interface WeekPoint {
  /** 'Jun 9' (the Monday). */
  label: string;
  cents: number;
}

/**
 * The chart's weeks: the last `weeks` pay weeks up to the current one, oldest first, with the
 * endpoint's figure for each (a week without completed visits earns 0 and is not in its list).
 */
export function weeklyChartPoints(weekly: readonly PayWeek[], now: Date, weeks = EARNINGS_CHART_WEEKS): WeekPoint[] {
  const byWeek = new Map<string, number>();
  for (const week of weekly) {
    const start = localDate(week.weekStart);
    if (start) byWeek.set(dayKey(start), week.cents);
  }
  const current = startOfWeek(now, WEEK);
  return Array.from({ length: weeks }, (_, i) => {
    const start = subWeeks(current, weeks - 1 - i);
    return { label: format(start, 'MMM d'), cents: byWeek.get(dayKey(start)) ?? 0 };
  });
}

export const visitsText = (n: number) => `${n} completed ${n === 1 ? 'visit' : 'visits'}`;
