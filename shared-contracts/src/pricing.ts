/**
 * The one pricing module (docs/product/DECISIONS.md): the server charges from it, the screens display from it.
 * Every amount is in cents; `formatCents` turns it into the dollars-with-2-decimals the specs show.
 */
import { CUSTOM_TASK_POINTS_BUDGET, RECURRING_DISCOUNT_PERCENT } from './constants.js';
import { addMonthsIso, firstMonthDates } from './rules/planPeriods.js';
import { daysBetween, serviceDayKey } from './rules/visitRules.js';
import type { BookingFlow } from './schemas/checkout.js';
import { lazyFormat } from './lazyFormat.js';

export const PLAN_IDS = ['standard', 'extended', 'recurring'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const CADENCES = ['weekly', 'biweekly'] as const;
export type Cadence = (typeof CADENCES)[number];
export const DEFAULT_CADENCE: Cadence = 'biweekly';
/** How screens and quote lines write a cadence: one wording everywhere ('bi-weekly', never 'biweekly'). */
export const CADENCE_LABELS: Record<Cadence, string> = { weekly: 'weekly', biweekly: 'bi-weekly' };

export interface PlanFeature {
  title: string;
  description: string;
  included: boolean;
}

export interface Plan {
  id: PlanId;
  name: string;
  /** Per visit for standard and extended; per month (from) for recurring. */
  priceCents: number;
  priceUnit: 'visit' | 'month';
  /** The pricing tier's monthly and yearly values, in dollars as shown on the landing page. */
  tier: { monthly: number; yearly: number; highlight?: string; badge?: string };
  description: string;
  features: PlanFeature[];
  /** Booking wizard steps for this plan. */
  steps: number;
  popular?: boolean;
  recurring?: boolean;
}

/** The recurring plan's 'from' price per month (docs/product/customer.md §9: the landing page's $135). */
const RECURRING_FROM_CENTS = 13500;

const INCLUDED_IN_EVERY_VISIT: PlanFeature[] = [
  { title: 'Security check', description: 'Walk-through of doors, windows and alarms', included: true },
  { title: 'Mail pickup', description: 'Mail and packages brought inside', included: true },
  { title: 'Basic plant care', description: 'Indoor plants watered', included: true },
  { title: 'Visit report', description: 'Notes and photos after every visit', included: true },
];

export const PLANS: Record<PlanId, Plan> = {
  standard: {
    id: 'standard',
    name: 'Standard Visit',
    priceCents: 6500,
    priceUnit: 'visit',
    tier: { monthly: 65, yearly: 780 },
    description: 'A thorough check of your home while you are away.',
    features: [...INCLUDED_IN_EVERY_VISIT, { title: 'Customisable services', description: 'Add your own task points', included: false }],
    steps: 4,
  },
  extended: {
    id: 'extended',
    name: 'Extended Visit',
    priceCents: 8500,
    priceUnit: 'visit',
    tier: { monthly: 85, yearly: 1020 },
    description: 'Larger property coverage and services you choose.',
    features: [
      ...INCLUDED_IN_EVERY_VISIT,
      { title: 'Larger property coverage', description: 'More rooms, yard and outbuildings', included: true },
      { title: 'Customisable services', description: `Up to ${CUSTOM_TASK_POINTS_BUDGET} task points per visit`, included: true },
    ],
    steps: 5,
  },
  recurring: {
    id: 'recurring',
    name: 'Recurring Visit',
    priceCents: RECURRING_FROM_CENTS,
    priceUnit: 'month',
    tier: {
      monthly: RECURRING_FROM_CENTS / 100,
      yearly: (RECURRING_FROM_CENTS / 100) * 12,
      highlight: `Starting at $${RECURRING_FROM_CENTS / 100}/month`,
      badge: 'Most Popular',
    },
    description: 'Weekly or bi-weekly visits with priority scheduling.',
    features: [
      ...INCLUDED_IN_EVERY_VISIT,
      { title: 'Priority scheduling', description: 'First pick of visit times', included: true },
      { title: 'Customisable services', description: `Up to ${CUSTOM_TASK_POINTS_BUDGET} task points per visit`, included: true },
    ],
    steps: 6,
    popular: true,
    recurring: true,
  },
};

export const RECURRING_PLAN_DETAILS = [
  `${RECURRING_DISCOUNT_PERCENT}% discount per visit`,
  'Automated scheduling',
  'Priority booking',
  'Consistent service provider',
] as const;

/**
 * Lockbox add-on, standard and extended only (docs/product/DECISIONS.md): the box stays fitted at the
 * home, so it is charged once per property (decision 027), never again on a later booking there.
 */
export const LOCKBOX_PRICE_CENTS = 2500;
/** The one sentence the booking screens show where the lockbox is offered. */
export const LOCKBOX_EXPLANATION = `A lockbox is a secure key box we fit at your door so your sitter can let themselves in; it costs $${LOCKBOX_PRICE_CENTS / 100} once per property, and later bookings there use it at no charge.`;
/** The summary's, receipt's and email's line when the property's lockbox was paid on an earlier booking. */
export const LOCKBOX_ALREADY_PAID_LABEL = 'Lockbox (already paid for this property)';

/**
 * What a booking pays for the lockbox: its price when bought for a property that has none paid
 * yet, else nothing (the API says whether the customer's property already paid for one).
 */
export function lockboxChargeCents(input: Pick<PriceInput, 'plan' | 'lockboxPurchased' | 'lockboxPaidForProperty'>): number {
  return input.plan !== 'recurring' && input.lockboxPurchased && !input.lockboxPaidForProperty ? LOCKBOX_PRICE_CENTS : 0;
}

/**
 * docs/product/DECISIONS.md 'Last-minute fee': a /purchase visit dated fewer than LAST_MINUTE_DAYS service-area
 * days ahead costs this much more. Not part of the visit's price, so never refunded.
 */
export const LAST_MINUTE_FEE_CENTS = 2000;
export const LAST_MINUTE_DAYS = 7;

/** docs/product/customer.md §9: recurring monthly prices in cents per visit type and cadence. */
export const RECURRING_MONTHLY_CENTS = {
  standard_weekly: 16500,
  standard_biweekly: 9500,
  extended_weekly: 22500,
  extended_biweekly: 13500,
} as const;
export type RecurringPriceKey = keyof typeof RECURRING_MONTHLY_CENTS;

/** docs/product/DECISIONS.md: recurring bookings are billed monthly at extended rates. */
export const RECURRING_VISIT_TYPE = 'extended' as const;

/**
 * A recurring plan is billed by calendar month (decision 015): the same monthly price whatever
 * the month holds, and its visits are the cadence's dates inside it, fewest in a 28-day month
 * and most in a 29- to 31-day one.
 */
export const RECURRING_VISITS_PER_MONTH: Record<Cadence, { fewest: number; most: number }> = {
  weekly: { fewest: 4, most: 5 },
  biweekly: { fewest: 2, most: 3 },
};
export const CADENCE_INTERVAL_DAYS: Record<Cadence, number> = { weekly: 7, biweekly: 14 };

export const VISIT_KEYS = ['standard', 'extended', ...(Object.keys(RECURRING_MONTHLY_CENTS) as RecurringPriceKey[])] as const;
export type VisitKey = 'standard' | 'extended' | RecurringPriceKey;

export const CUSTOM_TASK_IDS = [
  'litter',
  'windowboxes',
  'reptilecare',
  'dogoutside',
  'largeparcel',
  'gardenwater',
  'blindslights',
  'fishcare',
] as const;
export type CustomTaskId = (typeof CUSTOM_TASK_IDS)[number];

export interface CustomTaskOption {
  id: CustomTaskId;
  name: string;
  points: number;
  category: string;
}

export const CUSTOM_TASKS: Record<CustomTaskId, CustomTaskOption> = {
  litter: { id: 'litter', name: 'Litter box', points: 15, category: 'pet_care' },
  windowboxes: { id: 'windowboxes', name: 'Water window boxes', points: 10, category: 'plant_care' },
  reptilecare: { id: 'reptilecare', name: 'Reptile care', points: 10, category: 'pet_care' },
  dogoutside: { id: 'dogoutside', name: 'Let the dog/puppy outside', points: 10, category: 'pet_care' },
  largeparcel: {
    id: 'largeparcel',
    name: 'Large parcel delivery (bring parcels inside)',
    points: 15,
    category: 'mail_collection',
  },
  gardenwater: { id: 'gardenwater', name: 'Water garden beds', points: 20, category: 'plant_care' },
  blindslights: { id: 'blindslights', name: 'Rotate blinds & lights', points: 5, category: 'security_check' },
  fishcare: { id: 'fishcare', name: 'Fish care', points: 10, category: 'pet_care' },
};

/** The services every visit includes, stored as the visit's base tasks. */
export const INCLUDED_TASKS = [
  { name: 'Security check', description: 'Walk-through of doors, windows and alarms', category: 'security_check' },
  { name: 'Mail pickup', description: 'Mail and packages brought inside', category: 'mail_collection' },
  { name: 'Basic plant care', description: 'Indoor plants watered', category: 'plant_care' },
] as const;

/**
 * What a sitter is paid per completed visit, by plan (docs/product/DECISIONS.md: earnings come from a per-visit
 * sitter rate kept here; the customer prices are not the sitter's pay).
 */
export const SITTER_PAY_CENTS: Record<PlanId, number> = {
  standard: 4000,
  extended: 5200,
  recurring: 4500,
};

export class PricingError extends Error {}

export const PRICING_ERRORS = {
  visitTypeMissing: 'Visit type is required',
  invalidCadence: 'Invalid cadence: must be weekly or biweekly',
  invalidVisitKey: (key: string) => `Invalid visit key: ${key}`,
  noPlanAmount: (key: string) => `No plan amount for visit key: ${key}`,
  recurringWithoutCadence: 'Recurring visits require a cadence',
} as const;

export function customTaskPoints(taskIds: readonly CustomTaskId[]): number {
  return taskIds.reduce((sum, id) => sum + CUSTOM_TASKS[id].points, 0);
}

export function visitKeyFor(plan: PlanId, cadence?: Cadence | null): VisitKey {
  if (plan === 'recurring') {
    if (!cadence) throw new PricingError(PRICING_ERRORS.recurringWithoutCadence);
    return `${RECURRING_VISIT_TYPE}_${cadence}`;
  }
  return plan;
}

export interface PriceLine {
  label: string;
  amountCents: number;
}

export interface PriceQuote {
  visitKey: VisitKey;
  visitCount: number;
  lines: PriceLine[];
  totalCents: number;
  /**
   * Each created visit's price, in cents (recurring: its even share of the month, the last taking
   * any remainder), with its last-minute fee. The lockbox is the booking's own line, in no visit.
   */
  perVisitCents: number[];
  /** What this booking pays for the lockbox: 0 when not bought or already paid for the property. */
  lockboxCents?: number;
  /** Recurring with its start date: the plan renews by itself, a month after the start, at the monthly price. */
  nextCharge?: { date: string; amountCents: number };
}

export interface PriceInput {
  plan: PlanId;
  cadence?: Cadence | null;
  /** Number of selected dates (standard, extended); ignored for recurring. */
  dateCount: number;
  lockboxPurchased: boolean;
  /** The customer's property already paid for its lockbox on an earlier booking: not charged again. */
  lockboxPaidForProperty?: boolean;
  /** Only a /purchase booking pays the last-minute fee; absent means the dashboard wizard (7 days' notice). */
  flow?: BookingFlow;
  /** The booking's dates (yyyy-MM-dd) and the moment it is priced, to find last-minute ones. */
  dates?: readonly string[];
  now?: Date;
}

const feeDayFormat = lazyFormat(() => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' }));

/**
 * The dates that pay the last-minute fee: a /purchase booking's dates fewer than LAST_MINUTE_DAYS
 * days after today, both counted as New York calendar days (the date is already one; `now` is not).
 */
export function lastMinuteDates(input: Pick<PriceInput, 'flow' | 'dates' | 'now'>): string[] {
  if (input.flow !== 'purchase' || !input.dates || !input.now) return [];
  const today = serviceDayKey(input.now);
  return input.dates.filter((date) => daysBetween(today, date) < LAST_MINUTE_DAYS);
}

/** 'Last-minute fee (Jun 15)': one line per visit, so each label is distinct. */
function lastMinuteLine(date: string): PriceLine {
  return { label: `Last-minute fee (${feeDayFormat().format(new Date(`${date}T00:00:00Z`))})`, amountCents: LAST_MINUTE_FEE_CENTS };
}

/**
 * A visit's own price, what a cancel may refund: the plan's price, or for recurring the largest
 * even share of its month (`visitsInMonth`, the visits that month's charge bought; unknown: the
 * fewest a month has). Never the lockbox or a last-minute fee carried in the visit's share.
 */
export function visitOwnPriceCents(plan: PlanId, cadence?: Cadence | null, visitsInMonth?: number): number {
  if (plan !== 'recurring') return PLANS[plan].priceCents;
  const key = visitKeyFor(plan, cadence) as RecurringPriceKey;
  const count = visitsInMonth && visitsInMonth > 0 ? visitsInMonth : RECURRING_VISITS_PER_MONTH[cadence as Cadence].fewest;
  return Math.max(...splitEvenly(RECURRING_MONTHLY_CENTS[key], count));
}

/** Computes what a booking costs. Add-on tasks cost points, not money (docs/product/customer.md §3). */
export function quoteBooking(input: PriceInput): PriceQuote {
  const visitKey = visitKeyFor(input.plan, input.cadence);
  if (input.plan === 'recurring') {
    const cadence = input.cadence as Cadence;
    const totalCents = RECURRING_MONTHLY_CENTS[visitKey as RecurringPriceKey];
    // The first month's visits: the start date, then every 7 or 14 days until a month after it.
    const start = input.dates?.[0];
    const visitCount = start ? firstMonthDates(start, CADENCE_INTERVAL_DAYS[cadence]).length : RECURRING_VISITS_PER_MONTH[cadence].fewest;
    const nextCharge = start ? { nextCharge: { date: addMonthsIso(start, 1), amountCents: totalCents } } : {};
    // Only the start date is chosen (the first visit); the later visits are weeks ahead.
    const late = lastMinuteDates({ ...input, dates: input.dates?.slice(0, 1) });
    const lines = [
      { label: `${PLANS.recurring.name} (${CADENCE_LABELS[cadence]}, first month)`, amountCents: totalCents },
      ...late.map(lastMinuteLine),
    ];
    const perVisitCents = splitEvenly(totalCents, visitCount);
    if (late.length > 0) perVisitCents[0] = (perVisitCents[0] ?? 0) + LAST_MINUTE_FEE_CENTS;
    return { visitKey, visitCount, lines, totalCents: totalCents + late.length * LAST_MINUTE_FEE_CENTS, perVisitCents, ...nextCharge };
  }
  if (!Number.isInteger(input.dateCount) || input.dateCount < 1) {
    throw new PricingError('At least one visit date is required');
  }
  const plan = PLANS[input.plan];
  const visitsCents = plan.priceCents * input.dateCount;
  const lines: PriceLine[] = [{ label: `${plan.name} × ${input.dateCount}`, amountCents: visitsCents }];
  const lockboxCents = lockboxChargeCents(input);
  if (input.lockboxPurchased) {
    lines.push(lockboxCents > 0 ? { label: 'Lockbox', amountCents: lockboxCents } : { label: LOCKBOX_ALREADY_PAID_LABEL, amountCents: 0 });
  }
  const late = new Set(lastMinuteDates(input));
  const dates = input.dates ?? [];
  for (const date of dates) if (late.has(date)) lines.push(lastMinuteLine(date));
  const totalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  // A last-minute fee goes with its own visit; the lockbox with none (its own line, once per property).
  const perVisitCents = Array.from(
    { length: input.dateCount },
    (_, i) => plan.priceCents + (late.has(dates[i] ?? '') ? LAST_MINUTE_FEE_CENTS : 0),
  );
  return { visitKey, visitCount: input.dateCount, lines, totalCents, perVisitCents, lockboxCents };
}

function splitEvenly(totalCents: number, parts: number): number[] {
  const base = Math.floor(totalCents / parts);
  const shares = Array.from({ length: parts }, () => base);
  shares[parts - 1] = totalCents - base * (parts - 1);
  return shares;
}

const dollars = lazyFormat(() => new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** '$65.00' from 6500, '$1,045.00' from 104500: every amount with thousands separators. */
export function formatCents(cents: number): string {
  return `$${dollars().format(cents / 100)}`;
}

/** The API's numeric-string amounts ('65.00') from cents. */
export function centsToAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Cents from a numeric-string amount ('65.00'). */
export function amountToCents(amount: string): number {
  return Math.round(Number(amount) * 100);
}

/** '$65.00' (or '$1,045.00') from the API's numeric-string amount. */
export function formatAmount(amount: string | number): string {
  return `$${dollars().format(Number(amount))}`;
}
