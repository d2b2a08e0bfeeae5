import { array, enums, nullable, number, object, optional, string, type Infer } from 'superstruct';
import { PLAN_IDS } from '../pricing.js';
import { boundedText } from '../validation.js';
import { TimeWindowStruct } from './timeWindow.js';

export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Money given back on a payment (a cancelled visit's price, a lockbox fee, an admin's refund). */
export const RefundStruct = object({
  id: number(),
  amountCents: number(),
  status: enums(REFUND_STATUSES),
  reason: string(),
  createdAt: string(),
});
export type Refund = Infer<typeof RefundStruct>;

export const PaymentStruct = object({
  id: number(),
  status: enums(PAYMENT_STATUSES),
  transactionId: nullable(string()),
  paymentMethod: nullable(string()),
  createdAt: string(),
  amountCents: number(),
  description: string(),
  /** The checkout this payment belongs to (what /confirmation?checkout_id= carries). */
  checkoutId: string(),
  plan: enums(PLAN_IDS),
  /** Visit dates bought, yyyy-MM-dd (for recurring, the start date; for a period's charge, that period's visits). */
  dates: array(string()),
  /**
   * A recurring plan's later period this payment pays (decision 015): its index (1 = the second
   * period) and its dates (yyyy-MM-dd, `end` is the first day after it). Null for a checkout.
   */
  period: nullable(object({ index: number(), start: string(), end: string() })),
  propertyAddress: string(),
  /** Sum of the refunds that succeeded. */
  refundedCents: number(),
  /** Every refund asked for on this payment, oldest first, whatever its status. */
  refunds: array(RefundStruct),
});
export type Payment = Infer<typeof PaymentStruct>;

/** PATCH /api/payments/{id}: admins only, manual reconciliation (docs/product/DECISIONS.md). */
/** Longer than any provider's order or transaction id; a body cannot store a novel in the column. */
export const TRANSACTION_ID_MAX_LENGTH = 200;

export const PaymentUpdateStruct = object({
  status: enums(PAYMENT_STATUSES),
  transactionId: boundedText(TRANSACTION_ID_MAX_LENGTH, 'Transaction ID'),
});
export type PaymentUpdate = Infer<typeof PaymentUpdateStruct>;

/** One date the order booked: its America/New_York day and the window the customer chose. */
export const OrderVisitStruct = object({
  /** yyyy-MM-dd, the service area's day. */
  date: string(),
  timeWindow: TimeWindowStruct,
});
export type OrderVisit = Infer<typeof OrderVisitStruct>;

/** GET /api/polar/order?checkout_id= */
export const OrderStruct = object({
  visitType: string(),
  /** Cents. */
  amount: number(),
  address: nullable(string()),
  status: string(),
  /**
   * The dates booked, earliest first: the booking's visits once the payment created them (for a
   * recurring plan, its first period), the dates chosen at checkout while it is pending.
   */
  visits: array(OrderVisitStruct),
});
export type Order = Infer<typeof OrderStruct>;

/**
 * POST /api/checkout/quote: the server's price for a booking, shown on the summary step. The
 * same computation charges the booking at checkout.
 */
export const QuoteLineStruct = object({ label: string(), amountCents: number() });
export const QuoteStruct = object({
  visitKey: string(),
  visitCount: number(),
  lines: array(QuoteLineStruct),
  totalCents: number(),
  /** A recurring plan's first renewal: it renews by itself a calendar month after its start (decision 015). */
  nextCharge: optional(object({ date: string(), amountCents: number() })),
  /** Who takes the payment, as the summary's 'Secured by' names it: 'Polar' or the sandbox's name. */
  provider: string(),
});
export type Quote = Infer<typeof QuoteStruct>;
