/**
 * Faults: the database going away and coming back (PostgreSQL behind a TCP proxy the test
 * cuts; PGlite closed), an API restart, transactions failing half way (a trigger makes the
 * last statement fail), and the /ws handshake refusing bad origins, anonymous callers and
 * ended sessions.
 */
import { API_ERRORS } from '@housesit/shared-contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { SESSION_COOKIE } from '../auth/cookie.js';
import { openDatabase } from '../db/open.js';
import { reports, sessions, users, visits } from '../db/schema.js';
import { loadEnv } from '../env.js';
import { LocalDiskMediaStore } from '../media/store.js';
import { insertPhoto, insertReport, insertUser, insertVisit, signIn, TEST_PASSWORD } from '../test/fixtures.js';
import { HandshakeRefused, SocketClient, startLiveApp, TEST_ORIGIN } from '../test/liveApp.js';
import { CuttableProxy } from '../test/cuttableProxy.js';
import { connectAgain, createTestApp, createTestDatabase, type TestApp } from '../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the database goes away', () => {
  it.skipIf(!loadEnv().databaseUrl)('answers 503 with a message during a PostgreSQL outage and recovers by itself', async () => {
    const real = new URL(t.database.url!);
    const proxy = new CuttableProxy({ host: real.hostname, port: Number(real.port || 5432) });
    await proxy.open();
    const handle = await openDatabase({ databaseUrl: proxy.wrap(real.toString()), maxConnections: 2 });
    const logged: unknown[] = [];
    try {
      const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: t.env.dataDir, SERVE_STATIC: '0' });
      const app = createApp(
        { db: handle.db, env, mediaStore: new LocalDiskMediaStore(t.mediaDir), clock: t.clock },
        { logError: (_m, e) => logged.push(e) },
      );
      await insertUser(t.db, { username: 'through_outage' });
      const login = () =>
        app.request('/api/auth/login', { method: 'POST', body: JSON.stringify({ username: 'through_outage', password: TEST_PASSWORD }) });
      expect((await app.request('/api/health')).status).toBe(200);
      const signedIn = await login();
      expect(signedIn.status).toBe(200);
      const cookie = signedIn.headers.getSetCookie()[0]!.split(';')[0]!;

      await proxy.cut();
      for (const response of [
        await app.request('/api/health'),
        await login(),
        await app.request('/api/auth/me', { headers: { cookie } }),
      ]) {
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({ code: 'server.unavailable', message: API_ERRORS.serviceUnavailable });
      }

      await proxy.open();
      // No restart: the pool reconnects on the next query.
      expect((await app.request('/api/health')).status).toBe(200);
      expect((await app.request('/api/auth/me', { headers: { cookie } })).status).toBe(200);
      expect(logged.length).toBeGreaterThanOrEqual(3);
    } finally {
      await handle.close();
      await proxy.cut();
    }
  });

  it('answers 503 with a message when the embedded database is closed', async () => {
    if (loadEnv().databaseUrl) return; // the PostgreSQL variant is the test above
    const handle = await createTestDatabase();
    await handle.close();
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: t.env.dataDir, SERVE_STATIC: '0' });
    const app = createApp({ db: handle.db, env, mediaStore: new LocalDiskMediaStore(t.mediaDir) }, { logError: () => {} });
    const response = await app.request('/api/auth/login', { method: 'POST', body: JSON.stringify({ username: 'x', password: 'y' }) });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ code: 'server.unavailable', message: API_ERRORS.serviceUnavailable });
  });
});

describe('an API restart', () => {
  it('keeps signed-in users signed in (sessions live in the database)', async () => {
    await insertUser(t.db, { username: 'stays' });
    const before = t.client();
    await signIn(before, 'stays');
    const second = await connectAgain(t.database);
    const restarted = await createTestApp({ database: second, clock: t.clock });
    try {
      const me = await restarted.client({ cookie: `${SESSION_COOKIE}=${before.cookies.get(SESSION_COOKIE)}` }).get('/api/auth/me');
      expect(me.status).toBe(200);
    } finally {
      await restarted.close();
      await second.close();
    }
  });
});

/** Makes every insert or delete on `table` fail until the returned function is called. */
async function sabotage(table: string, operation: 'insert' | 'delete'): Promise<() => Promise<void>> {
  await t.db.execute(
    sql.raw(`create or replace function hs_test_fail() returns trigger language plpgsql as $$ begin raise exception 'sabotaged'; end $$`),
  );
  await t.db.execute(sql.raw(`create trigger hs_test_fail before ${operation} on ${table} for each row execute function hs_test_fail()`));
  return async () => {
    await t.db.execute(sql.raw(`drop trigger hs_test_fail on ${table}`));
  };
}

describe('a transaction that fails half way', () => {
  it('changes no password when ending the other sessions fails', async () => {
    const row = await insertUser(t.db, { username: 'halfway' });
    const here = t.client();
    await signIn(here, 'halfway');
    await signIn(t.client(), 'halfway');
    const restore = await sabotage('sessions', 'delete');
    try {
      const response = await here.post('/api/account/password', { currentPassword: TEST_PASSWORD, newPassword: 'never-saved' });
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ code: 'server.internal', message: API_ERRORS.internal });
    } finally {
      await restore();
    }
    const [stored] = await t.db.select().from(users).where(eq(users.id, row.id));
    expect(stored?.passwordHash).toBe(row.passwordHash);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, row.id))).toHaveLength(2);
  });

  it('leaves a visit in progress and its report open when storing the notification fails', async () => {
    const owner = await insertUser(t.db, { username: 'owner_tx' });
    const sitter = await insertUser(t.db, { username: 'sitter_tx', role: 'housesitter' });
    const visit = await insertVisit(t.db, {
      homeownerId: owner.id,
      sitterId: sitter.id,
      status: 'in_progress',
      scheduledDate: t.clock.now(),
    });
    const report = await insertReport(t.db, { visitId: visit.id });
    await insertPhoto(t.db, t.mediaStore, { reportId: report.id });
    const client = t.client();
    await signIn(client, 'sitter_tx');
    const restore = await sabotage('notifications', 'insert');
    try {
      expect((await client.patch(`/api/visit/${visit.id}/complete`, { notes: 'done' })).status).toBe(500);
    } finally {
      await restore();
    }
    const [v] = await t.db.select().from(visits).where(eq(visits.id, visit.id));
    const [r] = await t.db.select().from(reports).where(eq(reports.id, report.id));
    expect(v?.status).toBe('in_progress');
    expect(r).toMatchObject({ completedAt: null, notes: null });
    // And once the fault is gone the same request goes through.
    expect((await client.patch(`/api/visit/${visit.id}/complete`, { notes: 'done' })).status).toBe(200);
  });
});

describe('the /ws handshake', () => {
  it('refuses another origin, an anonymous caller and a session ended by logout', async () => {
    const live = await startLiveApp(t.database);
    try {
      await insertUser(t.db, { username: 'ws_user' });
      const client = live.client();
      await signIn(client, 'ws_user');
      const cookie = `${SESSION_COOKIE}=${client.cookies.get(SESSION_COOKIE)}`;
      const refused = async (headers: Record<string, string>) => {
        const error = await SocketClient.connect(live, headers).then(
          async (socket) => {
            await socket.close();
            return null;
          },
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(HandshakeRefused);
        return (error as HandshakeRefused).status;
      };
      expect(await refused({ origin: 'https://evil.example', cookie })).toBe(403);
      expect(await refused({ origin: `${TEST_ORIGIN}.evil.example`, cookie })).toBe(403);
      expect(await refused({ origin: TEST_ORIGIN })).toBe(401);
      const socket = await SocketClient.connect(live, { origin: TEST_ORIGIN, cookie });
      await socket.close();
      await client.post('/api/auth/logout');
      expect(await refused({ origin: TEST_ORIGIN, cookie })).toBe(401);
    } finally {
      await live.close();
    }
  });
});
