import { API_ERRORS, type ApiClient } from '@housesit/shared-contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, type UserRow } from '../db/schema.js';
import { insertUser, insertVisit, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';
import { typedClient } from '../test/typedClient.js';

// Written with the typed client the screens use (test/typedClient.ts): each answer is checked
// against its endpoint definition's struct, and each call is typed by it.
let t: TestApp;
let owner: UserRow, other: UserRow;
let ownerApi: ApiClient, otherApi: ApiClient;
const ids: number[] = [];

async function signedIn(username: string): Promise<ApiClient> {
  const client: TestClient = t.client();
  await signIn(client, username);
  return typedClient(client);
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await insertUser(t.db, { username: 'owner' });
  other = await insertUser(t.db, { username: 'other' });
  ownerApi = await signedIn('owner');
  otherApi = await signedIn('other');
  const visit = await insertVisit(t.db, { homeownerId: owner.id, status: 'completed', scheduledDate: '2026-06-10T13:00:00Z' });
  for (const [userId, createdAt] of [
    [owner.id, '2026-06-10T15:00:00Z'],
    [owner.id, '2026-06-12T15:00:00Z'],
    [other.id, '2026-06-13T15:00:00Z'],
  ] as const) {
    const [row] = await t.db
      .insert(notifications)
      .values({ userId, type: 'visitCompleted', visitId: visit.id, createdAt: new Date(createdAt) })
      .returning();
    ids.push(row!.id);
  }
});
afterAll(async () => {
  await t.close();
});

/** The answer of a call the test expects to succeed. */
async function ok<T>(call: Promise<{ ok: true; data: T } | { ok: false; status: number }>): Promise<T> {
  const result = await call;
  if (!result.ok) throw new Error(`refused with ${result.status}`);
  return result.data;
}

describe('GET /api/notifications', () => {
  it('lists only the user’s own, newest first, with the unread count', async () => {
    const body = await ok(ownerApi.notifications.list());
    expect(body.unread).toBe(2);
    expect(body.items.map((n) => n.id)).toEqual([ids[1], ids[0]]);
    expect(body.items[0]).toMatchObject({ type: 'visitCompleted', readAt: null, createdAt: '2026-06-12T15:00:00.000Z' });
  });

  it('answers 401 signed out', async () => {
    expect(await typedClient(t.client()).notifications.list()).toMatchObject({ ok: false, status: 401 });
  });
});

describe('PATCH /api/notifications/:id/read', () => {
  it('marks the user’s own notification read once and lowers the unread count', async () => {
    const { notification } = await ok(ownerApi.notifications.markRead(ids[0]!));
    expect(notification).toMatchObject({ id: ids[0], readAt: t.clock.now().toISOString() });
    t.clock.advance(60_000);
    const again = await ok(ownerApi.notifications.markRead(ids[0]!));
    expect(again.notification.readAt).toBe(notification.readAt);
    expect((await ok(ownerApi.notifications.list())).unread).toBe(1);
  });

  it('answers 404 for another user’s notification and leaves it unread', async () => {
    await expect(ownerApi.notifications.markRead(ids[2]!)).rejects.toMatchObject({
      status: 404,
      body: { code: 'notification.not_found', message: API_ERRORS.notFound },
    });
    expect((await ok(otherApi.notifications.list())).unread).toBe(1);
    await expect(ownerApi.notifications.markRead(999999)).rejects.toMatchObject({ status: 404 });
  });
});

describe('GET /api/notifications/unread and POST /api/notifications/read-all', () => {
  let counted: UserRow, bystander: UserRow;
  let countedApi: ApiClient, bystanderApi: ApiClient;
  const unreadOf = async (api: ApiClient) => (await ok(api.notifications.unread())).unread;

  beforeAll(async () => {
    counted = await insertUser(t.db, { username: 'counted' });
    bystander = await insertUser(t.db, { username: 'bystander' });
    countedApi = await signedIn('counted');
    bystanderApi = await signedIn('bystander');
    const visit = await insertVisit(t.db, { homeownerId: counted.id, status: 'completed', scheduledDate: '2026-06-10T13:00:00Z' });
    const earlier = new Date('2026-06-01T12:00:00Z');
    await t.db.insert(notifications).values([
      { userId: counted.id, type: 'visitCompleted', visitId: visit.id, createdAt: earlier },
      { userId: counted.id, type: 'visitCompleted', visitId: visit.id, createdAt: earlier },
      { userId: counted.id, type: 'visitCompleted', visitId: visit.id, createdAt: earlier, readAt: earlier },
      { userId: bystander.id, type: 'visitCompleted', visitId: visit.id, createdAt: earlier },
      { userId: bystander.id, type: 'visitCompleted', visitId: visit.id, createdAt: earlier },
    ]);
  });

  it('counts only the user’s own unread notifications', async () => {
    expect(await unreadOf(countedApi)).toBe(2);
    expect(await unreadOf(bystanderApi)).toBe(2);
  });

  it('marks only the user’s own unread read, keeps an earlier read time, and a second call changes nothing', async () => {
    expect(await ok(countedApi.notifications.markAllRead())).toEqual({ marked: 2, unread: 0 });
    expect(await unreadOf(countedApi)).toBe(0);
    expect(await unreadOf(bystanderApi)).toBe(2);

    const mine = await t.db.select().from(notifications).where(eq(notifications.userId, counted.id));
    const readTimes = mine.map((row) => row.readAt?.toISOString()).sort();
    expect(readTimes).toEqual(['2026-06-01T12:00:00.000Z', t.clock.now().toISOString(), t.clock.now().toISOString()].sort());
    const theirs = await t.db.select().from(notifications).where(eq(notifications.userId, bystander.id));
    expect(theirs.every((row) => row.readAt === null)).toBe(true);

    t.clock.advance(60_000);
    expect(await ok(countedApi.notifications.markAllRead())).toEqual({ marked: 0, unread: 0 });
    const after = await t.db.select().from(notifications).where(eq(notifications.userId, counted.id));
    expect(after.map((row) => row.readAt?.toISOString()).sort()).toEqual(readTimes);
    expect(await unreadOf(bystanderApi)).toBe(2);
  });

  it('answers 401 signed out', async () => {
    const anonymous = typedClient(t.client());
    expect(await anonymous.notifications.unread()).toMatchObject({ ok: false, status: 401 });
    expect(await anonymous.notifications.markAllRead()).toMatchObject({ ok: false, status: 401 });
  });
});
