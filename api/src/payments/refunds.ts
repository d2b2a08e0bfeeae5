/**
 * Cancelling a visit and giving its money back (docs/product/DECISIONS.md 'Cancellation and refunds'; the
 * rule is shared-contracts' cancellationPolicy).
 *
 * Order of work, as for checkouts (decision 006): the visit's cancel, its refund row (pending)
 * and the customer's notification are one transaction; the provider is asked after it commits
 * (no HTTP call inside a transaction), and its answer moves the row to succeeded or failed.
 * The customer's visitCancelled email (with an admin's reason) and the sitter's notice are queued
 * in that same transaction (decision 011).
 * Polar's refund webhooks move it later if it answered pending.
 *
 * Exactly once: the cancel is a conditional UPDATE (status still scheduled, date unchanged), so
 * of two racing cancels one changes the visit and the other finds it cancelled; a visit has at
 * most one refund row (unique index). The payment's row is locked while what is left to
 * refund is counted, so two visits of one booking cancelled at once cannot both refund the
 * lockbox or more than was paid.
 */
import {
  cancellationPolicy,
  HOMEOWNER_MESSAGES,
  visitOwnPriceCents,
  SERVICE_TIME_ZONE,
  serviceDayKey,
  type Cadence,
  type CancelActor,
  type CancellationCharge,
  type CancellationDecision,
  type CancelRefund,
  type PlanId,
  type RefundStatus,
  type VisitStatus,
} from '@housesit/shared-contracts';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { bookings, payments, refunds, visits, type PaymentRow, type RefundRow, type VisitRow } from '../db/schema.js';
import { ApiProblem, notFound, type ErrorLogger } from '../http/errors.js';
import { storeNotifications } from '../notifications/notifications.js';
import { tellOfficeOfCustomerCancel } from '../admin/officeNotices.js';
import { tellSitterOfCancel } from '../visits/changeNotices.js';
import { recordVisitEvent } from '../visits/startDay.js';
import { enqueueVisitCancelled } from './cancelEmail.js';
import type { PaymentProvider, RefundReason } from './provider.js';

/** What the visit's booking paid for it, as cancellationPolicy needs it; null when nothing was paid. */
async function chargeOf(db: Database, visit: VisitRow): Promise<{ payment: PaymentRow; charge: CancellationCharge } | null> {
  if (visit.bookingId === null) return null;
  const [found] = await db
    .select({ payment: payments, lockboxCents: bookings.lockboxCents, cadence: bookings.cadence })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    // The payment that bought the visit (a plan's period has its own, decision 015); visits from
    // before payments were linked fall back to their booking's checkout.
    .where(
      visit.paymentId !== null
        ? eq(payments.id, visit.paymentId)
        : and(eq(payments.bookingId, visit.bookingId), isNull(payments.subscriptionPeriodId), ne(payments.status, 'failed')),
    )
    .limit(1);
  if (!found || found.payment.status !== 'completed') return null;
  const plan = visit.planType as PlanId;
  const [counts] = await db
    .select({
      standing:
        sql<number>`(select count(*) from ${visits} where ${visits.bookingId} = ${visit.bookingId} and ${visits.id} <> ${visit.id} and ${visits.status} <> 'cancelled')`.mapWith(
          Number,
        ),
      refunded:
        sql<number>`(select coalesce(sum(${refunds.amountCents}), 0) from ${refunds} where ${refunds.paymentId} = ${found.payment.id} and ${refunds.status} in ('pending', 'succeeded'))`.mapWith(
          Number,
        ),
      // A recurring month's visits: the charge is shared among all it bought (4 or 5, 2 or 3).
      bought: sql<number>`(select count(*) from ${visits} where ${visits.paymentId} = ${found.payment.id})`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  // What is left to refund excludes refunds succeeded or still on their way (pending).
  // The visit's own price (the plan's, or its even share of a recurring month): its share may also
  // carry the lockbox (refunded apart) and a last-minute fee (never refunded).
  const visitPriceCents = Math.min(visitOwnPriceCents(plan, found.cadence as Cadence | null, counts?.bought), visit.totalAmountCents);
  return {
    payment: found.payment,
    charge: {
      visitPriceCents,
      // What the booking paid for the lockbox: nothing when its property had paid before (decision 027).
      lockboxCents: plan !== 'recurring' ? found.lockboxCents : 0,
      otherVisitsStanding: counts?.standing ?? 0,
      refundableCents: found.payment.amountCents - (counts?.refunded ?? 0),
    },
  };
}

interface CancelRequest {
  actor: CancelActor;
  /** Who asks (stored on the refund). */
  userId: number;
  /** A homeowner may only cancel their own visits (404 otherwise). */
  ownerId: number | null;
  visitId: number;
  now: Date;
  /** An admin's choice; a homeowner's cancel always refunds what is due. */
  refund: boolean;
  /** An admin's reason; null for a homeowner (the refund then says which visit). */
  reason: string | null;
}

async function decide(db: Database, visit: VisitRow, request: Omit<CancelRequest, 'visitId' | 'ownerId' | 'userId' | 'reason'>) {
  const paid = await chargeOf(db, visit);
  const decision = cancellationPolicy({
    actor: request.actor,
    now: request.now,
    visit: { status: visit.status as VisitStatus, scheduledDate: visit.scheduledDate },
    charge: paid?.charge ?? null,
    refund: request.refund,
  });
  return { decision, payment: paid?.payment ?? null };
}

async function visitFor(db: Database, visitId: number, ownerId: number | null): Promise<VisitRow> {
  const [visit] = await db.select().from(visits).where(eq(visits.id, visitId)).limit(1);
  if (!visit || (ownerId !== null && visit.homeownerId !== ownerId)) throw notFound('visit.not_found');
  return visit;
}

/** GET /api/visit/{id}/cancellation: the same decision, without changing anything. */
export async function previewCancellation(db: Database, request: Omit<CancelRequest, 'userId' | 'reason'>): Promise<CancellationDecision> {
  return (await decide(db, await visitFor(db, request.visitId, request.ownerId), request)).decision;
}

const longDate = new Intl.DateTimeFormat('en-US', { timeZone: SERVICE_TIME_ZONE, month: 'long', day: 'numeric', year: 'numeric' });
/** 'Visit on June 29, 2026 cancelled': the refund's reason as billing shows it. */
const customerReason = (visit: VisitRow) => `Visit on ${longDate.format(visit.scheduledDate)} cancelled`;

interface Cancelled {
  refund: RefundRow | null;
  decision: Extract<CancellationDecision, { allowed: true }>;
  payment: PaymentRow | null;
}

/** The cancel, its refund row and the notification, in one transaction. */
async function cancelInTransaction(db: Database, request: CancelRequest): Promise<Cancelled> {
  return db.transaction(async (tx) => {
    const visit = await visitFor(tx, request.visitId, request.ownerId);
    const before = await decide(tx, visit, request);
    if (!before.decision.allowed) throw new ApiProblem(409, before.decision.refusal.code, before.decision.refusal.message);
    const [cancelled] = await tx
      .update(visits)
      .set({ status: 'cancelled', updatedAt: request.now })
      .where(and(eq(visits.id, visit.id), eq(visits.status, 'scheduled'), eq(visits.scheduledDate, visit.scheduledDate)))
      .returning({ id: visits.id });
    // A racing cancel (or reschedule) got there first: the visit is no longer what was decided on.
    if (!cancelled) throw new ApiProblem(409, 'visit.cancel_not_scheduled', HOMEOWNER_MESSAGES.cancelOnlyScheduled);
    // The visit's history says who cancelled, and an admin's reason.
    await recordVisitEvent(tx, { visitId: visit.id, actorId: request.userId, kind: 'cancelled', reason: request.reason, at: request.now });
    if (before.payment) {
      // Counted again under the payment's lock: another visit of the booking may have been
      // cancelled, or refunded, since the first look.
      await tx.execute(sql`select 1 from ${payments} where ${payments.id} = ${before.payment.id} for update`);
    }
    const { decision, payment } = await decide(tx, { ...visit, status: 'scheduled' }, request);
    if (!decision.allowed) throw new Error('cancellation decision changed under lock');
    const cancelledVisit = {
      date: serviceDayKey(visit.scheduledDate),
      timeWindow: visit.timeWindow,
      amountCents: decision.refundCents,
      ...(request.reason ? { reason: request.reason } : {}),
    };
    await storeNotifications(
      tx,
      [{ userId: visit.homeownerId, type: 'visitCancelled', visitId: visit.id, details: cancelledVisit }],
      request.now,
    );
    // The receipt goes if and only if the cancel commits; it says what will be refunded, and why
    // when our team cancelled.
    await enqueueVisitCancelled(tx, visit, decision, request.reason);
    await tellSitterOfCancel(tx, visit, request.now);
    if (request.actor === 'homeowner') await tellOfficeOfCustomerCancel(tx, visit, decision.refundCents, request.now);
    if (!payment || decision.refundCents === 0) return { refund: null, decision, payment };
    const [refund] = await tx
      .insert(refunds)
      .values({
        paymentId: payment.id,
        visitId: visit.id,
        amountCents: decision.refundCents,
        lockboxCents: decision.lines.find((line) => line.kind === 'lockbox')?.amountCents ?? 0,
        status: 'pending',
        reason: request.reason ?? customerReason(visit),
        requestedBy: request.userId,
        createdAt: request.now,
        updatedAt: request.now,
      })
      .returning();
    return { refund: refund ?? null, decision, payment };
  });
}

/**
 * Sets a refund's status (from the provider's answer or webhook), in the caller's transaction;
 * a refund that succeeds is revenue given back from then on, and a payment refunded in full is
 * marked refunded. The provider is the authority: a later webhook may move any status.
 */
export async function settleRefund(
  tx: Database,
  refundId: number,
  status: RefundStatus,
  providerRefundId: string | null,
  now: Date,
): Promise<void> {
  const [refund] = await tx
    .update(refunds)
    .set({
      status,
      providerRefundId: providerRefundId ?? undefined,
      succeededAt: status === 'succeeded' ? sql`coalesce(${refunds.succeededAt}, ${now.toISOString()}::timestamptz)` : null,
      updatedAt: now,
    })
    .where(eq(refunds.id, refundId))
    .returning({ paymentId: refunds.paymentId });
  if (!refund) return;
  await tx
    .update(payments)
    .set({ status: 'refunded', updatedAt: now })
    .where(
      and(
        eq(payments.id, refund.paymentId),
        eq(payments.status, 'completed'),
        sql`${payments.amountCents} <= (select coalesce(sum(${refunds.amountCents}), 0) from ${refunds} where ${refunds.paymentId} = ${refund.paymentId} and ${refunds.status} = 'succeeded')`,
      ),
    );
}

export interface RefundDeps {
  db: Database;
  provider: PaymentProvider;
  logError: ErrorLogger;
}

/** Asks the provider for a stored pending refund and records its answer (failed if it refused). */
async function sendRefund(
  deps: RefundDeps,
  refund: RefundRow,
  payment: PaymentRow,
  reason: RefundReason,
  now: Date,
): Promise<RefundStatus> {
  try {
    // The provider that took the payment gives it back; another one cannot (a sandbox payment after switching to Polar).
    if (payment.provider !== deps.provider.name) throw new Error(`payment ${payment.id} was taken by ${payment.provider}`);
    const answer = await deps.provider.refund({
      refundId: refund.id,
      providerOrderId: payment.providerOrderId,
      amountCents: refund.amountCents,
      reason,
      comment: refund.reason,
    });
    await deps.db.transaction((tx) => settleRefund(tx, refund.id, answer.status, answer.providerRefundId, now));
    return answer.status;
  } catch (error) {
    deps.logError(`[payments] refund ${refund.id} of payment ${payment.id} failed at ${deps.provider.name}:`, error);
    await deps.db.transaction((tx) => settleRefund(tx, refund.id, 'failed', null, now));
    return 'failed';
  }
}

/** PATCH /api/visit/{id}/cancel (and the admin's cancel): cancels, then refunds what is due. */
export async function cancelVisit(deps: RefundDeps, request: CancelRequest): Promise<CancelRefund | null> {
  const { refund, decision, payment } = await cancelInTransaction(deps.db, request);
  if (!refund || !payment) return null;
  const status = await sendRefund(deps, refund, payment, request.actor === 'homeowner' ? 'customer_request' : 'other', request.now);
  return { amountCents: refund.amountCents, status, lines: decision.lines };
}

/** Each payment's refunds, oldest first (GET /api/payments). */
export async function refundsOf(db: Database, paymentIds: number[]): Promise<Map<number, RefundRow[]>> {
  const byPayment = new Map<number, RefundRow[]>();
  if (paymentIds.length === 0) return byPayment;
  const rows = await db
    .select()
    .from(refunds)
    .where(inArray(refunds.paymentId, paymentIds))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  for (const row of rows) byPayment.set(row.paymentId, [...(byPayment.get(row.paymentId) ?? []), row]);
  return byPayment;
}
