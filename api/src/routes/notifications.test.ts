import {
  API_ERRORS,
  NotificationStruct,
  NotificationsMarkedStruct,
  NotificationUnreadStruct,
  type AppNotification,
  type NotificationList,
  type NotificationUnread,
} from '@housesit/shared-contracts';
import { eq } from 'drizzle-orm';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, type UserRow } from '../db/schema.js';
import { insertUser, insertVisit, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';

let t: TestApp;
let owner: UserRow, other: UserRow;
let ownerClient: TestClient, otherClient: TestClient;
const ids: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  owner = await insertUser(t.db, { username: 'owner' });
  other = await insertUser(t.db, { username: 'other' });
  ownerClient = t.client();
  otherClient = t.client();
  await signIn(ownerClient, 'owner');
  await signIn(otherClient, 'other');
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

describe('GET /api/notifications', () => {
  it('lists only the user’s own, newest first, with the unread count', async () => {
    const response = await ownerClient.get('/api/notifications');
    expect(response.status).toBe(200);
    const body = (await response.json()) as NotificationList;
    expect(body.unread).toBe(2);
    expect(body.items.map((n) => n.id)).toEqual([ids[1], ids[0]]);
    expect(body.items.every((n) => is(n, NotificationStruct))).toBe(true);
    expect(body.items[0]).toMatchObject({ type: 'visitCompleted', readAt: null, createdAt: '2026-06-12T15:00:00.000Z' });
  });

  it('answers 401 signed out', async () => {
    expect((await t.client().get('/api/notifications')).status).toBe(401);
  });
});

describe('PATCH /api/notifications/:id/read', () => {
  it('marks the user’s own notification read once and lowers the unread count', async () => {
    const response = await ownerClient.patch(`/api/notifications/${ids[0]}/read`);
    expect(response.status).toBe(200);
    const { notification } = (await response.json()) as { notification: AppNotification };
    expect(notification).toMatchObject({ id: ids[0], readAt: t.clock.now().toISOString() });
    t.clock.advance(60_000);
    const again = (await (await ownerClient.patch(`/api/notifications/${ids[0]}/read`)).json()) as { notification: AppNotification };
    expect(again.notification.readAt).toBe(notification.readAt);
    expect(((await (await ownerClient.get('/api/notifications')).json()) as NotificationList).unread).toBe(1);
  });

  it('answers 404 for another user’s notification and leaves it unread', async () => {
    const response = await ownerClient.patch(`/api/notifications/${ids[2]}/read`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'notification.not_found', message: API_ERRORS.notFound });
    expect(((await (await otherClient.get('/api/notifications')).json()) as NotificationList).unread).toBe(1);
    expect((await ownerClient.patch('/api/notifications/999999/read')).status).toBe(404);
  });
});

describe('GET /api/notifications/unread and POST /api/notifications/read-all', () => {
  let counted: UserRow, bystander: UserRow;
  let countedClient: TestClient, bystanderClient: TestClient;
  const unreadOf = async (client: TestClient) => {
    const response = await client.get('/api/notifications/unread');
    expect(response.status).toBe(200);
    const body: unknown = await response.json();
    expect(is(body, NotificationUnreadStruct)).toBe(true);
    return (body as NotificationUnread).unread;
  };

  beforeAll(async () => {
    counted = await insertUser(t.db, { username: 'counted' });
    bystander = await insertUser(t.db, { username: 'bystander' });
    countedClient = t.client();
    bystanderClient = t.client();
    await signIn(countedClient, 'counted');
    await signIn(bystanderClient, 'bystander');
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
    expect(await unreadOf(countedClient)).toBe(2);
    expect(await unreadOf(bystanderClient)).toBe(2);
  });

  it('marks only the user’s own unread read, keeps an earlier read time, and a second call changes nothing', async () => {
    const response = await countedClient.post('/api/notifications/read-all');
    expect(response.status).toBe(200);
    const body: unknown = await response.json();
    expect(is(body, NotificationsMarkedStruct)).toBe(true);
    expect(body).toEqual({ marked: 2, unread: 0 });
    expect(await unreadOf(countedClient)).toBe(0);
    expect(await unreadOf(bystanderClient)).toBe(2);

    const mine = await t.db.select().from(notifications).where(eq(notifications.userId, counted.id));
    const readTimes = mine.map((row) => row.readAt?.toISOString()).sort();
    expect(readTimes).toEqual(['2026-06-01T12:00:00.000Z', t.clock.now().toISOString(), t.clock.now().toISOString()].sort());
    const theirs = await t.db.select().from(notifications).where(eq(notifications.userId, bystander.id));
    expect(theirs.every((row) => row.readAt === null)).toBe(true);

    t.clock.advance(60_000);
    const again = await countedClient.post('/api/notifications/read-all');
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ marked: 0, unread: 0 });
    const after = await t.db.select().from(notifications).where(eq(notifications.userId, counted.id));
    expect(after.map((row) => row.readAt?.toISOString()).sort()).toEqual(readTimes);
    expect(await unreadOf(bystanderClient)).toBe(2);
  });

  it('answers 401 signed out', async () => {
    expect((await t.client().get('/api/notifications/unread')).status).toBe(401);
    expect((await t.client().post('/api/notifications/read-all')).status).toBe(401);
  });
});
