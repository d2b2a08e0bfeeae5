/**
 * The customer's visitCancelled email, queued in the cancel's own transaction (decision 011); an
 * admin's cancel carries the reason they typed.
 */
import { PLANS, serviceDayKey, type PlanId, type RefundLine } from '@housesit/shared-contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { users, type VisitRow } from '../db/schema.js';
import { enqueueEmail } from '../email/enqueue.js';

export async function enqueueVisitCancelled(
  tx: Database,
  visit: VisitRow,
  refund: { refundCents: number; lines: RefundLine[] },
  reason: string | null,
): Promise<void> {
  const [owner] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, visit.homeownerId));
  if (!owner) throw new Error(`visit ${visit.id}'s homeowner not found for the cancellation email`);
  await enqueueEmail(tx, {
    to: owner.email,
    template: 'visitCancelled',
    data: {
      firstName: owner.firstName,
      planName: PLANS[visit.planType as PlanId].name,
      date: serviceDayKey(visit.scheduledDate),
      timeWindow: visit.timeWindow,
      address: visit.propertyAddress,
      refundCents: refund.refundCents,
      lines: refund.lines.map(({ label, amountCents }) => ({ label, amountCents })),
      ...(reason ? { reason } : {}),
    },
  });
}
