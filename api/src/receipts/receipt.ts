/**
 * A receipt for one payment: what was bought, what was paid and how, and what was refunded
 * since. Built from the rows as charged (the booking's stored quote, not today's prices), so a
 * receipt printed a year later says what the customer paid then.
 */
import { BRAND, formatCents, serviceDayLabel, type PriceQuote } from '@housesit/shared-contracts';
import type { RefundRow, UserRow } from '../db/schema.js';
import type { SupportContact } from '../env.js';
import { fullAddress } from '../payments/booking.js';
import { datesBought, type PaymentRecord } from '../payments/records.js';

export interface ReceiptLine {
  label: string;
  amount: string;
}

export interface Receipt {
  /** 'HS-000123': the payment's id, as support looks it up. */
  number: string;
  business: { name: string; email: string; phone: string; website: string };
  customer: { name: string; email: string };
  paidOn: string;
  description: string;
  address: string;
  visitDays: string[];
  lines: ReceiptLine[];
  total: string;
  method: string;
  transactionId: string;
  refunds: (ReceiptLine & { on: string })[];
  /** What the customer has paid once the refunds are taken off. */
  net: string;
}

export const receiptNumber = (paymentId: number) => `HS-${String(paymentId).padStart(6, '0')}`;

/** A payment's receipt; only a completed payment (or one refunded since) has one. */
export function buildReceipt(
  { payment, booking, period }: PaymentRecord,
  refunds: readonly RefundRow[],
  customer: Pick<UserRow, 'firstName' | 'lastName' | 'email'>,
  business: { support: SupportContact; publicUrl: string },
): Receipt {
  const paidAt = payment.completedAt ?? payment.createdAt;
  const quote = booking.quote as PriceQuote;
  // A plan's later periods are charged as one amount; the booking's quote lines priced its first.
  const lines = period
    ? [
        {
          label: `${payment.description} (${serviceDayLabel(`${period.startDate}T12:00:00Z`)} to ${serviceDayLabel(`${period.endDate}T12:00:00Z`)})`,
          amount: formatCents(payment.amountCents),
        },
      ]
    : quote.lines.map((line) => ({ label: line.label, amount: formatCents(line.amountCents) }));
  const refunded = refunds.filter((refund) => refund.status === 'succeeded');
  const refundedCents = refunded.reduce((sum, refund) => sum + refund.amountCents, 0);
  return {
    number: receiptNumber(payment.id),
    business: { name: BRAND, email: business.support.email, phone: business.support.phone, website: business.publicUrl },
    customer: { name: `${customer.firstName} ${customer.lastName}`.trim(), email: customer.email },
    paidOn: serviceDayLabel(paidAt),
    description: payment.description,
    address: fullAddress(booking),
    visitDays: datesBought({ booking, period }).map((day) => serviceDayLabel(`${day}T12:00:00Z`)),
    lines,
    total: formatCents(payment.amountCents),
    method: payment.paymentMethod ?? payment.provider,
    transactionId: payment.transactionId ?? payment.checkoutId,
    refunds: refunded.map((refund) => ({
      label: refund.reason,
      amount: `-${formatCents(refund.amountCents)}`,
      on: serviceDayLabel(refund.succeededAt ?? refund.createdAt),
    })),
    net: formatCents(payment.amountCents - refundedCents),
  };
}
