/**
 * The office's notices reach the admins' open pages live: the NOTIFY is sent with the commit of
 * the change (here a service-area request, which no visit event announces), so the badge on the
 * account menu refetches without a reload; a homeowner's page hears nothing of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../auth/cookie.js';
import { insertUser, signIn } from '../test/fixtures.js';
import { SocketClient, startLiveApp, TEST_ORIGIN, type LiveApp } from '../test/liveApp.js';
import { createTestDatabase } from '../test/testApp.js';

let t: LiveApp;
const opened: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  const database = await createTestDatabase();
  opened.push(database);
  t = await startLiveApp(database);
  opened.push(t);
  await insertUser(t.db, { username: 'boss', role: 'admin' });
  await insertUser(t.db, { username: 'owner' });
});
afterAll(async () => {
  for (const resource of opened.reverse()) await resource.close();
});

async function socketOf(username: string): Promise<SocketClient> {
  const client = t.client();
  await signIn(client, username);
  const socket = await SocketClient.connect(t, { origin: TEST_ORIGIN, cookie: `${SESSION_COOKIE}=${client.cookies.get(SESSION_COOKIE)}` });
  opened.push(socket);
  return socket;
}

describe('the office notices, live', () => {
  it("tell every admin's open page that notifications changed, once the change commits", async () => {
    const admin = await socketOf('boss');
    const owner = await socketOf('owner');
    const response = await t.client().post('/api/location-requests', {
      fullName: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '555-0101',
      requestedCity: 'Swampscott',
    });
    expect(response.status).toBe(201);
    await admin.waitFor('notificationsChanged');
    expect(owner.events.filter((event) => event.type === 'notificationsChanged')).toEqual([]);
  });
});
