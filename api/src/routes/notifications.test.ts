import { API_ERRORS, NotificationStruct, type AppNotification, type NotificationList } from '@housesit/shared-contracts';
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
