/**
 * A subscription's periods and each period's visits (decision 015). Period n runs from
 * start + 28n days for 28 days, so weekly (every 7 days) gives 4 visits and bi-weekly (every
 * 14) gives 2 in every period, and the visits continue from the start date whatever the
 * period: the first period is exactly what the first checkout bought.
 */
import {
  addDaysIso,
  CADENCE_INTERVAL_DAYS,
  CADENCE_LABELS,
  PLANS,
  RECURRING_MONTHLY_CENTS,
  RECURRING_VISIT_TYPE,
  SUBSCRIPTION_PERIOD_DAYS,
  type Cadence,
} from '@housesit/shared-contracts';

export interface Period {
  index: number;
  /** yyyy-MM-dd, first day of the period. */
  start: string;
  /** yyyy-MM-dd, first day after it (the next renewal's date). */
  end: string;
}

export function periodOf(startDate: string, index: number): Period {
  const start = addDaysIso(startDate, index * SUBSCRIPTION_PERIOD_DAYS);
  return { index, start, end: addDaysIso(start, SUBSCRIPTION_PERIOD_DAYS) };
}

/** The period's visit dates at this cadence: its first day, then every 7 or 14 days within it. */
export function periodVisitDates(period: Period, cadence: Cadence): string[] {
  const interval = CADENCE_INTERVAL_DAYS[cadence];
  return Array.from({ length: SUBSCRIPTION_PERIOD_DAYS / interval }, (_, i) => addDaysIso(period.start, i * interval));
}

/** What a period costs at this cadence: the monthly price at extended rates (DECISIONS.md). */
export function renewalCents(cadence: Cadence): number {
  return RECURRING_MONTHLY_CENTS[`${RECURRING_VISIT_TYPE}_${cadence}`];
}

/** Each visit's even share of the period's charge (the last takes the remainder). */
export function visitShares(totalCents: number, count: number): number[] {
  const base = Math.floor(totalCents / count);
  return Array.from({ length: count }, (_, i) => (i === count - 1 ? totalCents - base * (count - 1) : base));
}

/** A period's charge as billing lists it, like the first checkout's 'Recurring Visit (weekly, first month)'. */
export function periodDescription(cadence: Cadence, index: number): string {
  return `${PLANS.recurring.name} (${CADENCE_LABELS[cadence]}, month ${index + 1})`;
}
