/**
 * Dispatch: a sitter's time off, a sitter's load per day and window, and assigning a recurring
 * plan's remaining visits in one step. Dates are service-area days (America/New_York), yyyy-MM-dd.
 */
import { array, boolean, nullable, number, object, optional, pattern, size, string, type Infer } from 'superstruct';
import { TimeWindowStruct } from './timeWindow.js';
import { SERVICE_DAY_PATTERN, VisitStruct } from './visit.js';

/** Longest note a sitter may keep with their time off ('Family wedding'). */
export const TIME_OFF_NOTE_MAX = 200;
/** Longest single range of time off; a longer absence is several ranges (and a word with the office). */
export const TIME_OFF_MAX_DAYS = 90;
/** Longest range GET /api/admin/dispatch/load answers: about two months of a board. */
export const SITTER_LOAD_MAX_DAYS = 62;

const ServiceDayStruct = pattern(string(), SERVICE_DAY_PATTERN);

export const TimeOffStruct = object({
  id: number(),
  sitterId: number(),
  /** First and last day off, both included. */
  startDate: string(),
  endDate: string(),
  note: nullable(string()),
});
export type TimeOff = Infer<typeof TimeOffStruct>;

export const TimeOffListStruct = object({ items: array(TimeOffStruct) });
export type TimeOffList = Infer<typeof TimeOffListStruct>;

export const NewTimeOffStruct = object({
  startDate: ServiceDayStruct,
  endDate: ServiceDayStruct,
  note: optional(nullable(size(string(), 0, TIME_OFF_NOTE_MAX))),
});
export type NewTimeOff = Infer<typeof NewTimeOffStruct>;

export const TimeOffResponseStruct = object({ timeOff: TimeOffStruct });
export type TimeOffResponse = Infer<typeof TimeOffResponseStruct>;

/** Admins: one sitter's time off, or every sitter's, overlapping the days asked (all upcoming when none). */
export const TimeOffQueryStruct = object({
  sitterId: optional(string()),
  from: optional(ServiceDayStruct),
  to: optional(ServiceDayStruct),
});
export type TimeOffQuery = Infer<typeof TimeOffQueryStruct>;

export const SitterLoadQueryStruct = object({
  from: ServiceDayStruct,
  to: ServiceDayStruct,
  sitterId: optional(string()),
});
export type SitterLoadQuery = Infer<typeof SitterLoadQueryStruct>;

/** One sitter's day: visits not cancelled per window, and whether they are off. */
export const SitterDayLoadStruct = object({
  date: string(),
  off: boolean(),
  total: number(),
  morning: number(),
  midday: number(),
  evening: number(),
});
export type SitterDayLoad = Infer<typeof SitterDayLoadStruct>;

export const SitterLoadStruct = object({
  sitterId: number(),
  /** Every day from `from` to `to`, in order. */
  days: array(SitterDayLoadStruct),
});
export type SitterLoad = Infer<typeof SitterLoadStruct>;

export const SitterLoadReportStruct = object({
  from: string(),
  to: string(),
  /** Active sitters (or the one asked for). */
  sitters: array(SitterLoadStruct),
});
export type SitterLoadReport = Infer<typeof SitterLoadReportStruct>;

export const AssignPlanStruct = object({ sitterId: number() });
export type AssignPlan = Infer<typeof AssignPlanStruct>;

export const PLAN_SKIP_REASONS = ['timeOff', 'otherSitter'] as const;
export type PlanSkipReason = (typeof PLAN_SKIP_REASONS)[number];

export const PlanSkipStruct = object({
  visitId: number(),
  date: string(),
  timeWindow: TimeWindowStruct,
  reason: string(),
  /** What it says, from DISPATCH_MESSAGES. */
  message: string(),
});
export type PlanSkip = Infer<typeof PlanSkipStruct>;

export const AssignPlanResponseStruct = object({
  visit: VisitStruct,
  /** Ids of the plan's visits given to the sitter (this one included), in date order. */
  assigned: array(number()),
  skipped: array(PlanSkipStruct),
});
export type AssignPlanResponse = Infer<typeof AssignPlanResponseStruct>;
