import {
  addDays,
  endOfWeek,
  format,
  isSameMonth,
  nextFriday,
  startOfDay,
  startOfWeek,
  subWeeks,
} from 'date-fns';
import { SITTER_PAY_CENTS, type Visit } from '@housesit/shared-contracts';
import { completedOn } from '../visits/visitFormat';

/** Pay weeks run Monday to Sunday. */
const WEEK = { weekStartsOn: 1 } as const;

/** Weeks shown in the weekly earnings chart. */
export const EARNINGS_CHART_WEEKS = 8;

/** What the sitter earns for one visit: the per-plan sitter rate of the pricing module. */
export function payCents(visit: Pick<Visit, 'planType'>): number {
  return SITTER_PAY_CENTS[visit.planType] ?? 0;
}

/** Only completed visits earn pay; newest first. */
export function completedVisits(visits: readonly Visit[]): Visit[] {
  return visits
    .filter((v) => v.status === 'completed')
    .sort((a, b) => completedOn(b).getTime() - completedOn(a).getTime());
}

export interface EarningsOverview {
  thisWeekCents: number;
  thisWeekVisits: number;
  thisMonthCents: number;
  thisMonthVisits: number;
  allTimeCents: number;
  allTimeVisits: number;
}

export function earningsOverview(visits: readonly Visit[], now: Date): EarningsOverview {
  const weekStart = startOfWeek(now, WEEK).getTime();
  const weekEnd = endOfWeek(now, WEEK).getTime();
  const overview: EarningsOverview = {
    thisWeekCents: 0,
    thisWeekVisits: 0,
    thisMonthCents: 0,
    thisMonthVisits: 0,
    allTimeCents: 0,
    allTimeVisits: 0,
  };
  for (const visit of completedVisits(visits)) {
    const pay = payCents(visit);
    const at = completedOn(visit);
    overview.allTimeCents += pay;
    overview.allTimeVisits += 1;
    if (at.getTime() >= weekStart && at.getTime() <= weekEnd) {
      overview.thisWeekCents += pay;
      overview.thisWeekVisits += 1;
    }
    if (isSameMonth(at, now)) {
      overview.thisMonthCents += pay;
      overview.thisMonthVisits += 1;
    }
  }
  return overview;
}

export interface WeeklyPayout {
  /** Monday 00:00 of the week (ISO). */
  weekStart: string;
  /** Sunday of the week (ISO, start of day). */
  weekEnd: string;
  visits: number;
  cents: number;
}

/** Completed visits grouped by pay week (Monday to Sunday), newest week first. */
export function weeklyPayouts(visits: readonly Visit[]): WeeklyPayout[] {
  const weeks = new Map<number, WeeklyPayout>();
  for (const visit of completedVisits(visits)) {
    const start = startOfWeek(completedOn(visit), WEEK);
    const week = weeks.get(start.getTime()) ?? {
      weekStart: start.toISOString(),
      weekEnd: startOfDay(addDays(start, 6)).toISOString(),
      visits: 0,
      cents: 0,
    };
    week.visits += 1;
    week.cents += payCents(visit);
    weeks.set(start.getTime(), week);
  }
  return [...weeks.values()].sort((a, b) => Date.parse(b.weekStart) - Date.parse(a.weekStart));
}

/** Payouts are made on Fridays: the next one is the first Friday after today. */
export function nextPayoutDate(now: Date): Date {
  return nextFriday(startOfDay(now));
}

export interface WeekPoint {
  /** 'Jun 9' (the Monday). */
  label: string;
  cents: number;
}

/** Earnings of the last `weeks` pay weeks, oldest first, the current week last (for the chart). */
export function weeklySeries(visits: readonly Visit[], now: Date, weeks = EARNINGS_CHART_WEEKS): WeekPoint[] {
  const byWeek = new Map(weeklyPayouts(visits).map((w) => [Date.parse(w.weekStart), w.cents]));
  const current = startOfWeek(now, WEEK);
  return Array.from({ length: weeks }, (_, i) => {
    const start = subWeeks(current, weeks - 1 - i);
    return { label: format(start, 'MMM d'), cents: byWeek.get(start.getTime()) ?? 0 };
  });
}
