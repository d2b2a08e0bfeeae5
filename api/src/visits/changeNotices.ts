/**
 * Tells each person a change to a visit affects, in the transaction that makes the change (so
 * nobody is told of a change that rolled back): a stored notification, whose words are the
 * shared catalogue's, and an email, which enqueue.ts sends by the recipient's preferences.
 *
 * - A move: the customer (new day and window, and whether their sitter still comes) and the
 *   sitter (the new day, or that the visit left their schedule because that day was full).
 * - A cancel: the sitter (the customer's receipt is the cancel's own, payments/refunds.ts).
 * - A sitter change: the sitter who lost it, the one who got it, and the customer (who comes).
 */
import { PLANS, serviceDayKey, type PlanId, type TimeWindow } from '@housesit/shared-contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { users, visits, type VisitRow } from '../db/schema.js';
import { enqueueEmail } from '../email/enqueue.js';
import { enqueueVisitAssigned } from '../email/visitEmails.js';
import { storeNotifications, type NewNotification } from '../notifications/notifications.js';

interface Person {
  id: number;
  email: string;
  firstName: string;
}

async function person(tx: Database, id: number): Promise<Person> {
  const [row] = await tx.select({ id: users.id, email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, id));
  if (!row) throw new Error(`user ${id} not found for a visit notice`);
  return row;
}

/** The visit as every notice names it: its day and window, address and plan. */
function visitFacts(visit: VisitRow) {
  return {
    date: serviceDayKey(visit.scheduledDate),
    timeWindow: visit.timeWindow,
    address: visit.propertyAddress,
    planName: PLANS[visit.planType as PlanId].name,
  };
}

export interface Rescheduling {
  /** The visit as it was before the move. */
  visit: VisitRow;
  date: string;
  timeWindow: TimeWindow;
  /** False when the sitter had a full day on the new date and was unassigned. */
  sitterKept: boolean;
  now: Date;
}

export async function tellRescheduled(tx: Database, { visit, date, timeWindow, sitterKept, now }: Rescheduling): Promise<void> {
  const owner = await person(tx, visit.homeownerId);
  const sitter = visit.assignedSitterId !== null ? await person(tx, visit.assignedSitterId) : null;
  const before = visitFacts(visit);
  const moved = { date, timeWindow, previousDate: before.date, previousTimeWindow: before.timeWindow };
  const notes: NewNotification[] = [{ userId: owner.id, type: 'visitRescheduled', visitId: visit.id, details: moved }];
  if (sitter && sitterKept) {
    notes.push({ userId: sitter.id, type: 'sitterVisitRescheduled', visitId: visit.id, details: { ...moved, address: before.address } });
  } else if (sitter) {
    // The sitter is told of the day they had; the customer that someone else will come.
    const had = { date: before.date, timeWindow: before.timeWindow, address: before.address };
    notes.push(
      { userId: sitter.id, type: 'sitterVisitUnassigned', visitId: visit.id, details: had },
      { userId: owner.id, type: 'visitSitterUnassigned', visitId: visit.id, details: { date, timeWindow, sitterName: sitter.firstName } },
    );
  }
  await storeNotifications(tx, notes, now);

  await enqueueEmail(tx, {
    to: owner.email,
    userId: owner.id,
    template: 'visitRescheduled',
    data: {
      firstName: owner.firstName,
      planName: before.planName,
      address: before.address,
      ...moved,
      sitter: sitter ? { name: sitter.firstName, kept: sitterKept } : null,
    },
  });
  if (!sitter) return;
  const common = { firstName: sitter.firstName, address: before.address, planName: before.planName };
  if (sitterKept) {
    await enqueueEmail(tx, { to: sitter.email, userId: sitter.id, template: 'sitterVisitRescheduled', data: { ...common, ...moved } });
  } else {
    await enqueueEmail(tx, {
      to: sitter.email,
      userId: sitter.id,
      template: 'sitterVisitUnassigned',
      data: { ...common, date: before.date, timeWindow: before.timeWindow, movedTo: { date, timeWindow } },
    });
  }
}

/** The sitter's part of a cancel, in the cancel's transaction; nothing when the visit had no sitter. */
export async function tellSitterOfCancel(tx: Database, visit: VisitRow, now: Date): Promise<void> {
  if (visit.assignedSitterId === null) return;
  const sitter = await person(tx, visit.assignedSitterId);
  const facts = visitFacts(visit);
  await storeNotifications(
    tx,
    [
      {
        userId: sitter.id,
        type: 'sitterVisitCancelled',
        visitId: visit.id,
        details: { date: facts.date, timeWindow: facts.timeWindow, address: facts.address },
      },
    ],
    now,
  );
  await enqueueEmail(tx, {
    to: sitter.email,
    userId: sitter.id,
    template: 'sitterVisitCancelled',
    data: { firstName: sitter.firstName, ...facts },
  });
}

/**
 * An admin gave the visit to another sitter (or to nobody): the sitter who had it, the sitter
 * who gets it and the customer are told, in the assignment's transaction. Nothing when it stays.
 */
export async function tellSitterChanged(tx: Database, visitId: number, from: number | null, to: number | null, now: Date): Promise<void> {
  if (from === to) return;
  const [visit] = await tx.select().from(visits).where(eq(visits.id, visitId));
  if (!visit) throw new Error(`visit ${visitId} not found for its sitter notices`);
  const facts = visitFacts(visit);
  const day = { date: facts.date, timeWindow: facts.timeWindow };
  const owner = await person(tx, visit.homeownerId);
  const lost = from !== null ? await person(tx, from) : null;
  const got = to !== null ? await person(tx, to) : null;

  const notes: NewNotification[] = [];
  if (lost) notes.push({ userId: lost.id, type: 'sitterVisitUnassigned', visitId, details: { ...day, address: facts.address } });
  if (got) notes.push({ userId: got.id, type: 'sitterVisitAssigned', visitId, details: { ...day, address: facts.address } });
  // The customer hears who comes now, or that their sitter no longer does.
  const ownerNote = got
    ? ({ type: 'visitSitterAssigned', sitter: got } as const)
    : lost
      ? ({ type: 'visitSitterUnassigned', sitter: lost } as const)
      : null;
  if (ownerNote)
    notes.push({ userId: owner.id, type: ownerNote.type, visitId, details: { ...day, sitterName: ownerNote.sitter.firstName } });
  await storeNotifications(tx, notes, now);

  if (lost) {
    await enqueueEmail(tx, {
      to: lost.email,
      userId: lost.id,
      template: 'sitterVisitUnassigned',
      data: { firstName: lost.firstName, ...facts },
    });
  }
  if (got) await enqueueVisitAssigned(tx, visitId, got.id);
  if (ownerNote) {
    await enqueueEmail(tx, {
      to: owner.email,
      userId: owner.id,
      template: ownerNote.type,
      data: { firstName: owner.firstName, ...facts, sitterName: ownerNote.sitter.firstName },
    });
  }
}
