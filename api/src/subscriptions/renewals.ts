/**
 * The sandbox provider renews its subscriptions itself, as Polar does its own (decision 015):
 * a job on the background queue (worker.ts) runs `renewDueSubscriptions` with the app's clock.
 * Each subscription whose period has ended is, in its own transaction: ended (cancelled at the
 * period's end), or charged with its test card, which pays or declines (the card chosen on the
 * sandbox page). A clock that jumped several periods is caught up one period at a time.
 */
import { SUBSCRIPTION_MESSAGES, type Cadence } from '@housesit/shared-contracts';
import { and, asc, eq, lte } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/open.js';
import { subscriptions } from '../db/schema.js';
import { serviceDate } from '../payments/booking.js';
import { periodOf, renewalCents } from './periods.js';
import { endSubscription, lockSubscription, recordRenewal } from './store.js';

/** How many subscriptions one pass handles before looking again (bounds a transaction-free loop). */
const BATCH = 50;
/** A clock moved years ahead must not loop for ever. */
const MAX_PASSES = 100;

export interface RenewalSweep {
  renewed: number;
  declined: number;
  ended: number;
}

export async function renewDueSubscriptions(db: Database, now: Date): Promise<RenewalSweep> {
  const today = serviceDate(now);
  const sweep: RenewalSweep = { renewed: 0, declined: 0, ended: 0 };
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const due = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.provider, 'sandbox'), eq(subscriptions.status, 'active'), lte(subscriptions.currentPeriodEnd, today)))
      .orderBy(asc(subscriptions.id))
      .limit(BATCH);
    if (due.length === 0) break;
    for (const { id } of due) {
      const outcome = await db.transaction((tx) => renewOne(tx, id, today, now));
      if (outcome) sweep[outcome]++;
    }
  }
  return sweep;
}

async function renewOne(tx: Database, id: number, today: string, now: Date): Promise<keyof RenewalSweep | null> {
  // Checked again under the row's lock: another worker may have renewed it meanwhile.
  const sub = await lockSubscription(tx, id);
  if (!sub || sub.status !== 'active' || sub.currentPeriodEnd > today) return null;
  if (sub.cancelAtPeriodEnd) return (await endSubscription(tx, id, now)) ? 'ended' : null;
  const amountCents = renewalCents((sub.pendingCadence ?? sub.cadence) as Cadence);
  const orderId = `sbx_ord_${randomBytes(12).toString('base64url')}`;
  const declines = sub.sandboxCard === 'declines';
  const result = await recordRenewal(
    tx,
    id,
    declines
      ? { paid: false, providerOrderId: null, amountCents, reason: SUBSCRIPTION_MESSAGES.renewalDeclined }
      : { paid: true, providerOrderId: orderId, amountCents },
    now,
  );
  if (!result.recorded) return null;
  return declines ? 'declined' : 'renewed';
}

/** The date of the next charge and its amount, or null when none is coming. */
export function nextCharge(sub: {
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string;
  cadence: string;
  pendingCadence: string | null;
  startDate: string;
  periodAnchorDate: string | null;
  periodAnchorIndex: number;
  currentPeriodIndex: number;
}) {
  if (sub.status !== 'active' || sub.cancelAtPeriodEnd) return null;
  const next = periodOf(sub, sub.currentPeriodIndex + 1);
  return { date: next.start, amountCents: renewalCents((sub.pendingCadence ?? sub.cadence) as Cadence) };
}
