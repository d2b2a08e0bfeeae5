/**
 * The page cache's promise (decision 010): a list or the admin stats served from an instance's
 * cache is never older than the database. Checked on the real triggers, with a second app
 * instance on the same database doing the writes, and with the clock moving past visits.
 */
import type { AdminStats, VisitPage } from '@housesit/shared-contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/open.js';
import { payments, reports, users, visitDataVersion, visits, visitTasks, type UserRow } from '../db/schema.js';
import { insertPhoto, insertReport, insertUser, insertVisit, signIn } from '../test/fixtures.js';
import { connectAgain, createTestApp, createTestDatabase, type TestApp, type TestClient, type TestDatabase } from '../test/testApp.js';

let database: TestDatabase;
let other: TestDatabase;
/** Instance A serves the reads; instance B, with its own connections, does the writes. */
let a: TestApp, b: TestApp;
let owner: UserRow, sitter: UserRow;
let ownerOnA: TestClient, adminOnA: TestClient, adminOnB: TestClient;

beforeAll(async () => {
  database = await createTestDatabase();
  other = await connectAgain(database);
  a = await createTestApp({ database });
  b = await createTestApp({ database: other, clock: a.clock });
  owner = await insertUser(database.db, { username: 'dv_owner', firstName: 'Olive' });
  sitter = await insertUser(database.db, { username: 'dv_sitter', role: 'housesitter', firstName: 'Sid', lastName: 'Rowe' });
  await insertUser(database.db, { username: 'dv_admin', role: 'admin' });
  ownerOnA = a.client();
  adminOnA = a.client();
  adminOnB = b.client();
  await signIn(ownerOnA, 'dv_owner');
  await signIn(adminOnA, 'dv_admin');
  await signIn(adminOnB, 'dv_admin');
});
afterAll(async () => {
  await a.close();
  await b.close();
  await other.close();
  await database.close();
});

async function version(db: Database): Promise<number> {
  const [row] = await db.select({ version: visitDataVersion.version }).from(visitDataVersion);
  return row?.version ?? Number.NaN;
}

async function list(client: TestClient, query = ''): Promise<VisitPage> {
  const response = await client.get(`/api/visits${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as VisitPage;
}

async function stats(client: TestClient): Promise<AdminStats> {
  const response = await client.get('/api/admin/stats');
  expect(response.status).toBe(200);
  return (await response.json()) as AdminStats;
}

describe('visit_data_version', () => {
  it('goes up with every write to what a list or the stats show, in the same transaction', async () => {
    const visit = await insertVisit(database.db, { homeownerId: owner.id, scheduledDate: '2026-07-01T14:00:00Z' });
    const report = await insertReport(database.db, { visitId: visit.id });
    const writes: [string, () => Promise<unknown>][] = [
      ['visit', () => database.db.update(visits).set({ specialInstructions: 'Feed the cat' }).where(eq(visits.id, visit.id))],
      [
        'task',
        () =>
          database.db
            .insert(visitTasks)
            .values({ visitId: visit.id, name: 'Water plants', description: 'd', category: 'plant_care', position: 0 }),
      ],
      ['report', () => database.db.update(reports).set({ notes: 'Noted' }).where(eq(reports.id, report.id))],
      ['photo', () => insertPhoto(database.db, a.mediaStore, { reportId: report.id })],
      ['payment', () => database.db.update(payments).set({ status: 'refunded' }).where(eq(payments.id, -1))],
      ['user name', () => database.db.update(users).set({ firstName: 'Sidney' }).where(eq(users.id, sitter.id))],
      [
        'user phone (the sitter calls it from the visit)',
        () => database.db.update(users).set({ phone: '555-0199' }).where(eq(users.id, owner.id)),
      ],
      ['user role', () => database.db.update(users).set({ role: 'housesitter' }).where(eq(users.id, sitter.id))],
      ['new user', () => insertUser(database.db)],
    ];
    for (const [what, write] of writes) {
      const before = await version(database.db);
      await write();
      expect(await version(database.db), what).toBeGreaterThan(before);
    }
    const rolledBack = await version(database.db);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.update(visits).set({ specialInstructions: 'never' }).where(eq(visits.id, visit.id));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await version(database.db), 'a rolled-back write').toBe(rolledBack);
  });

  it('stays put for writes no list shows (address, password, sign-ins)', async () => {
    const before = await version(database.db);
    await database.db.update(users).set({ address: '1 Elsewhere', passwordHash: 'x' }).where(eq(users.id, owner.id));
    await signIn(a.client(), 'dv_admin');
    expect(await version(database.db)).toBe(before);
  });
});

describe('pages cached by an instance', () => {
  it('are served again while the version holds: a hit really skips the database', async () => {
    const visit = await insertVisit(database.db, {
      homeownerId: owner.id,
      scheduledDate: '2026-08-01T14:00:00Z',
      address: '5 Cached Lane',
    });
    expect((await list(ownerOnA)).items.find((v) => v.id === visit.id)?.propertyAddress).toBe('5 Cached Lane');
    // Change the row and put the version back: only a cache can still answer the old address.
    const held = await version(database.db);
    await database.db.update(visits).set({ propertyAddress: '6 Changed Lane' }).where(eq(visits.id, visit.id));
    await database.db.update(visitDataVersion).set({ version: held });
    expect((await list(ownerOnA)).items.find((v) => v.id === visit.id)?.propertyAddress).toBe('5 Cached Lane');
    // Any later write moves the version on, and the same request sees the change.
    await database.db.update(visits).set({ specialInstructions: null }).where(eq(visits.id, visit.id));
    expect((await list(ownerOnA)).items.find((v) => v.id === visit.id)?.propertyAddress).toBe('6 Changed Lane');
  });

  it('show on instance A what instance B wrote, at once', async () => {
    const visit = await insertVisit(database.db, { homeownerId: owner.id, sitterId: sitter.id, scheduledDate: '2026-09-01T14:00:00Z' });
    const before = await list(ownerOnA);
    const statsBefore = await stats(adminOnA);
    expect(before.items.find((v) => v.id === visit.id)?.status).toBe('scheduled');

    await other.db.update(users).set({ firstName: 'Sylvester' }).where(eq(users.id, sitter.id));
    expect((await list(ownerOnA)).items.find((v) => v.id === visit.id)?.assignedSitter?.firstName).toBe('Sylvester');

    const early = { status: 'in_progress', reason: 'Started ahead of its day for this test' };
    expect((await adminOnB.put(`/api/admin/jobs/${visit.id}/status`, early)).status).toBe(200);
    expect((await list(ownerOnA)).items.find((v) => v.id === visit.id)?.status).toBe('in_progress');
    const statsAfter = await stats(adminOnA);
    expect(statsAfter.pendingReviews).toBe(statsBefore.pendingReviews + 1);

    await insertUser(other.db, { username: 'dv_new_owner' });
    expect((await stats(adminOnA)).totalUsers).toBe(statsAfter.totalUsers + 1);
    expect((await list(adminOnA, `?homeownerId=${owner.id}&limit=50`)).items.find((v) => v.id === visit.id)?.status).toBe('in_progress');
  });

  it('follow the clock: a visit leaves "upcoming" for "past" when its window ends, with no write', async () => {
    a.clock.set('2026-06-15T14:00:00Z');
    // Noon in Marblehead: the Midday window, 12–4.
    const soon = await insertVisit(database.db, { homeownerId: owner.id, scheduledDate: '2026-06-15T16:00:00Z' });
    const upcoming = await list(ownerOnA, '?when=upcoming&limit=50');
    expect(upcoming.items.map((v) => v.id)).toContain(soon.id);
    expect((await list(ownerOnA, '?when=past&limit=50')).items.map((v) => v.id)).not.toContain(soon.id);
    expect((await list(ownerOnA, '?when=upcoming&limit=50')).items.map((v) => v.id)).toContain(soon.id);

    // Begun but not over: still coming (decision 023).
    a.clock.set('2026-06-15T16:00:01Z');
    expect((await list(ownerOnA, '?when=upcoming&limit=50')).items.map((v) => v.id)).toContain(soon.id);
    a.clock.set('2026-06-15T20:00:00Z');
    expect((await list(ownerOnA, '?when=upcoming&limit=50')).items.map((v) => v.id)).not.toContain(soon.id);
    expect((await list(ownerOnA, '?when=past&limit=50')).items.map((v) => v.id)).toContain(soon.id);
  });

  it('count "completed today" for today only, even without a write at midnight', async () => {
    a.clock.set('2026-06-15T14:00:00Z');
    const done = await insertVisit(database.db, { homeownerId: owner.id, status: 'completed', scheduledDate: '2026-06-15T12:00:00Z' });
    await insertReport(database.db, { visitId: done.id, completedAt: '2026-06-15T13:00:00Z' });
    const today = await stats(adminOnA);
    expect(today.completedToday).toBeGreaterThanOrEqual(1);
    // 00:00:01 in Marblehead (EDT) the next day.
    a.clock.set('2026-06-16T04:00:01Z');
    expect((await stats(adminOnA)).completedToday).toBe(today.completedToday - 1);
  });
});
