import { array, boolean, define, enums, number, object, optional, string, type Infer } from 'superstruct';
import { optionalText } from '../validation.js';
import { ACCOUNT_FIELDS } from './auth.js';
import { NOTES_MAX, REASON_MAX } from './limits.js';
import type { Report, Visit, VisitTask } from './visit.js';
import type { User } from './user.js';

/**
 * The visit lifecycle (docs/product/DECISIONS.md, docs/product/platform.md §4), used by the admin queue and the sitter area:
 * PATCH /api/visit/{id}/start { reason?, occurredAt? } → { visit } (body optional; a reason lets an admin start off the visit's day)
 * PATCH /api/report/{reportId}/add-photo { mediaUrl, capturedAt? } → { report }
 * DELETE /api/visit/{id}/photos/{mediaId} → { report } (before completion)
 * PATCH /api/visit/{id}/complete { notes?, duration?, taskReasons?, occurredAt? } → { visit } (body optional)
 * Start, complete, tasks and both add-photo routes take an Idempotency-Key header (applied once per user, kept 7 days).
 * PATCH /api/visit/{id}/revert { reason } → { visit } (admins: a started visit without photos back to scheduled; the reason is kept in its history)
 * GET /api/visit/{id}/history → { items }
 * PUT /api/admin/jobs/{id}/status { status, notes?, duration?, reason?, taskReasons? } → { visit }
 * PATCH /api/visit/{id}/tasks/{taskId} { isCompleted, notes? } → { task }
 * PATCH /api/admin/jobs/{id}/assign { sitterId } → { visit }
 */
/**
 * When the sitter's phone says an action happened (an ISO 8601 instant with a zone, e.g.
 * '2026-06-15T14:03:00.000Z'): an action queued without signal arrives later than it was done.
 * The API takes it when plausible (visit.occurred_at_implausible otherwise).
 */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
export const InstantStruct = define<string>('instant', (value) =>
  typeof value === 'string' && ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))
    ? true
    : 'Must be an ISO 8601 date and time with a time zone',
);

export const AddPhotoPayloadStruct = object({
  /** An image as a base64 data URL ('data:image/png;base64,...'). */
  mediaUrl: string(),
  /** When the photo was taken, on the sitter's phone; the arrival time when absent. */
  capturedAt: optional(InstantStruct),
});
export type AddPhotoPayload = Infer<typeof AddPhotoPayloadStruct>;

/** Task id (as a JSON key) → why that task was not done; every value non-empty text. */
export const TaskReasonsStruct = define<Record<string, string>>('taskReasons', (value) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'Task reasons must be an object';
  for (const [key, reason] of Object.entries(value as Record<string, unknown>)) {
    if (!/^[1-9][0-9]*$/.test(key)) return `Task reasons: '${key}' is not a task id`;
    if (typeof reason !== 'string') return 'Each task reason must be text';
    if (reason.length > REASON_MAX) return `Each task reason must be at most ${REASON_MAX} characters`;
  }
  return true;
});

export const StartVisitPayloadStruct = object({
  /** Required of an admin starting a visit before (or after) its day; sitters cannot start then. */
  reason: optionalText(REASON_MAX, 'Reason'),
  /** When the sitter started, on their phone (check-in time); the arrival time when absent. */
  occurredAt: optional(InstantStruct),
});
export type StartVisitPayload = Infer<typeof StartVisitPayloadStruct>;

export const RevertVisitPayloadStruct = object({
  reason: optionalText(REASON_MAX, 'Reason'),
});
export type RevertVisitPayload = Infer<typeof RevertVisitPayloadStruct>;

export const CompleteVisitPayloadStruct = object({
  notes: optionalText(NOTES_MAX, 'Notes'),
  /** Minutes; when absent the server counts from check-in to now. */
  duration: optional(number()),
  /** A reason for every task left unticked (docs/product/DECISIONS.md 'Visit safety'). */
  taskReasons: optional(TaskReasonsStruct),
  /** When the sitter completed, on their phone (check-out time); the arrival time when absent. */
  occurredAt: optional(InstantStruct),
});
export type CompleteVisitPayload = Infer<typeof CompleteVisitPayloadStruct>;

export const UpdateVisitTaskStruct = object({
  isCompleted: boolean(),
  notes: optionalText(NOTES_MAX, 'Notes'),
});
export type UpdateVisitTask = Infer<typeof UpdateVisitTaskStruct>;

export interface VisitResponse {
  visit: Visit;
}
export interface ReportResponse {
  report: Report;
}
export interface VisitTaskResponse {
  task: VisitTask;
}

/** 'rescheduled' carries the move (from → to) as its reason; 'cancelled' an admin's reason. */
export const VISIT_EVENT_KINDS = ['started', 'reverted', 'photo_removed', 'rescheduled', 'cancelled'] as const;
export type VisitEventKind = (typeof VISIT_EVENT_KINDS)[number];

/** One line of a visit's history: who did what, when, and why when they had to say. */
export interface VisitEvent {
  id: number;
  kind: VisitEventKind;
  reason: string | null;
  actor: { id: number; firstName: string; lastName: string } | null;
  /** ISO 8601. */
  createdAt: string;
}
export interface VisitHistoryResponse {
  items: VisitEvent[];
}

/**
 * POST /api/admin/users: an admin creates a sitter or another admin (docs/product/DECISIONS.md). No password:
 * the new account is emailed an invitation link to choose its own (decision 017).
 */
export const STAFF_ROLES = ['housesitter', 'admin'] as const;
const { password: _password, ...STAFF_ACCOUNT_FIELDS } = ACCOUNT_FIELDS;
export const CreateStaffUserStruct = object({
  ...STAFF_ACCOUNT_FIELDS,
  role: enums(STAFF_ROLES),
});
export type CreateStaffUser = Infer<typeof CreateStaffUserStruct>;

/**
 * POST /api/admin/users/:id/deactivate and /reactivate → the account as it is now, and how many
 * of its upcoming visits the deactivation left without a sitter (0 for a reactivation).
 */
export interface StaffAccountChange {
  user: User;
  unassignedVisits: number;
}

/** GET /api/admin/users?role= → { items } */
export interface UserList {
  items: User[];
}

/** GET /api/sitter/earnings: computed by the database from the sitter's completed visits. */
export const SitterEarningsStruct = object({
  weekCents: number(),
  monthCents: number(),
  totalCents: number(),
  /** Next Friday (yyyy-MM-dd) in the service's time zone. */
  nextPayoutDate: string(),
  /** Pay weeks Monday–Sunday, newest first. */
  weekly: array(object({ weekStart: string(), cents: number(), visits: number() })),
  history: array(object({ visitId: number(), completedAt: string(), planType: string(), payCents: number(), propertyAddress: string() })),
  /**
   * Customers' tips, each its own line, newest first. A tip counts in the week and month it was
   * paid (weekCents, monthCents, totalCents and weekly include it), as the payouts do.
   */
  tips: array(
    object({ tipId: number(), visitId: number(), amountCents: number(), fromFirstName: string(), visitDate: string(), paidAt: string() }),
  ),
});
export type SitterEarnings = Infer<typeof SitterEarningsStruct>;

export const LIFECYCLE_MESSAGES = {
  startedRetryUpload: 'The visit has been started. Please retry the upload.',
  invalidTransition: (from: string, to: string) => `A ${from.replace('_', ' ')} visit cannot become ${to.replace('_', ' ')}.`,
  notAnImage: 'Please select an image file',
  imageTooLarge: 'The photo is larger than 10 MB.',
  imageTooManyPixels: 'The photo has too many pixels.',
  notASitter: 'Only housesitter accounts can be assigned to a visit.',
  photosOnlyInProgress: 'Photos can only be added while the visit is in progress.',
  tasksOnlyInProgress: 'Tasks can only be updated while the visit is in progress.',
  assignOnlyOpen: 'Only scheduled or in-progress visits can be assigned a sitter.',
  invalidDuration: 'Duration must be a number of minutes from 1 to 1440.',
  startOnlyOnVisitDay: (day: string) => `This visit can be started only on its day, ${day}.`,
  startReasonRequired: (day: string) => `This visit is on ${day}. Give a reason to start it on another day.`,
  revertHasPhotos: 'A visit with photos cannot go back to scheduled. Remove its photos first.',
  revertReasonRequired: 'Give a reason to put this visit back to scheduled.',
  taskReasonRequired: 'Give a reason for each task not done.',
  taskReasonMissing: 'Why was this task not done?',
  payloadTooLarge: 'The request body is too large.',
} as const;

export const TaskStatusStruct = enums(['in_progress', 'completed'] as const);
