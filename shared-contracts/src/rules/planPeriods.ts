/**
 * The recurring plan's billing periods (decision 015). A period is a calendar month from the
 * plan's start: period n runs from the start date's day n months later to the same day a month
 * after that. A day the month does not have (the 29th, 30th or 31st) falls on the month's last
 * day, counted from the start each time: a plan started January 31 renews February 28 (29 in a
 * leap year), March 31, April 30. Every month costs the cadence's monthly price; its visits are
 * the cadence's dates inside it (every 7 or 14 days from the start date): weekly 4 or 5,
 * bi-weekly 2 or 3. All dates are New York calendar dates written yyyy-MM-dd.
 */

const DAY_MS = 86_400_000;

function parts(date: string): [number, number, number] {
  return date.split('-').map(Number) as [number, number, number];
}

function iso(utcMs: number): string {
  return new Date(utcMs).toISOString().slice(0, 10);
}

/** `date` moved by `months` calendar months, on the month's last day when it has no such day. */
export function addMonthsIso(date: string, months: number): string {
  const [y, m, d] = parts(date);
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return iso(Date.UTC(y, m - 1 + months, Math.min(d, lastDay)));
}

export interface PlanPeriod {
  index: number;
  /** The period's first day. */
  start: string;
  /** The first day after it: the date of the next charge. */
  end: string;
}

/**
 * Where a plan's months are counted from: period `index` starts on `date`. A new plan counts
 * from its start date (index 0); a plan that began with 4-week periods counts from the end of
 * the last of them.
 */
export interface PeriodAnchor {
  date: string;
  index: number;
}

/** Period `index` of a plan whose months are counted from `anchor`. */
export function planPeriod(anchor: PeriodAnchor, index: number): PlanPeriod {
  const months = index - anchor.index;
  if (months < 0) throw new RangeError(`period ${index} is before the plan's months begin (period ${anchor.index})`);
  return { index, start: addMonthsIso(anchor.date, months), end: addMonthsIso(anchor.date, months + 1) };
}

/** The dates from `gridStart` every `intervalDays` days that fall in [from, until). */
export function cadenceDatesWithin(gridStart: string, intervalDays: number, from: string, until: string): string[] {
  const [gy, gm, gd] = parts(gridStart);
  const grid = Date.UTC(gy, gm - 1, gd);
  const [fy, fm, fd] = parts(from);
  const ahead = Math.max(0, Math.round((Date.UTC(fy, fm - 1, fd) - grid) / DAY_MS));
  const dates: string[] = [];
  for (let step = Math.ceil(ahead / intervalDays); ; step++) {
    const date = iso(grid + step * intervalDays * DAY_MS);
    if (date >= until) return dates;
    dates.push(date);
  }
}

/** The first month's visit dates of a plan starting on `start`: the start date, then every `intervalDays` within the month. */
export function firstMonthDates(start: string, intervalDays: number): string[] {
  return cadenceDatesWithin(start, intervalDays, start, addMonthsIso(start, 1));
}

/** What the summary says before paying for a plan: it renews by itself, when, and for how much. */
export function planRenewalNotice(amount: string, nextChargeDate: string): string {
  return `Your plan renews automatically each month until you cancel it. Next charge: ${amount} on ${nextChargeDate}.`;
}
