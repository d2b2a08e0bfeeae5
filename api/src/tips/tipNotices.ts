/**
 * A tip just paid, told in its confirmation's transaction: the sitter gets a notification ('You
 * received a $10.00 tip from Hana for Monday, June 22, 2026') and an email; the customer gets
 * the receipt by email.
 */
import { serviceDayKey } from '@housesit/shared-contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { users, visits, type VisitTipRow } from '../db/schema.js';
import { enqueueEmail } from '../email/enqueue.js';
import { storeNotifications } from '../notifications/notifications.js';
import { tipReceiptNumber, tipReceiptPath } from './tipReceipt.js';

async function person(tx: Database, id: number) {
  const [row] = await tx.select({ id: users.id, email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, id));
  if (!row) throw new Error(`user ${id} not found for a tip notice`);
  return row;
}

export async function tellTipPaid(tx: Database, tip: VisitTipRow): Promise<void> {
  const [visit] = await tx.select().from(visits).where(eq(visits.id, tip.visitId));
  if (!visit) throw new Error(`visit ${tip.visitId} not found for its tip notice`);
  const [customer, sitter] = await Promise.all([person(tx, tip.homeownerId), person(tx, tip.sitterId)]);
  const date = serviceDayKey(visit.scheduledDate);
  await storeNotifications(
    tx,
    [
      {
        userId: sitter.id,
        type: 'sitterTipReceived',
        visitId: visit.id,
        details: { amountCents: tip.amountCents, customerName: customer.firstName, date },
      },
    ],
    tip.completedAt ?? tip.updatedAt,
  );
  await enqueueEmail(tx, {
    to: sitter.email,
    userId: sitter.id,
    template: 'tipReceived',
    data: {
      firstName: sitter.firstName,
      customerFirstName: customer.firstName,
      amountCents: tip.amountCents,
      date,
      address: visit.propertyAddress,
    },
  });
  await enqueueEmail(tx, {
    to: customer.email,
    userId: customer.id,
    template: 'tipReceipt',
    data: {
      firstName: customer.firstName,
      sitterFirstName: sitter.firstName,
      amountCents: tip.amountCents,
      date,
      receiptNumber: tipReceiptNumber(tip.id),
      receiptPath: tipReceiptPath(tip.id),
      method: tip.paymentMethod ?? tip.provider,
    },
  });
}
