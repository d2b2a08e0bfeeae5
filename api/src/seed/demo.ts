/**
 * Demo data for the embedded (PGlite) mode: one admin, one sitter, two homeowners, and for each
 * homeowner visits in every status with tasks, reports and photos where the status has them,
 * each from a paid booking (plans.ts), plus a checkout left pending and one declined.
 * Seeded on the first start when the users table is empty; on a server database only with
 * SEED_DEMO=1. This module is the one place the demo password appears in plain text.
 */
import type { Keyring } from '../access/sealing.js';
import { addAccessNotes } from '../access/store.js';
import { CADENCE_INTERVAL_DAYS, CUSTOM_TASKS, INCLUDED_TASKS, SITTER_ROLE, timeWindowAt, type Role } from '@housesit/shared-contracts';
import { count } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../auth/passwords.js';
import type { Database } from '../db/open.js';
import { media, reports, users, visits, visitTasks } from '../db/schema.js';
import type { Env } from '../env.js';
import type { MediaStore } from '../media/store.js';
import { serviceDate } from '../payments/booking.js';
import { atLocalTime } from '../time/serviceDay.js';
import { insertBookingWithPayment } from './bookings.js';
import { demoPhoto } from './pictures.js';
import { historyPlans, visitPlans, type VisitPlan } from './plans.js';

export const DEMO_PASSWORD = 'housesit-demo';

export interface DemoUser {
  username: string;
  role: Role;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    username: 'admin',
    role: 'admin',
    firstName: 'Margaret',
    lastName: 'Doyle',
    email: 'margaret.doyle@example.com',
    phone: '(781) 555-0110',
    address: '8 Washington Street, Marblehead, MA 01945',
  },
  {
    username: 'sitter',
    role: SITTER_ROLE,
    firstName: 'Daniel',
    lastName: 'Reyes',
    email: 'daniel.reyes@example.com',
    phone: '(781) 555-0142',
    address: '52 Pleasant Street, Marblehead, MA 01945',
  },
  {
    username: 'homeowner',
    role: 'homeowner',
    firstName: 'Eleanor',
    lastName: 'Whitcomb',
    email: 'eleanor.whitcomb@example.com',
    phone: '(781) 555-0187',
    address: '14 Front Street, Marblehead, MA 01945',
  },
  {
    username: 'homeowner2',
    role: 'homeowner',
    firstName: 'James',
    lastName: 'Okafor',
    email: 'james.okafor@example.com',
    phone: '(781) 555-0163',
    address: '27 Ocean Avenue, Marblehead, MA 01945',
  },
];

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Whether this start should seed: the embedded database when empty, a server one only on request. */
export async function shouldSeedDemo(db: Database, env: Pick<Env, 'databaseUrl' | 'seedDemo'>): Promise<boolean> {
  if (env.databaseUrl && !env.seedDemo) return false;
  const [row] = await db.select({ users: count() }).from(users);
  return Number(row?.users ?? 0) === 0;
}

export interface DemoLogin {
  username: string;
  role: Role;
}

export interface DemoSeedResult {
  logins: DemoLogin[];
  password: string;
  visits: number;
  photos: number;
  /** Bookings with their payment, paid or not. */
  payments: number;
}

const DAY_MS = 24 * 3600_000;

export interface DemoSeedOptions {
  now: Date;
  /**
   * Makes another household beside the demo's: the same people and visits under usernames and
   * emails carrying this suffix (sitter_k3x9, daniel.reyes+k3x9@example.com). The test factory
   * gives each end-to-end test one of its own.
   */
  suffix?: string;
  /** The accounts' password hash; default: the demo password at the production cost. */
  passwordHash?: string;
  /** Seals each home's demo access note into its access details; without it homes have none. */
  accessKeys?: Keyring;
}

/** The demo homes' access note, sealed (decision 024): never on a booking or a visit. */
export const DEMO_ACCESS_NOTE = 'Spare key with the neighbour at number 16; the lockbox by the side door holds another.';

/** The demo's people, or another household of them under `suffix`. */
export function demoPeople(suffix?: string): DemoUser[] {
  if (!suffix) return [...DEMO_USERS];
  return DEMO_USERS.map((user) => ({
    ...user,
    username: `${user.username}_${suffix}`,
    email: user.email.replace('@', `+${suffix}@`),
  }));
}

/** Writes the demo data in one transaction (photos go to the media store). */
export async function seedDemoData(db: Database, mediaStore: MediaStore, options: DemoSeedOptions): Promise<DemoSeedResult> {
  const now = options.now;
  const people = demoPeople(options.suffix);
  const usernameOf = (demoUsername: string) => (options.suffix ? `${demoUsername}_${options.suffix}` : demoUsername);
  // One hash for all four accounts: scrypt is deliberately slow.
  const passwordHash = options.passwordHash ?? (await hashPassword(DEMO_PASSWORD));
  let visitCount = 0;
  let photoCount = 0;
  let paymentCount = 0;

  await db.transaction(async (tx) => {
    const created = await tx
      .insert(users)
      .values(people.map((user) => ({ ...user, passwordHash })))
      .returning({ id: users.id, username: users.username, address: users.address });
    const idOf = (demoUsername: string) => created.find((row) => row.username === usernameOf(demoUsername))!;
    const sitter = idOf('sitter');

    for (const [index, username] of ['homeowner', 'homeowner2'].entries()) {
      const owner = idOf(username);
      const address = owner.address ?? '';
      const street = address.split(',')[0] ?? address;
      for (const plan of [...historyPlans(now, index), ...visitPlans(now, index)]) {
        // Booked and paid two weeks before the visit (or before today, for visits still to come).
        const bookedAt = new Date(Math.min(plan.when.getTime(), now.getTime()) - 14 * DAY_MS);
        const { booking, payment, quote } = await insertBookingWithPayment(tx, {
          userId: owner.id,
          plan: plan.plan,
          cadence: plan.cadence ?? null,
          dates: [serviceDate(plan.when)],
          taskIds: plan.addOns,
          lockbox: plan.lockbox,
          street,
          // Checkout opened a few minutes before it was paid; the visits exist from the payment on.
          createdAt: new Date(bookedAt.getTime() - 3 * 60_000),
          // The cancelled visit's money went back.
          status: plan.status === 'cancelled' ? 'refunded' : 'completed',
          paidAt: bookedAt,
        });
        paymentCount++;
        // A recurring booking buys its first month: the later visits are scheduled, not yet assigned.
        for (let i = 0; i < quote.visitCount; i++) {
          const later = plan.cadence ? CADENCE_INTERVAL_DAYS[plan.cadence] * i : 0;
          const visitPlan: VisitPlan =
            i === 0
              ? plan
              : {
                  status: 'scheduled',
                  plan: plan.plan,
                  when: new Date(plan.when.getTime() + later * DAY_MS),
                  assigned: false,
                  addOns: plan.addOns,
                };
          photoCount += await insertVisit(tx, mediaStore, {
            plan: visitPlan,
            homeownerId: owner.id,
            sitterId: visitPlan.assigned ? sitter.id : null,
            address,
            bookingId: booking.id,
            paymentId: payment.id,
            amountCents: quote.perVisitCents[i] ?? 0,
            photoVariant: visitCount,
            now,
          });
          visitCount++;
        }
      }
      if (options.accessKeys) {
        await addAccessNotes(tx, options.accessKeys, { homeownerId: owner.id, address, texts: [DEMO_ACCESS_NOTE], now });
      }
    }

    // Checkouts that brought no money, so no visits: one still pending, one declined.
    const owner = idOf('homeowner');
    const owner2 = idOf('homeowner2');
    await insertBookingWithPayment(tx, {
      userId: owner2.id,
      plan: 'standard',
      dates: [serviceDate(atLocalTime(now, 30, 12)), serviceDate(atLocalTime(now, 31, 12))],
      street: (owner2.address ?? '').split(',')[0] ?? '',
      createdAt: new Date(now.getTime() - 3600_000),
      status: 'pending',
    });
    await insertBookingWithPayment(tx, {
      userId: owner.id,
      plan: 'extended',
      dates: [serviceDate(atLocalTime(now, 12, 12))],
      lockbox: true,
      street: (owner.address ?? '').split(',')[0] ?? '',
      createdAt: new Date(now.getTime() - 3 * DAY_MS),
      status: 'failed',
    });
    paymentCount += 2;
  });

  return {
    logins: people.map(({ username, role }) => ({ username, role })),
    password: DEMO_PASSWORD,
    visits: visitCount,
    photos: photoCount,
    payments: paymentCount,
  };
}

async function insertVisit(
  tx: Tx,
  mediaStore: MediaStore,
  input: {
    plan: VisitPlan;
    homeownerId: number;
    sitterId: number | null;
    address: string;
    bookingId: number;
    /** The payment that bought it (a cancel refunds from it). */
    paymentId: number;
    /** The visit's share of its booking's total (quoteBooking). */
    amountCents: number;
    photoVariant: number;
    now: Date;
  },
): Promise<number> {
  const { plan } = input;
  const lockbox = plan.lockbox ?? false;
  const [visit] = await tx
    .insert(visits)
    .values({
      homeownerId: input.homeownerId,
      assignedSitterId: input.sitterId,
      status: plan.status,
      planType: plan.plan,
      scheduledDate: plan.when,
      timeWindow: timeWindowAt(plan.when),
      totalAmountCents: input.amountCents,
      propertyAddress: input.address,
      specialInstructions: plan.specialInstructions ?? null,
      schedulingAddOns: lockbox ? ['Lockbox'] : [],
      bookingId: input.bookingId,
      paymentId: input.paymentId,
      // Booked two weeks before the visit (or before today, for visits still to come).
      createdAt: new Date(Math.min(plan.when.getTime(), input.now.getTime()) - 14 * 24 * 3600_000),
      updatedAt: new Date(Math.min(plan.when.getTime(), input.now.getTime())),
    })
    .returning({ id: visits.id });
  if (!visit) throw new Error('visit insert returned no row');

  const completed = plan.status === 'completed';
  const tasks = [
    ...INCLUDED_TASKS.map((task) => ({ name: task.name, description: task.description, category: task.category })),
    ...(plan.addOns ?? []).map((id) => ({
      name: CUSTOM_TASKS[id].name,
      description: `Add-on task (${CUSTOM_TASKS[id].points} points)`,
      category: CUSTOM_TASKS[id].category,
    })),
  ];
  await tx.insert(visitTasks).values(
    tasks.map((task, position) => ({
      visitId: visit.id,
      ...task,
      priceCents: 0,
      // A visit in progress has its first task done.
      isCompleted: completed || (plan.status === 'in_progress' && position === 0),
      notes: completed && position === 1 ? (plan.report?.taskNote ?? null) : null,
      position,
    })),
  );

  if (!plan.report) return 0;
  // Never in the future: a visit started just after midnight checked in no later than now.
  const checkInAt = new Date(Math.min(plan.when.getTime() + 5 * 60_000, input.now.getTime()));
  const checkOutAt = completed && plan.report.durationMinutes ? new Date(checkInAt.getTime() + plan.report.durationMinutes * 60_000) : null;
  const [report] = await tx
    .insert(reports)
    .values({
      visitId: visit.id,
      durationMinutes: plan.report.durationMinutes,
      notes: plan.report.notes,
      completedAt: checkOutAt,
      checkInAt,
      checkOutAt,
      createdAt: checkInAt,
      updatedAt: checkOutAt ?? checkInAt,
    })
    .returning({ id: reports.id });
  if (!report) throw new Error('report insert returned no row');

  for (let i = 0; i < plan.report.photos; i++) {
    const id = randomUUID();
    const bytes = demoPhoto(input.photoVariant + i);
    const storageKey = `reports/${report.id}/${id}.png`;
    await mediaStore.put(storageKey, bytes);
    await tx.insert(media).values({
      id,
      reportId: report.id,
      contentType: 'image/png',
      byteSize: bytes.byteLength,
      storageKey,
      createdAt: new Date(Math.min(checkInAt.getTime() + (i + 1) * 60_000, input.now.getTime())),
    });
  }
  return plan.report.photos;
}
