import { enums, nullable, number, object, string, type Infer } from 'superstruct';

export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PaymentStruct = object({
  id: number(),
  status: enums(PAYMENT_STATUSES),
  transactionId: nullable(string()),
  paymentMethod: nullable(string()),
  createdAt: string(),
  amountCents: number(),
  description: string(),
});
export type Payment = Infer<typeof PaymentStruct>;

/** PATCH /api/payments/{id}: admins only, manual reconciliation (DECISIONS.md). */
export const PaymentUpdateStruct = object({
  status: enums(PAYMENT_STATUSES),
  transactionId: string(),
});
export type PaymentUpdate = Infer<typeof PaymentUpdateStruct>;

/** GET /api/polar/order?checkout_id= */
export const OrderStruct = object({
  visitType: string(),
  /** Cents. */
  amount: number(),
  address: nullable(string()),
  status: string(),
});
export type Order = Infer<typeof OrderStruct>;
