/**
 * A customer's tip for a completed visit, paid through the payment provider like a booking and
 * passed on to the visit's sitter. One per visit; recorded only once the provider says it is paid.
 */
import { enums, nullable, number, object, string, type Infer } from 'superstruct';

export const TIP_STATUSES = ['pending', 'completed', 'failed'] as const;
export type TipStatus = (typeof TIP_STATUSES)[number];

/** POST /api/visits/:id/tip: the amount in cents (whole dollars, rules/tipRules.ts). */
export const TipVisitStruct = object({ amountCents: number() });
export type TipVisit = Infer<typeof TipVisitStruct>;

/** POST /api/visits/:id/tip answers where to pay it. */
export const TipCheckoutStruct = object({ url: string() });
export type TipCheckout = Infer<typeof TipCheckoutStruct>;

export const VisitTipStruct = object({
  id: number(),
  visitId: number(),
  amountCents: number(),
  status: enums(TIP_STATUSES),
  /** When the provider confirmed it; null while pending or after a decline. */
  paidAt: nullable(string()),
});
export type VisitTip = Infer<typeof VisitTipStruct>;

/** GET /api/visits/:id/tip: the visit's paid tip, else its latest attempt, else null. */
export const VisitTipAnswerStruct = object({ tip: nullable(VisitTipStruct) });
export type VisitTipAnswer = Infer<typeof VisitTipAnswerStruct>;

/** Where the provider's page returns after a tip is paid or declined (the customer's reports). */
export const TIP_RETURN_PARAM = 'tip';
export const TIP_RETURN_PAID = 'paid';
export const TIP_RETURN_DECLINED = 'declined';

export const TIP_MESSAGES = {
  notCompleted: 'Only a completed visit can be tipped.',
  noSitter: 'This visit has no sitter to tip.',
  alreadyTipped: 'This visit already has a tip. Thank you!',
  notPaid: 'This tip has not been paid, so it has no receipt.',
  declined: 'Payment declined. No tip was charged.',
  paid: 'Thank you! Your tip goes to your sitter.',
} as const;

/** A tip as the sitter's earnings list it: its own line. */
export interface SitterTip {
  tipId: number;
  visitId: number;
  amountCents: number;
  /** The customer's first name. */
  fromFirstName: string;
  /** The visit's yyyy-MM-dd service-area day. */
  visitDate: string;
  paidAt: string;
}
