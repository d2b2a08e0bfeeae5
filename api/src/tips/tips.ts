/**
 * Tips for completed visits. Only the visit's customer tips, only a completed visit with a
 * sitter, once per visit, an amount the tip rules allow. The tip is stored pending with the
 * provider's checkout, and counts (earnings, payouts, revenue's tips) only once the provider
 * confirms it: confirmTip moves it from pending exactly once, however many confirmations arrive.
 */
import { TIP_MESSAGES, tipAmountProblem, type TipStatus, type User, type VisitTip } from '@housesit/shared-contracts';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { visitTips, visits, type VisitTipRow } from '../db/schema.js';
import { ApiProblem, notFound } from '../http/errors.js';
import type { PaidConfirmation, PaymentProvider } from '../payments/provider.js';
import { tellTipPaid } from './tipNotices.js';
import { tipDescription } from './tipText.js';

export function toTipJson(row: VisitTipRow): VisitTip {
  return {
    id: row.id,
    visitId: row.visitId,
    amountCents: row.amountCents,
    status: row.status as TipStatus,
    paidAt: row.completedAt?.toISOString() ?? null,
  };
}

/** The visit's live tip (pending or completed), if any. */
async function liveTip(db: Database, visitId: number): Promise<VisitTipRow | null> {
  const [row] = await db
    .select()
    .from(visitTips)
    .where(and(eq(visitTips.visitId, visitId), ne(visitTips.status, 'failed')))
    .limit(1);
  return row ?? null;
}

/** GET /api/visits/:id/tip: its customer, its sitter and admins see it; the paid tip, else the latest attempt. */
export async function tipOf(db: Database, user: User, visitId: number): Promise<VisitTip | null> {
  const [visit] = await db.select().from(visits).where(eq(visits.id, visitId)).limit(1);
  const sees =
    visit &&
    (user.role === 'admin' ||
      (user.role === 'homeowner' && visit.homeownerId === user.id) ||
      (user.role === 'housesitter' && visit.assignedSitterId === user.id));
  if (!sees) throw notFound('visit.not_found');
  const live = await liveTip(db, visitId);
  if (live) return toTipJson(live);
  const [latest] = await db.select().from(visitTips).where(eq(visitTips.visitId, visitId)).orderBy(desc(visitTips.id)).limit(1);
  return latest ? toTipJson(latest) : null;
}

/**
 * POST /api/visits/:id/tip → where to pay. Refusals, each with its code: the amount
 * (tip.amount_invalid), someone else's visit (404 visit.not_found), a visit not completed
 * (tip.visit_not_completed) or without a sitter (tip.no_sitter), a paid tip already
 * (tip.already_tipped). An unpaid attempt still open is given up for the new one (its page then
 * says it is no longer pending), so a closed payment page never blocks tipping.
 */
export async function startTip(
  deps: { db: Database; provider: PaymentProvider },
  user: User,
  visitId: number,
  amountCents: number,
  now: Date,
): Promise<string> {
  const problem = tipAmountProblem(amountCents);
  if (problem) throw new ApiProblem(400, 'tip.amount_invalid', problem, { amountCents: problem });
  const [visit] = await deps.db.select().from(visits).where(eq(visits.id, visitId)).limit(1);
  if (!visit || visit.homeownerId !== user.id) throw notFound('visit.not_found');
  if (visit.status !== 'completed') throw new ApiProblem(409, 'tip.visit_not_completed', TIP_MESSAGES.notCompleted);
  const sitterId = visit.assignedSitterId;
  if (sitterId === null) throw new ApiProblem(409, 'tip.no_sitter', TIP_MESSAGES.noSitter);
  const alreadyTipped = () => new ApiProblem(409, 'tip.already_tipped', TIP_MESSAGES.alreadyTipped);
  if ((await liveTip(deps.db, visitId))?.status === 'completed') throw alreadyTipped();

  // The provider's checkout first, then the row (no transaction held across an HTTP call, decision
  // 006): a database failure leaves only an unpaid checkout, which expires.
  const checkout = await deps.provider.createTipCheckout({
    visitId,
    userId: user.id,
    userEmail: user.email,
    amountCents,
    description: tipDescription(visit),
  });
  return deps.db.transaction(async (tx) => {
    // Under the visit's row lock: two tips started at once store one after the other.
    await tx.select({ id: visits.id }).from(visits).where(eq(visits.id, visitId)).for('update');
    const open = await liveTip(tx, visitId);
    if (open?.status === 'completed') throw alreadyTipped();
    if (open) await tx.update(visitTips).set({ status: 'failed', updatedAt: now }).where(eq(visitTips.id, open.id));
    await tx.insert(visitTips).values({
      visitId,
      homeownerId: user.id,
      sitterId,
      amountCents,
      provider: deps.provider.name,
      checkoutId: checkout.checkoutId,
      createdAt: now,
      updatedAt: now,
    });
    return checkout.url;
  });
}

export async function findTipByCheckoutId(db: Database, checkoutId: string): Promise<VisitTipRow | null> {
  const [row] = await db.select().from(visitTips).where(eq(visitTips.checkoutId, checkoutId)).limit(1);
  return row ?? null;
}

/**
 * The provider says the tip is paid: completed, and its sitter told, exactly once (a conditional
 * UPDATE from pending; a second confirmation, the webhook racing the page, finds nothing to do).
 * True when this call completed it.
 */
export async function confirmTip(db: Database, tipId: number, paid: PaidConfirmation, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [tip] = await tx
      .update(visitTips)
      .set({
        status: 'completed',
        transactionId: paid.transactionId,
        paymentMethod: paid.paymentMethod,
        providerOrderId: paid.providerOrderId,
        completedAt: now,
        updatedAt: now,
      })
      .where(and(eq(visitTips.id, tipId), eq(visitTips.status, 'pending')))
      .returning();
    if (!tip) return false;
    await tellTipPaid(tx, tip);
    return true;
  });
}

/** A declined tip: failed, nothing recorded; false when it was no longer pending. */
export async function failTip(db: Database, tipId: number, now: Date): Promise<boolean> {
  const failed = await db
    .update(visitTips)
    .set({ status: 'failed', updatedAt: now })
    .where(and(eq(visitTips.id, tipId), eq(visitTips.status, 'pending')))
    .returning({ id: visitTips.id });
  return failed.length > 0;
}
