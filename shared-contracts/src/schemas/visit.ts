import { array, boolean, enums, nullable, number, object, optional, pattern, size, string, type Infer } from 'superstruct';
import { PLAN_IDS } from '../pricing.js';
import { SitterCardStruct } from './sitterProfile.js';
import { TimeWindowStruct } from './timeWindow.js';

export const VISIT_STATUSES = ['scheduled', 'in_progress', 'completed', 'cancelled'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];
export const VisitStatusStruct = enums(VISIT_STATUSES);

export const VISIT_STATUS_LABEL: Record<VisitStatus, string> = {
  scheduled: 'Upcoming',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const TaskStruct = object({
  name: string(),
  description: string(),
  /** Numeric string in dollars; add-on tasks cost points, not money, so usually '0.00'. */
  price: string(),
  /** Words joined by underscore, e.g. 'security_check'. */
  category: string(),
});
export type Task = Infer<typeof TaskStruct>;

export const VisitTaskStruct = object({
  id: number(),
  isCompleted: boolean(),
  notes: nullable(string()),
  /** Why the task was not done, given when the visit was completed without it (shown in the report). */
  skipReason: nullable(string()),
  task: TaskStruct,
});
export type VisitTask = Infer<typeof VisitTaskStruct>;

export const ReportStruct = object({
  id: number(),
  /** Minutes. */
  duration: nullable(number()),
  mediaUrls: array(string()),
  notes: nullable(string()),
  completedAt: nullable(string()),
  isArchived: boolean(),
  checkInAt: nullable(string()),
  checkOutAt: nullable(string()),
});
export type Report = Infer<typeof ReportStruct>;

export const PersonNameStruct = object({ id: number(), firstName: string(), lastName: string() });
export type PersonName = Infer<typeof PersonNameStruct>;

export const VisitStruct = object({
  id: number(),
  status: VisitStatusStruct,
  planType: enums(PLAN_IDS),
  /**
   * ISO 8601 instant: the start of the visit's window on its service-area day. Screens show the
   * day (in America/New_York) and the window, never this clock time.
   */
  scheduledDate: string(),
  timeWindow: TimeWindowStruct,
  updatedAt: string(),
  /** Numeric string in dollars, e.g. '65.00'. */
  totalAmount: string(),
  homeownerId: number(),
  homeowner: PersonNameStruct,
  /** The homeowner's phone for the sitter's tap-to-call; only the visit's homeowner, sitter and admins see a visit. */
  homeownerPhone: nullable(string()),
  assignedSitterId: nullable(number()),
  /**
   * Staff see the sitter's full name; the visit's customer gets the first name only (lastName
   * is '': a customer knows their sitter by first name, photo and profile, `sitterCard`).
   */
  assignedSitter: nullable(PersonNameStruct),
  /** Who is coming: the assigned sitter's first name, photo and profile; null while none is assigned. */
  sitterCard: optional(nullable(SitterCardStruct)),
  propertyAddress: string(),
  /** No access text: a home's access details are sealed and opened only by a reveal (decision 024). */
  specialInstructions: nullable(string()),
  schedulingAddOns: array(string()),
  tasks: array(VisitTaskStruct),
  report: nullable(ReportStruct),
});
export type Visit = Infer<typeof VisitStruct>;
/** The admin queue calls a visit a job; it is the same record. */
export type Job = Visit;

/** Paged list answer of GET /api/visits and GET /api/admin/jobs. */
export const VisitPageStruct = object({
  items: array(VisitStruct),
  total: number(),
  nextOffset: nullable(number()),
});
export type VisitPage = Infer<typeof VisitPageStruct>;

export const VISIT_WHEN = ['upcoming', 'past', 'today'] as const;
export type VisitWhen = (typeof VISIT_WHEN)[number];

/** Query of GET /api/visits and GET /api/admin/jobs; every field optional. */
export interface VisitQuery {
  status?: VisitStatus;
  when?: VisitWhen;
  archived?: boolean;
  /** Admins only: one homeowner's visits (the users screen's View Details). */
  homeownerId?: number;
  /** Admins only (the job queue): first and last service-area day (YYYY-MM-DD, America/New_York), inclusive. */
  from?: string;
  to?: string;
  /** Admins only: one sitter's visits; `unassigned=true` only visits with no sitter. */
  sitterId?: number;
  unassigned?: boolean;
  /** Admins only: homeowner name, address or visit id (case-insensitive, substring). */
  search?: string;
  limit?: number;
  offset?: number;
}

/** A service-area day in a query: YYYY-MM-DD. */
export const SERVICE_DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** Longest search text the queue accepts (a longer one is a 400, not a slow scan). */
export const VISIT_SEARCH_MAX = 100;

export const VisitQueryStruct = object({
  status: optional(VisitStatusStruct),
  when: optional(enums(VISIT_WHEN)),
  archived: optional(enums(['true', 'false'])),
  homeownerId: optional(string()),
  from: optional(pattern(string(), SERVICE_DAY_PATTERN)),
  to: optional(pattern(string(), SERVICE_DAY_PATTERN)),
  sitterId: optional(string()),
  unassigned: optional(enums(['true', 'false'])),
  search: optional(size(string(), 0, VISIT_SEARCH_MAX)),
  limit: optional(string()),
  offset: optional(string()),
});

/** 'Security check + Mail pickup', or 'Home Visit' when a visit has no tasks (docs/product/customer.md §2). */
export function visitTitle(visit: Pick<Visit, 'tasks'>): string {
  return visit.tasks.length === 0 ? 'Home Visit' : visit.tasks.map((t) => t.task.name).join(' + ');
}
