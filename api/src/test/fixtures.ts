/**
 * Rows written straight through drizzle for tests that only need data. Users get a cheap
 * scrypt hash (the stored hash names its own cost, so login still verifies it): the real cost
 * takes about a second per hash.
 */
import { timeWindowAt, type PlanId, type Role, type TimeWindow, type VisitStatus } from '@housesit/shared-contracts';
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../auth/passwords.js';
import type { Database } from '../db/open.js';
import { media, reports, users, visits, visitTasks, type ReportRow, type UserRow, type VisitRow } from '../db/schema.js';
import type { MediaStore } from '../media/store.js';
import type { TestClient } from './testApp.js';

export const TEST_PASSWORD = 'correct horse';
const CHEAP = { logN: 10, r: 8, p: 1 };
const cheapHashes = new Map<string, Promise<string>>();

function cheapHash(password: string): Promise<string> {
  let hash = cheapHashes.get(password);
  if (!hash) {
    hash = hashPassword(password, CHEAP);
    cheapHashes.set(password, hash);
  }
  return hash;
}

/** A stored password hash made at scrypt cost 2^logN (r=8, p=1), as auth/passwords.ts writes it. */
export function hashedAtCost(logN: number): RegExp {
  return new RegExp(`^scrypt\\$${logN}\\$8\\$1\\$`);
}

let serial = 0;
const unique = () => `${Date.now().toString(36)}${(serial++).toString(36)}`;

export async function insertUser(
  db: Database,
  input: Partial<Omit<UserRow, 'id' | 'passwordHash'>> & { role?: Role; password?: string } = {},
): Promise<UserRow> {
  const username = input.username ?? `user_${unique()}`;
  const [row] = await db
    .insert(users)
    .values({
      username,
      email: input.email ?? `${username}@example.com`,
      passwordHash: await cheapHash(input.password ?? TEST_PASSWORD),
      firstName: input.firstName ?? 'Test',
      lastName: input.lastName ?? username,
      phone: input.phone ?? null,
      address: input.address ?? null,
      role: input.role ?? 'homeowner',
    })
    .returning();
  if (!row) throw new Error('user insert failed');
  return row;
}

export async function insertVisit(
  db: Database,
  input: {
    homeownerId: number;
    sitterId?: number | null;
    status?: VisitStatus;
    planType?: PlanId;
    scheduledDate: Date | string;
    /** Defaults to the window the date's New York hour falls in. */
    timeWindow?: TimeWindow;
    amountCents?: number;
    address?: string;
    tasks?: { name: string; category: string; isCompleted?: boolean; priceCents?: number; skipReason?: string }[];
  },
): Promise<VisitRow> {
  const [row] = await db
    .insert(visits)
    .values({
      homeownerId: input.homeownerId,
      assignedSitterId: input.sitterId ?? null,
      status: input.status ?? 'scheduled',
      planType: input.planType ?? 'standard',
      scheduledDate: new Date(input.scheduledDate),
      timeWindow: input.timeWindow ?? timeWindowAt(new Date(input.scheduledDate)),
      totalAmountCents: input.amountCents ?? 6500,
      propertyAddress: input.address ?? '1 Test Street, Marblehead, MA 01945',
    })
    .returning();
  if (!row) throw new Error('visit insert failed');
  if (input.tasks?.length) {
    await db.insert(visitTasks).values(
      input.tasks.map((task, position) => ({
        visitId: row.id,
        name: task.name,
        description: `${task.name} description`,
        category: task.category,
        isCompleted: task.isCompleted ?? false,
        skipReason: task.skipReason ?? null,
        priceCents: task.priceCents ?? 0,
        position,
      })),
    );
  }
  return row;
}

export async function insertReport(
  db: Database,
  input: { visitId: number; completedAt?: Date | string | null; isArchived?: boolean; notes?: string; durationMinutes?: number },
): Promise<ReportRow> {
  const [row] = await db
    .insert(reports)
    .values({
      visitId: input.visitId,
      completedAt: input.completedAt ? new Date(input.completedAt) : null,
      isArchived: input.isArchived ?? false,
      notes: input.notes ?? null,
      durationMinutes: input.durationMinutes ?? null,
    })
    .returning();
  if (!row) throw new Error('report insert failed');
  return row;
}

/** Stores `bytes` in the media store and records it on the report. */
export async function insertPhoto(
  db: Database,
  store: MediaStore,
  input: { reportId: number; bytes?: Uint8Array; contentType?: string },
): Promise<string> {
  const id = randomUUID();
  const bytes = input.bytes ?? new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
  const storageKey = `reports/${input.reportId}/${id}.png`;
  await store.put(storageKey, bytes);
  await db.insert(media).values({
    id,
    reportId: input.reportId,
    contentType: input.contentType ?? 'image/png',
    byteSize: bytes.byteLength,
    storageKey,
  });
  return id;
}

/** Signs `client` in through the real login endpoint. */
export async function signIn(client: TestClient, username: string, password = TEST_PASSWORD): Promise<void> {
  const response = await client.post('/api/auth/login', { username, password });
  if (response.status !== 200) throw new Error(`sign-in of ${username} failed: ${response.status} ${await response.text()}`);
}
