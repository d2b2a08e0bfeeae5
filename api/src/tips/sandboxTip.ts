/**
 * A tip on the sandbox's hosted page: the same page and forms as a booking's (payments routes),
 * found by the tip's checkout id. Pay confirms it (tips.ts), Decline fails it; both return to
 * the customer's reports with the outcome.
 */
import { randomBytes } from 'node:crypto';
import { serviceDayKey } from '@housesit/shared-contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { visits, type VisitTipRow } from '../db/schema.js';
import { SANDBOX_PAYMENT_METHOD, sandboxCheckoutPath } from '../payments/sandbox.js';
import type { SandboxPageInput } from '../payments/sandboxPage.js';
import { tipReturnPath } from '../payments/tipReturn.js';
import { tipDescription } from './tipText.js';
import { confirmTip, failTip, findTipByCheckoutId } from './tips.js';

/** The caller's own sandbox tip for this checkout, or null. */
export async function ownSandboxTip(db: Database, userId: number, checkoutId: string): Promise<VisitTipRow | null> {
  const tip = await findTipByCheckoutId(db, checkoutId);
  return tip && tip.provider === 'sandbox' && tip.homeownerId === userId ? tip : null;
}

export async function sandboxTipPage(db: Database, tip: VisitTipRow): Promise<SandboxPageInput> {
  const [visit] = await db.select().from(visits).where(eq(visits.id, tip.visitId));
  const description = visit ? tipDescription(visit) : 'Tip';
  return {
    checkoutId: tip.checkoutId,
    description,
    dates: visit ? [serviceDayKey(visit.scheduledDate)] : [],
    recurring: false,
    address: visit?.propertyAddress ?? '',
    amountCents: tip.amountCents,
    status: tip.status,
    doneHref: tipReturnPath(tip.visitId, tip.status === 'completed' ? 'paid' : 'declined'),
  };
}

/** Pay on the sandbox page: where to go next (the tip's outcome on the reports screen). */
export async function paySandboxTip(db: Database, tip: VisitTipRow, now: Date): Promise<string> {
  const completed = await confirmTip(
    db,
    tip.id,
    {
      transactionId: `sbx_txn_${randomBytes(12).toString('base64url')}`,
      paymentMethod: SANDBOX_PAYMENT_METHOD,
      providerOrderId: null,
      providerSubscriptionId: null,
    },
    now,
  );
  // No longer pending: nothing changed; the page says where the tip stands.
  return completed ? tipReturnPath(tip.visitId, 'paid') : sandboxCheckoutPath(tip.checkoutId);
}

export async function declineSandboxTip(db: Database, tip: VisitTipRow, now: Date): Promise<string> {
  return (await failTip(db, tip.id, now)) ? tipReturnPath(tip.visitId, 'declined') : sandboxCheckoutPath(tip.checkoutId);
}
