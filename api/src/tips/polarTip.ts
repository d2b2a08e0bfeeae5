/** A tip's Polar order: paid → the tip is confirmed (once, tips.ts); false when no tip has that checkout. */
import type { Order } from '@polar-sh/sdk/models/components/order.js';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { visitTips } from '../db/schema.js';
import { POLAR_PAYMENT_METHOD } from '../payments/polar.js';
import { confirmTip } from './tips.js';

export async function confirmPolarTip(tx: Database, order: Pick<Order, 'id' | 'checkoutId'>, now: Date): Promise<boolean> {
  if (!order.checkoutId) return false;
  const [tip] = await tx
    .select({ id: visitTips.id })
    .from(visitTips)
    .where(and(eq(visitTips.provider, 'polar'), eq(visitTips.checkoutId, order.checkoutId)))
    .limit(1);
  if (!tip) return false;
  await confirmTip(
    tx,
    tip.id,
    { transactionId: order.id, paymentMethod: POLAR_PAYMENT_METHOD, providerOrderId: order.id, providerSubscriptionId: null },
    now,
  );
  return true;
}
