/**
 * Demo data for the embedded (PGlite) mode: one admin, one sitter, two homeowners, and for each
 * homeowner visits in every status with tasks, reports and photos where the status has them.
 * Seeded on the first start when the users table is empty; on a server database only with
 * SEED_DEMO=1. This module is the one place the demo password appears in plain text.
 */
import {
  CUSTOM_TASKS,
  INCLUDED_TASKS,
  SITTER_ROLE,
  quoteBooking,
  type Cadence,
  type CustomTaskId,
  type PlanId,
  type Role,
  type VisitStatus,
} from '@housesit/shared-contracts';
import { count } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../auth/passwords.js';
import type { Database } from '../db/open.js';
import { media, reports, users, visits, visitTasks } from '../db/schema.js';
import type { Env } from '../env.js';
import type { MediaStore } from '../media/store.js';
import { atLocalTime, dayRange } from '../time/serviceDay.js';
import { demoPhoto } from './pictures.js';

export const DEMO_PASSWORD = 'housesit-demo';

interface DemoUser {
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

interface VisitPlan {
  status: VisitStatus;
  plan: PlanId;
  cadence?: Cadence;
  lockbox?: boolean;
  when: Date;
  assigned: boolean;
  addOns?: CustomTaskId[];
  specialInstructions?: string;
  /** The visit's report: the sitter checks in 5 minutes after the scheduled time. */
  report?: { notes: string | null; durationMinutes: number | null; photos: number; taskNote?: string };
}

function amountCents(plan: PlanId, cadence: Cadence | undefined, lockbox: boolean): number {
  const quote = quoteBooking({ plan, cadence: cadence ?? null, dateCount: 1, lockboxPurchased: lockbox });
  return quote.perVisitCents[0] ?? quote.totalCents;
}

/** Every status for one homeowner; `shift` varies days and times between the two homeowners. */
function visitPlans(now: Date, shift: number): VisitPlan[] {
  const today = dayRange(now);
  // "Later today": two hours from now, but never past the end of the local day.
  const laterToday = new Date(Math.max(now.getTime() + 5 * 60_000, Math.min(now.getTime() + 2 * 3600_000, today.end.getTime() - 15 * 60_000)));
  return [
    { status: 'scheduled', plan: 'standard', when: atLocalTime(now, 3 + shift, 10), assigned: true, specialInstructions: 'Please check the basement dehumidifier.' },
    {
      status: 'scheduled',
      plan: 'extended',
      lockbox: true,
      when: atLocalTime(now, 9 + shift, 14, 30),
      assigned: true,
      addOns: shift === 0 ? ['litter', 'windowboxes'] : ['dogoutside', 'largeparcel'],
    },
    { status: 'scheduled', plan: 'recurring', cadence: 'biweekly', when: atLocalTime(now, 16 + shift, 9), assigned: false, addOns: ['gardenwater'] },
    { status: 'scheduled', plan: 'standard', when: laterToday, assigned: true },
    {
      status: 'in_progress',
      plan: 'extended',
      when: new Date(now.getTime() - (45 + shift * 10) * 60_000),
      assigned: true,
      addOns: ['fishcare'],
      report: { notes: null, durationMinutes: null, photos: 1 },
    },
    {
      status: 'completed',
      plan: 'standard',
      when: atLocalTime(now, -6 - shift, 11),
      assigned: true,
      report: {
        notes: 'All doors and windows locked. Collected mail and two small packages, left on the hall table. Watered the kitchen plants.',
        durationMinutes: 35,
        photos: 2,
        taskNote: 'Two packages brought inside.',
      },
    },
    {
      status: 'completed',
      plan: 'extended',
      when: atLocalTime(now, -13 - shift, 15),
      assigned: true,
      addOns: shift === 0 ? ['blindslights', 'gardenwater'] : ['reptilecare', 'blindslights'],
      report: {
        notes: 'House secure, thermostat at 64°F. Rotated the blinds and lights and watered the garden beds; the back gate latch is loose.',
        durationMinutes: 50,
        photos: 2,
      },
    },
    { status: 'cancelled', plan: 'standard', when: atLocalTime(now, 20 + shift, 13), assigned: false },
  ];
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
}

/** Writes the demo data in one transaction (photos go to the media store). */
export async function seedDemoData(db: Database, mediaStore: MediaStore, options: { now: Date }): Promise<DemoSeedResult> {
  const now = options.now;
  // One hash for all four accounts: scrypt is deliberately slow.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let visitCount = 0;
  let photoCount = 0;

  await db.transaction(async (tx) => {
    const created = await tx
      .insert(users)
      .values(DEMO_USERS.map((user) => ({ ...user, passwordHash })))
      .returning({ id: users.id, username: users.username, address: users.address });
    const idOf = (username: string) => created.find((row) => row.username === username)!;
    const sitter = idOf('sitter');

    for (const [index, username] of ['homeowner', 'homeowner2'].entries()) {
      const owner = idOf(username);
      for (const plan of visitPlans(now, index)) {
        photoCount += await insertVisit(tx, mediaStore, {
          plan,
          homeownerId: owner.id,
          sitterId: plan.assigned ? sitter.id : null,
          address: owner.address ?? '',
          photoVariant: visitCount,
          now,
        });
        visitCount++;
      }
    }
  });

  return {
    logins: DEMO_USERS.map(({ username, role }) => ({ username, role })),
    password: DEMO_PASSWORD,
    visits: visitCount,
    photos: photoCount,
  };
}

async function insertVisit(
  tx: Tx,
  mediaStore: MediaStore,
  input: { plan: VisitPlan; homeownerId: number; sitterId: number | null; address: string; photoVariant: number; now: Date },
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
      totalAmountCents: amountCents(plan.plan, plan.cadence, lockbox),
      propertyAddress: input.address,
      accessInstructions: lockbox ? 'Key in the lockbox by the side door (code sent by text).' : 'Spare key with the neighbour at number 16.',
      specialInstructions: plan.specialInstructions ?? null,
      schedulingAddOns: lockbox ? ['Lockbox'] : [],
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
  const checkInAt = new Date(plan.when.getTime() + 5 * 60_000);
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
      createdAt: new Date(checkInAt.getTime() + (i + 1) * 60_000),
    });
  }
  return plan.report.photos;
}
