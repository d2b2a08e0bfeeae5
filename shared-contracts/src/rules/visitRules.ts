/**
 * The visit rules the API enforces and the screens repeat (docs/product/platform.md §4–5, docs/product/customer.md §9 FAQ):
 * which status may follow which, when a visit may be completed, when a homeowner may cancel, and
 * the visit-safety rules (docs/product/DECISIONS.md 'Visit safety'): the start day, the revert, task reasons.
 * One copy here, so the API's refusal and the button a screen hides cannot disagree.
 */
import { CANCELLATION_NOTICE_DAYS, SERVICE_TIME_ZONE } from '../constants.js';
import type { ErrorCode } from '../errors.js';
import { HOMEOWNER_MESSAGES } from '../schemas/homeowner.js';
import { LIFECYCLE_MESSAGES } from '../schemas/lifecycle.js';
import type { Role } from '../roles.js';
import type { Visit, VisitStatus, VisitTask } from '../schemas/visit.js';
import { lazyFormat } from '../lazyFormat.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** docs/product/platform.md §4: start moves scheduled → in_progress, complete moves in_progress → completed. */
export const VISIT_TRANSITIONS: Record<VisitStatus, readonly VisitStatus[]> = {
  scheduled: ['in_progress', 'cancelled'],
  in_progress: ['completed'],
  completed: [],
  cancelled: [],
};

export function canTransition(from: VisitStatus, to: VisitStatus): boolean {
  return VISIT_TRANSITIONS[from].includes(to);
}

/** docs/product/platform.md §5: a visit is completed only once its report has at least one photo. */
export function hasVisitPhotos(visit: Pick<Visit, 'report'>): boolean {
  return (visit.report?.mediaUrls.length ?? 0) > 0;
}

export interface RuleRefusal {
  code: ErrorCode;
  message: string;
}

/** Who cancels: a homeowner needs the notice; an admin may cancel any visit not begun. */
export const CANCEL_ACTORS = ['homeowner', 'admin'] as const;
export type CancelActor = (typeof CANCEL_ACTORS)[number];

/** Whole calendar days from `from` to `to` (both yyyy-mm-dd); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  const utc = (date: string) => {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((utc(to) - utc(from)) / DAY_MS);
}

/**
 * The FAQ's notice (docs/product/DECISIONS.md 'Cancellation and refunds'): a homeowner may cancel or move a
 * visit only while its date is at least CANCELLATION_NOTICE_DAYS service-area calendar days away.
 */
export function hasChangeNotice(scheduledDate: string | Date, now: Date): boolean {
  return daysBetween(serviceDayKey(now), serviceDayKey(scheduledDate)) >= CANCELLATION_NOTICE_DAYS;
}

/**
 * Why this actor cannot cancel this visit now, or null when they can (docs/product/DECISIONS.md 'Cancellation
 * and refunds'): only a scheduled visit; a homeowner only when its date is at least
 * CANCELLATION_NOTICE_DAYS service-area calendar days away (New York dates, not hours, so the
 * answer does not depend on the visit's clock time or the viewer's zone).
 */
export function cancelRefusal(
  visit: { status: VisitStatus; scheduledDate: string | Date },
  now: Date,
  actor: CancelActor = 'homeowner',
): RuleRefusal | null {
  if (!canTransition(visit.status, 'cancelled'))
    return { code: 'visit.cancel_not_scheduled', message: HOMEOWNER_MESSAGES.cancelOnlyScheduled };
  if (actor === 'homeowner' && !hasChangeNotice(visit.scheduledDate, now)) {
    return { code: 'visit.cancel_too_late', message: HOMEOWNER_MESSAGES.cancelTooLate };
  }
  return null;
}

export const REFUND_LINE_KINDS = ['visit', 'lockbox'] as const;
export type RefundLineKind = (typeof REFUND_LINE_KINDS)[number];

export interface RefundLine {
  kind: RefundLineKind;
  label: string;
  amountCents: number;
}

export const REFUND_LINE_LABELS: Record<RefundLineKind, string> = { visit: 'Visit price', lockbox: 'Lockbox fee' };

/** What a visit's booking paid, as cancellationPolicy needs it. */
export interface CancellationCharge {
  /** The visit's own price (its plan's price: never the lockbox or a last-minute fee). */
  visitPriceCents: number;
  /** The booking's lockbox fee, 0 when none was bought. */
  lockboxCents: number;
  /** Visits of the same booking, other than this one, that are not cancelled. */
  otherVisitsStanding: number;
  /** The payment's amount minus what was refunded already or is being refunded. */
  refundableCents: number;
}

export interface CancellationInput {
  actor: CancelActor;
  now: Date;
  visit: { status: VisitStatus; scheduledDate: string | Date };
  /** Null when nothing was paid for the visit (made by hand, or its payment not completed). */
  charge: CancellationCharge | null;
  /** An admin may cancel without a refund; a homeowner's cancel always refunds what is due. */
  refund: boolean;
}

export type CancellationDecision = { allowed: true; refundCents: number; lines: RefundLine[] } | { allowed: false; refusal: RuleRefusal };

/**
 * The one cancellation rule (docs/product/DECISIONS.md 'Cancellation and refunds'): cancelRefusal's notice,
 * then the refund: the visit's price; the lockbox fee only with the cancel that leaves none of
 * its booking's visits standing; a last-minute fee never (it is not part of the visit's price);
 * never more than is left of the payment.
 */
export function cancellationPolicy(input: CancellationInput): CancellationDecision {
  const refusal = cancelRefusal(input.visit, input.now, input.actor);
  if (refusal) return { allowed: false, refusal };
  const charge = input.charge;
  if (!input.refund || !charge) return { allowed: true, refundCents: 0, lines: [] };
  const lines: RefundLine[] = [];
  let left = Math.max(0, charge.refundableCents);
  const add = (kind: RefundLineKind, cents: number) => {
    const amountCents = Math.min(cents, left);
    if (amountCents <= 0) return;
    lines.push({ kind, label: REFUND_LINE_LABELS[kind], amountCents });
    left -= amountCents;
  };
  add('visit', charge.visitPriceCents);
  if (charge.otherVisitsStanding === 0) add('lockbox', charge.lockboxCents);
  return { allowed: true, refundCents: lines.reduce((sum, line) => sum + line.amountCents, 0), lines };
}

const dayKeyFormat = lazyFormat(
  () => new Intl.DateTimeFormat('en-CA', { timeZone: SERVICE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }),
);
const dayLabelFormat = lazyFormat(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: SERVICE_TIME_ZONE,
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }),
);

/** 'yyyy-mm-dd' of an instant in the service area (docs/product/DECISIONS.md 'Time'), whatever the viewer's zone. */
export function serviceDayKey(date: string | Date): string {
  return dayKeyFormat().format(new Date(date));
}

/** 'Monday, June 15, 2026': a visit's service-area day, as the refusals name it. */
export function serviceDayLabel(date: string | Date): string {
  return dayLabelFormat().format(new Date(date));
}

/** True when the visit's date is today in the service area. */
export function isOnServiceDay(scheduledDate: string | Date, now: Date): boolean {
  return serviceDayKey(scheduledDate) === serviceDayKey(now);
}

/** A refusal that names the field to fix (the start's `reason`). */
export interface FieldRefusal extends RuleRefusal {
  status: 400 | 409;
  fieldErrors?: Record<string, string>;
}

/**
 * docs/product/DECISIONS.md 'Visit safety': anyone may start a visit on its service-area day; off that day a
 * sitter may not (409), and an admin must give a reason (400 naming `reason`). Null when the start
 * may go ahead. The status rule (scheduled only) is canTransition's.
 */
export function startRefusal(
  visit: { scheduledDate: string | Date },
  role: Role,
  reason: string | null | undefined,
  now: Date,
): FieldRefusal | null {
  if (isOnServiceDay(visit.scheduledDate, now)) return null;
  const day = serviceDayLabel(visit.scheduledDate);
  if (role !== 'admin') return { status: 409, code: 'visit.start_not_visit_day', message: LIFECYCLE_MESSAGES.startOnlyOnVisitDay(day) };
  if ((reason ?? '').trim() !== '') return null;
  const message = LIFECYCLE_MESSAGES.startReasonRequired(day);
  return { status: 400, code: 'visit.start_reason_required', message, fieldErrors: { reason: message } };
}

/** docs/product/DECISIONS.md 'Visit safety': an admin may put a started visit back to scheduled while it has no photo. */
export function revertRefusal(visit: Pick<Visit, 'status' | 'report'>): RuleRefusal | null {
  if (visit.status !== 'in_progress')
    return { code: 'visit.invalid_transition', message: LIFECYCLE_MESSAGES.invalidTransition(visit.status, 'scheduled') };
  if (hasVisitPhotos(visit)) return { code: 'visit.revert_has_photos', message: LIFECYCLE_MESSAGES.revertHasPhotos };
  return null;
}

/**
 * docs/product/DECISIONS.md 'Visit safety': completing with tasks not done needs a reason for each. The field
 * errors (`taskReasons.<id>`) of the unticked tasks with no reason given; empty when complete may go.
 */
export function missingTaskReasons(
  tasks: readonly Pick<VisitTask, 'id' | 'isCompleted'>[],
  reasons: Readonly<Record<string, string>> | undefined,
): Record<string, string> {
  const missing: Record<string, string> = {};
  for (const task of tasks) {
    if (task.isCompleted) continue;
    if ((reasons?.[String(task.id)] ?? '').trim() === '') missing[`taskReasons.${task.id}`] = LIFECYCLE_MESSAGES.taskReasonMissing;
  }
  return missing;
}
