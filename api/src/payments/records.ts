/** Reading payments with their bookings, and their JSON shapes (Payment and Order contracts). */
import { PLANS, type Order, type Payment, type PaymentStatus, type PlanId, type Refund, type RefundStatus } from '@housesit/shared-contracts';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { bookings, payments, type BookingRow, type PaymentRow, type RefundRow } from '../db/schema.js';
import { fullAddress } from './booking.js';

export interface PaymentRecord {
  payment: PaymentRow;
  booking: BookingRow;
}

function select(db: Database) {
  return db.select({ payment: payments, booking: bookings }).from(payments).innerJoin(bookings, eq(bookings.id, payments.bookingId));
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
  return { id: refund.id, amountCents: refund.amountCents, status: refund.status as RefundStatus, reason: refund.reason, createdAt: refund.createdAt.toISOString() };
}

export function toPaymentJson({ payment, booking }: PaymentRecord, refunds: readonly RefundRow[] = []): Payment {
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
    dates: booking.dates,
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
