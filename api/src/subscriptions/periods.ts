/**
 * A subscription's periods and each period's visits (decision 015). A period is a calendar
 * month counted from the plan's anchor (planPeriod: the start date, or for a plan that began
 * with 4-week periods the end of the last of them); a day the month lacks falls on its last day.
 * Its visits are the cadence's dates inside it, every 7 or 14 days from the start date whatever
 * the period, so a cadence change keeps them in step; the first period is exactly what the first
 * checkout bought.
 */
import {
  CADENCE_INTERVAL_DAYS,
  CADENCE_LABELS,
  PLANS,
  RECURRING_MONTHLY_CENTS,
  RECURRING_VISIT_TYPE,
  cadenceDatesWithin,
  planPeriod,
  type Cadence,
  type PlanPeriod,
} from '@housesit/shared-contracts';
import type { SubscriptionRow } from '../db/schema.js';

export type Period = PlanPeriod;

type Anchored = Pick<SubscriptionRow, 'startDate' | 'periodAnchorDate' | 'periodAnchorIndex'>;

/** Period `index` of the subscription: a calendar month from its anchor (null: its start date). */
export function periodOf(sub: Anchored, index: number): Period {
  return planPeriod({ date: sub.periodAnchorDate ?? sub.startDate, index: sub.periodAnchorDate ? sub.periodAnchorIndex : 0 }, index);
}

/** The period's visit dates at this cadence: every 7 or 14 days from the plan's start date, inside the period. */
export function periodVisitDates(startDate: string, period: Period, cadence: Cadence): string[] {
  return cadenceDatesWithin(startDate, CADENCE_INTERVAL_DAYS[cadence], period.start, period.end);
}

/** What a period costs at this cadence: the monthly price at extended rates (docs/product/DECISIONS.md). */
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
