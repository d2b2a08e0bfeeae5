/** Reading payments with their bookings, and their JSON shapes (Payment and Order contracts). */
import {
  PLANS,
  type Cadence,
  type Order,
  type Payment,
  type PaymentStatus,
  type PlanId,
  type Refund,
  type RefundStatus,
} from '@housesit/shared-contracts';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import {
  bookings,
  payments,
  subscriptionPeriods,
  type BookingRow,
  type PaymentRow,
  type RefundRow,
  type SubscriptionPeriodRow,
} from '../db/schema.js';
import { periodVisitDates } from '../subscriptions/periods.js';
import { fullAddress } from './booking.js';

export interface PaymentRecord {
  payment: PaymentRow;
  booking: BookingRow;
  /** The subscription period a renewal's charge pays (decision 015); null for a checkout. */
  period: SubscriptionPeriodRow | null;
}

function select(db: Database) {
  return db
    .select({ payment: payments, booking: bookings, period: subscriptionPeriods })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .leftJoin(subscriptionPeriods, eq(subscriptionPeriods.id, payments.subscriptionPeriodId));
}

/** Checkout ids are unique per provider and never shared between them (sandbox ids start with sbx_). */
export async function findByCheckoutId(db: Database, checkoutId: string): Promise<PaymentRecord | null> {
  const [row] = await select(db).where(eq(payments.checkoutId, checkoutId)).orderBy(payments.id).limit(1);
  return row ?? null;
}

export async function findById(db: Database, id: number): Promise<PaymentRecord | null> {
  const [row] = await select(db).where(eq(payments.id, id)).limit(1);
  return row ?? null;
}

export async function listForUser(db: Database, userId: number): Promise<PaymentRecord[]> {
  return select(db).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt), desc(payments.id));
}

/** A refund as GET /api/payments lists it. */
export function toRefundJson(refund: RefundRow): Refund {
  return {
    id: refund.id,
    amountCents: refund.amountCents,
    status: refund.status as RefundStatus,
    reason: refund.reason,
    createdAt: refund.createdAt.toISOString(),
  };
}

/** The visit dates a payment bought: the booking's, or its period's at the period's cadence. */
export function datesBought({ booking, period }: Pick<PaymentRecord, 'booking' | 'period'>): string[] {
  if (!period) return booking.dates;
  return periodVisitDates(
    booking.dates[0] ?? period.startDate,
    { index: period.periodIndex, start: period.startDate, end: period.endDate },
    period.cadence as Cadence,
  );
}

export function toPaymentJson({ payment, booking, period }: PaymentRecord, refunds: readonly RefundRow[] = []): Payment {
  return {
    id: payment.id,
    status: payment.status as PaymentStatus,
    transactionId: payment.transactionId,
    paymentMethod: payment.paymentMethod,
    createdAt: payment.createdAt.toISOString(),
    amountCents: payment.amountCents,
    description: payment.description,
    checkoutId: payment.checkoutId,
    plan: booking.plan as PlanId,
    dates: datesBought({ booking, period }),
    period: period ? { index: period.periodIndex, start: period.startDate, end: period.endDate } : null,
    propertyAddress: fullAddress(booking),
    refundedCents: refunds.filter((refund) => refund.status === 'succeeded').reduce((sum, refund) => sum + refund.amountCents, 0),
    refunds: refunds.map(toRefundJson),
  };
}

/** 'Extended' for the extended plan: the confirmation shows visitType + ' Visit'. */
export function visitTypeWord(plan: PlanId): string {
  return PLANS[plan].name.replace(/ Visit$/, '');
}

export function toOrderJson({ payment, booking }: PaymentRecord): Omit<Order, 'visits'> {
  return {
    visitType: visitTypeWord(booking.plan as PlanId),
    amount: payment.amountCents,
    address: fullAddress(booking),
    status: payment.status,
  };
}
