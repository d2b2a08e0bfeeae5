/**
 * The customer is told when their recurring plan changes (decision 015): a stored notification
 * and an email, in the transaction of the change. Both emails say what will be charged, so they
 * go whatever the customer's email preferences say.
 */
import type { Cadence } from '@housesit/shared-contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { bookings, users, type SubscriptionRow } from '../db/schema.js';
import { enqueueEmail } from '../email/enqueue.js';
import { tellOfficeOfPlanCancelled, tellOfficeOfPlanResumed } from '../admin/officeNotices.js';
import { storeNotifications } from '../notifications/notifications.js';
import { fullAddress } from '../payments/booking.js';
import { renewalCents } from './periods.js';
import { nextCharge } from './renewals.js';

async function ownerAndAddress(tx: Database, sub: SubscriptionRow) {
  const [owner] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, sub.userId));
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, sub.bookingId));
  if (!owner || !booking) throw new Error(`subscription ${sub.id}'s owner or booking is missing`);
  return { owner, address: fullAddress(booking) };
}

/** `sub` as changed: the cadence of the next period, from when it applies and what it costs. */
export async function tellCadenceChanged(tx: Database, sub: SubscriptionRow, now: Date): Promise<void> {
  const cadence = (sub.pendingCadence ?? sub.cadence) as Cadence;
  // A past-due plan has no charge coming: the change applies from whichever period is paid next.
  const fromDate = nextCharge(sub)?.date ?? null;
  const amountCents = renewalCents(cadence);
  const { owner, address } = await ownerAndAddress(tx, sub);
  await storeNotifications(
    tx,
    [
      {
        userId: sub.userId,
        type: 'planCadenceChanged',
        visitId: null,
        details: { cadence, amountCents, ...(fromDate ? { date: fromDate } : {}) },
      },
    ],
    now,
  );
  await enqueueEmail(tx, {
    to: owner.email,
    userId: sub.userId,
    template: 'planCadenceChanged',
    data: { firstName: owner.firstName, cadence, fromDate, amountCents, address },
  });
}

/** `sub` as cancelled: it runs until its period's end, or ended at once (`endedNow`: it was past due). */
export async function tellPlanCancelled(tx: Database, sub: SubscriptionRow, endedNow: boolean, now: Date): Promise<void> {
  const endsOn = endedNow ? null : sub.currentPeriodEnd;
  const { owner, address } = await ownerAndAddress(tx, sub);
  await storeNotifications(
    tx,
    [{ userId: sub.userId, type: 'planCancelled', visitId: null, details: endsOn ? { date: endsOn } : {} }],
    now,
  );
  await enqueueEmail(tx, {
    to: owner.email,
    userId: sub.userId,
    template: 'planCancelled',
    data: { firstName: owner.firstName, cadence: sub.cadence as Cadence, endsOn, address },
  });
  await tellOfficeOfPlanCancelled(tx, sub, { endsOn, address, now });
}

/** `sub` as resumed: it renews at its period's end as before, for the next period's price. */
export async function tellPlanResumed(tx: Database, sub: SubscriptionRow, now: Date): Promise<void> {
  const charge = nextCharge(sub) ?? {
    date: sub.currentPeriodEnd,
    amountCents: renewalCents((sub.pendingCadence ?? sub.cadence) as Cadence),
  };
  const { owner, address } = await ownerAndAddress(tx, sub);
  await storeNotifications(
    tx,
    [{ userId: sub.userId, type: 'planResumed', visitId: null, details: { date: charge.date, amountCents: charge.amountCents } }],
    now,
  );
  await enqueueEmail(tx, {
    to: owner.email,
    userId: sub.userId,
    template: 'planResumed',
    data: {
      firstName: owner.firstName,
      cadence: sub.cadence as Cadence,
      nextChargeDate: charge.date,
      amountCents: charge.amountCents,
      address,
    },
  });
  await tellOfficeOfPlanResumed(tx, sub, { nextChargeDate: charge.date, address, now });
}
