/**
 * What the office is told (stored notifications for every active admin, words from the shared
 * catalogue), each in the transaction of the change: a new booking, a customer's cancel or
 * reschedule, a plan cancelled, a declined plan payment, a service-area request. A visit that
 * loses its sitter is `visitNeedsSitter` (auth/staffAccounts.ts, visits/reschedule.ts).
 */
import { serviceDayKey, type Cadence, type TimeWindow } from '@housesit/shared-contracts';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { bookings, visits, type LocationRequestRow, type SubscriptionRow, type VisitRow } from '../db/schema.js';
import { fullNameOf, notifyAdmins } from '../notifications/notifications.js';
import { fullAddress } from '../payments/booking.js';

/** A booking whose payment has just completed: its visits, from the first, and what was paid. */
export async function tellOfficeOfBooking(tx: Database, bookingId: number, now: Date): Promise<void> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) return;
  const booked = await tx
    .select({ id: visits.id, scheduledDate: visits.scheduledDate, timeWindow: visits.timeWindow })
    .from(visits)
    .where(and(eq(visits.bookingId, bookingId), ne(visits.status, 'cancelled')))
    .orderBy(asc(visits.scheduledDate), asc(visits.id));
  const first = booked[0];
  const customerName = await fullNameOf(tx, booking.userId);
  await notifyAdmins(
    tx,
    {
      type: 'adminVisitBooked',
      visitId: first?.id ?? null,
      details: {
        ...(customerName ? { customerName } : {}),
        visitCount: booked.length,
        ...(first ? { date: serviceDayKey(first.scheduledDate), timeWindow: first.timeWindow } : {}),
        address: fullAddress(booking),
        ...(booking.plan === 'recurring' && booking.cadence ? { cadence: booking.cadence as Cadence } : {}),
        amountCents: booking.totalCents,
      },
    },
    now,
  );
}

/** A customer cancelled `visit` (as it was before): the refund due and whether its sitter was told. */
export async function tellOfficeOfCustomerCancel(tx: Database, visit: VisitRow, refundCents: number, now: Date): Promise<void> {
  const customerName = await fullNameOf(tx, visit.homeownerId);
  const sitterName = visit.assignedSitterId !== null ? await fullNameOf(tx, visit.assignedSitterId) : undefined;
  await notifyAdmins(
    tx,
    {
      type: 'adminVisitCancelled',
      visitId: visit.id,
      details: {
        ...(customerName ? { customerName } : {}),
        date: serviceDayKey(visit.scheduledDate),
        timeWindow: visit.timeWindow,
        address: visit.propertyAddress,
        amountCents: refundCents,
        ...(sitterName ? { sitterName } : {}),
      },
    },
    now,
  );
}

/** A customer moved `visit` (as it was before) to `date` and `timeWindow`. */
export async function tellOfficeOfCustomerReschedule(
  tx: Database,
  input: { visit: VisitRow; date: string; timeWindow: TimeWindow; now: Date },
): Promise<void> {
  const customerName = await fullNameOf(tx, input.visit.homeownerId);
  await notifyAdmins(
    tx,
    {
      type: 'adminVisitRescheduled',
      visitId: input.visit.id,
      details: {
        ...(customerName ? { customerName } : {}),
        date: input.date,
        timeWindow: input.timeWindow,
        previousDate: serviceDayKey(input.visit.scheduledDate),
        previousTimeWindow: input.visit.timeWindow,
        address: input.visit.propertyAddress,
      },
    },
    input.now,
  );
}

/** A customer cancelled their plan: it runs until `endsOn`, or ended now (null). */
export async function tellOfficeOfPlanCancelled(
  tx: Database,
  sub: SubscriptionRow,
  input: { endsOn: string | null; address: string; now: Date },
): Promise<void> {
  const customerName = await fullNameOf(tx, sub.userId);
  await notifyAdmins(
    tx,
    {
      type: 'adminPlanCancelled',
      visitId: null,
      details: {
        ...(customerName ? { customerName } : {}),
        cadence: sub.cadence as Cadence,
        address: input.address,
        ...(input.endsOn ? { date: input.endsOn } : {}),
      },
    },
    input.now,
  );
}

/** A customer took back their plan's cancel before its period ended: it renews as before. */
export async function tellOfficeOfPlanResumed(
  tx: Database,
  sub: SubscriptionRow,
  input: { nextChargeDate: string; address: string; now: Date },
): Promise<void> {
  const customerName = await fullNameOf(tx, sub.userId);
  await notifyAdmins(
    tx,
    {
      type: 'adminPlanResumed',
      visitId: null,
      details: {
        ...(customerName ? { customerName } : {}),
        cadence: sub.cadence as Cadence,
        address: input.address,
        date: input.nextChargeDate,
      },
    },
    input.now,
  );
}

/** A plan's renewal was declined: the period from `periodStart` has no visits until it is paid. */
export async function tellOfficeOfPaymentFailed(
  tx: Database,
  sub: SubscriptionRow,
  input: { periodStart: string; amountCents: number; now: Date },
): Promise<void> {
  const customerName = await fullNameOf(tx, sub.userId);
  await notifyAdmins(
    tx,
    {
      type: 'adminPaymentFailed',
      visitId: null,
      details: { ...(customerName ? { customerName } : {}), date: input.periodStart, amountCents: input.amountCents },
    },
    input.now,
  );
}

/** Someone asked us to serve their address or town. */
export async function tellOfficeOfLocationRequest(tx: Database, request: LocationRequestRow, now: Date): Promise<void> {
  await notifyAdmins(
    tx,
    {
      type: 'adminLocationRequest',
      visitId: null,
      details: { customerName: request.fullName, address: request.homeAddress ?? request.requestedCity ?? '' },
    },
    now,
  );
}
