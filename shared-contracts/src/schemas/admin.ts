import { array, boolean, enums, nullable, number, object, optional, string, type Infer } from 'superstruct';
import { CUSTOM_TASK_IDS, PLAN_IDS, PLANS } from '../pricing.js';
import { LocationRequestStruct } from './location.js';
import { VisitStatusStruct } from './visit.js';
import { NOTES_MAX, REASON_MAX } from './limits.js';
import { TaskReasonsStruct } from './lifecycle.js';
import { optionalText } from '../validation.js';

export const AdminStatsStruct = object({
  activeJobs: number(),
  completedToday: number(),
  pendingReviews: number(),
  /** Numeric string in dollars for the current calendar month. */
  monthlyRevenue: string(),
  totalUsers: number(),
});
export type AdminStats = Infer<typeof AdminStatsStruct>;

/** PUT /api/admin/jobs/{id}/status */
export const JobStatusUpdateStruct = object({
  status: enums(['in_progress', 'completed'] as const),
  notes: optionalText(NOTES_MAX, 'Notes'),
  duration: optional(number()),
  /** An off-day start's reason (admins). */
  reason: optionalText(REASON_MAX, 'Reason'),
  taskReasons: optional(TaskReasonsStruct),
});
export type JobStatusUpdate = Infer<typeof JobStatusUpdateStruct>;

export const AssignSitterStruct = object({ sitterId: nullable(number()) });
export type AssignSitter = Infer<typeof AssignSitterStruct>;

export const UserStatsStruct = object({
  upcomingVisits: number(),
  completedVisits: number(),
  totalSpent: string(),
  nextVisitDate: nullable(string()),
});
export type UserStats = Infer<typeof UserStatsStruct>;

/** A Top Services line: a plan, or the lockbox add-on (the one add-on charged in money). */
export const REVENUE_SERVICE_IDS = [...PLAN_IDS, 'lockbox'] as const;
export type RevenueServiceId = (typeof REVENUE_SERVICE_IDS)[number];
export const REVENUE_SERVICE_NAMES: Record<RevenueServiceId, string> = {
  standard: PLANS.standard.name,
  extended: PLANS.extended.name,
  recurring: PLANS.recurring.name,
  lockbox: 'Lockbox',
};

/**
 * GET /api/admin/revenue, from completed payments and their bookings (definitions in
 * api/src/admin/revenue.ts). Money in cents; months are 'yyyy-MM' in Marblehead time.
 */
export const RevenueReportStruct = object({
  /** Net: what was paid less what was refunded. */
  totalRevenueCents: number(),
  /** Everything customers paid, before refunds. */
  grossRevenueCents: number(),
  /** Everything refunded: grossRevenueCents - totalRevenueCents. */
  refundedCents: number(),
  monthlyRevenueCents: number(),
  avgVisitValueCents: number(),
  activeUsers: number(),
  paidBookings: number(),
  visitsBought: number(),
  /** The last REVENUE_MONTHS calendar months, oldest first; months without payments are 0. */
  months: array(object({ month: string(), revenueCents: number(), payments: number() })),
  /** Largest first; sharePercent is of totalRevenueCents, one decimal. */
  topServices: array(
    object({ id: enums(REVENUE_SERVICE_IDS), name: string(), bookings: number(), revenueCents: number(), sharePercent: number() }),
  ),
  /** Custom tasks cost points, not money: how many paid bookings chose each, most chosen first. */
  customTasks: array(object({ id: enums(CUSTOM_TASK_IDS), name: string(), bookings: number() })),
  /**
   * docs/product/platform.md's 'Recent Payments: the 5 latest completed jobs': the REVENUE_RECENT_PAYMENTS visits
   * completed last, with what each was sold at; `completedAt` is the job's completion. `id` is the
   * visit's id (as `visitId`); `bookingId` is null for visits booked before checkout existed.
   */
  recentPayments: array(
    object({
      id: number(),
      visitId: number(),
      bookingId: nullable(number()),
      customerName: string(),
      plan: enums(PLAN_IDS),
      amountCents: number(),
      completedAt: string(),
    }),
  ),
  /**
   * Customers' tips: passed on in full to the sitters, so never counted in the revenue figures
   * above; this month's and all time, with how many.
   */
  tips: object({ monthCents: number(), totalCents: number(), count: number() }),
});
export type RevenueReport = Infer<typeof RevenueReportStruct>;
export type RevenueService = RevenueReport['topServices'][number];
export type RecentPayment = RevenueReport['recentPayments'][number];

/** GET /api/admin/location-requests?limit=&offset=: newest first. */
export const LocationRequestPageStruct = object({
  items: array(LocationRequestStruct),
  total: number(),
  nextOffset: nullable(number()),
});
export type LocationRequestPage = Infer<typeof LocationRequestPageStruct>;

/**
 * GET /api/admin/users/homeowners?search=&limit=&offset=: the users screen, grouped from the
 * visits by homeowner in the database (docs/product/platform.md §2 User management; definitions in
 * api/src/visits/homeowners.ts). Money in cents.
 */
export const HomeownerSummaryStruct = object({
  homeownerId: number(),
  name: string(),
  username: string(),
  email: string(),
  phone: nullable(string()),
  address: nullable(string()),
  /** Visits that were not cancelled, and the sum of their amounts. */
  totalVisits: number(),
  totalSpentCents: number(),
  /** The latest visit that is neither in the future nor cancelled (ISO), if any. */
  lastVisit: nullable(string()),
  /** The last visit is within ACTIVE_USER_WINDOW_DAYS days. */
  isActive: boolean(),
  /** At least one visit is still scheduled. */
  hasUpcoming: boolean(),
  /** Visits not cancelled and still ahead (after now), and the soonest of them (ISO), if any. */
  upcomingVisits: number(),
  nextVisit: nullable(string()),
  /**
   * The USER_RECENT_VISITS latest visits that took place (not cancelled), newest first, and how
   * many more of those there are: listed + more + upcoming = totalVisits.
   */
  recentVisits: array(object({ id: number(), scheduledDate: string(), totalAmount: string(), status: VisitStatusStruct })),
  moreVisits: number(),
});
export type HomeownerSummary = Infer<typeof HomeownerSummaryStruct>;

export const HomeownerOverviewStruct = object({
  totalUsers: number(),
  activeUsers: number(),
  avgVisits: number(),
  avgSpentCents: number(),
});
export type HomeownerOverview = Infer<typeof HomeownerOverviewStruct>;

/** The overview counts every homeowner with a visit; items and total only those matching the search. */
export const HomeownerSummaryPageStruct = object({
  overview: HomeownerOverviewStruct,
  items: array(HomeownerSummaryStruct),
  total: number(),
  nextOffset: nullable(number()),
});
export type HomeownerSummaryPage = Infer<typeof HomeownerSummaryPageStruct>;

/** Homeowners per page of the users screen, and the most one request may ask for. */
export const HOMEOWNER_PAGE_SIZE = 24;
export const HOMEOWNER_PAGE_MAX = 100;

export interface HomeownerSummaryQuery {
  /** Homeowner id ('12' or '#12'), name or email, ignoring case. */
  search?: string;
  limit?: number;
  offset?: number;
}

export const HomeownerSummaryQueryStruct = object({
  search: optional(string()),
  limit: optional(string()),
  offset: optional(string()),
});
