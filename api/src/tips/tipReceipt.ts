/**
 * A paid tip's receipt, in the same shape (and PDF) as a booking's: one line, the tip, for the
 * visit's day and address. Numbered apart from payments ('HS-T000012') since tips have their own ids.
 */
import { BRAND, formatCents, serviceDayLabel } from '@housesit/shared-contracts';
import type { UserRow, VisitRow, VisitTipRow } from '../db/schema.js';
import type { SupportContact } from '../env.js';
import type { Receipt } from '../receipts/receipt.js';
import { tipDescription } from './tipText.js';

export const tipReceiptNumber = (tipId: number) => `HS-T${String(tipId).padStart(6, '0')}`;
export const tipReceiptPath = (tipId: number) => `/api/tips/${tipId}/receipt.pdf`;

export function buildTipReceipt(
  tip: VisitTipRow,
  visit: Pick<VisitRow, 'scheduledDate' | 'propertyAddress'>,
  customer: Pick<UserRow, 'firstName' | 'lastName' | 'email'>,
  sitterFirstName: string,
  business: { support: SupportContact; publicUrl: string },
): Receipt {
  const description = tipDescription(visit);
  const amount = formatCents(tip.amountCents);
  return {
    number: tipReceiptNumber(tip.id),
    business: { name: BRAND, email: business.support.email, phone: business.support.phone, website: business.publicUrl },
    customer: { name: `${customer.firstName} ${customer.lastName}`.trim(), email: customer.email },
    paidOn: serviceDayLabel(tip.completedAt ?? tip.updatedAt),
    description,
    address: visit.propertyAddress,
    visitDays: [serviceDayLabel(visit.scheduledDate)],
    lines: [{ label: `Tip for ${sitterFirstName}, passed on in full`, amount }],
    total: amount,
    method: tip.paymentMethod ?? tip.provider,
    transactionId: tip.transactionId ?? tip.checkoutId,
    refunds: [],
    net: amount,
  };
}
