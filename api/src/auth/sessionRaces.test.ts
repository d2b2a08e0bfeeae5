/**
 * Sessions around a password reset, a password change and a deactivation (decision 002, the
 * credential generation). A sign-in that read the account before the event and creates its
 * session after it must not get a working session, whichever instance the event ran on; a
 * session whose account was deactivated or whose generation is old is refused at the next request.
 */
import type { Role } from '@housesit/shared-contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE } from './cookie.js';
import { hashResetToken } from './passwordReset.js';
import { scryptSlots } from './passwords.js';
import { createSessionIfUnchanged, endAllSessions } from './sessions.js';
import { checksByAddress } from './signIn.js';
import { ipKey } from './throttle.js';
import { rowsOf } from '../db/rows.js';
import { passwordResetTokens, sessions, users, type UserRow } from '../db/schema.js';
import { loadEnv } from '../env.js';
import { insertUser, signIn, TEST_PASSWORD } from '../test/fixtures.js';
import { SocketClient, startLiveApp, TEST_ORIGIN, type LiveApp } from '../test/liveApp.js';
import { connectAgain, createTestDatabase, parseSetCookie, type TestClient } from '../test/testApp.js';

/** A password the password rule accepts. */
const NEW_PASSWORD = 'Lantern-harbour-quietly-2026';
/** Where the looping sign-ins come from: their password checks take turns per address. */
const ATTACKER_IP = '198.51.100.66';

let signInSide: LiveApp;
let eventSide: LiveApp;
let admin: TestClient;
const opened: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  const database = await createTestDatabase();
  opened.push(database);
  // Two instances on one database: the sign-in runs on one, the event on the other.
  const second = await connectAgain(database);
  opened.push(second);
  signInSide = await startLiveApp(database);
  opened.push(signInSide);
  eventSide = await startLiveApp(second);
  opened.push(eventSide);
  await insertUser(signInSide.db, { username: 'race_boss', role: 'admin' });
  admin = eventSide.client();
  await signIn(admin, 'race_boss');
});
afterAll(async () => {
  for (const resource of opened.reverse()) await resource.close();
});

let serial = 0;
const newUser = (role: Role): Promise<UserRow> => insertUser(signInSide.db, { username: `race_${role}_${++serial}`, role });

/** A session cookie's value as a request header. */
const cookieHeader = (token: string) => `${SESSION_COOKIE}=${token}`;

/**
 * Signs in with the right password from ATTACKER_IP on `signInSide` and holds the request after
 * it has read the account and before its password is checked (the address's one checking turn is
 * taken) until `event` has finished; answers the status and the session cookie it was given.
 */
async function signInAround(username: string, event: () => Promise<void>): Promise<{ status: number; token: string | null }> {
  const key = ipKey(ATTACKER_IP);
  let release!: () => void;
  const turn = checksByAddress.run(key, () => new Promise<void>((resolve) => (release = resolve)));
  const answer = Promise.resolve(
    signInSide.app.request(
      'http://localhost/api/auth/login',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: TEST_PASSWORD }) },
      { incoming: { socket: { remoteAddress: ATTACKER_IP, remotePort: 50000, remoteFamily: 'IPv4' } } },
    ),
  );
  try {
    await vi.waitFor(() => expect(checksByAddress.holders(key)).toBe(2), { timeout: 10_000, interval: 5 });
    await event();
  } finally {
    release();
    await turn;
  }
  const response = await answer;
  const session = response.headers
    .getSetCookie()
    .map(parseSetCookie)
    .find((cookie) => cookie.name === SESSION_COOKIE && cookie.value !== '');
  return { status: response.status, token: session?.value ?? null };
}

/** 1 when the token is a session that works (on either instance), else 0. */
async function alive(token: string | null): Promise<number> {
  if (!token) return 0;
  const answers = await Promise.all([signInSide, eventSide].map((app) => app.client({ cookie: cookieHeader(token) }).get('/api/auth/me')));
  return answers.some((response) => response.status === 200) ? 1 : 0;
}

describe('a sign-in racing an event that ends every earlier session', () => {
  // Failed before: the sign-in created its session after the reset had deleted the account's
  // sessions, without looking at the account again (1 session alive after the reset).
  it('gets no working session when the password was reset meanwhile', async () => {
    const victim = await newUser('homeowner');
    const token = `reset-${victim.id}-token`;
    const raced = await signInAround(victim.username, async () => {
      await eventSide.db
        .insert(passwordResetTokens)
        .values({ tokenHash: hashResetToken(token), userId: victim.id, expiresAt: new Date(eventSide.clock.now().getTime() + 60_000) });
      const reset = await eventSide.client().post('/api/auth/password-reset/confirm', { token, password: NEW_PASSWORD });
      expect(reset.status).toBe(200);
    });
    expect({ sessionsAlive: await alive(raced.token), status: raced.status }).toEqual({ sessionsAlive: 0, status: 401 });
    // The new password works as usual.
    expect((await signInSide.client().post('/api/auth/login', { username: victim.username, password: NEW_PASSWORD })).status).toBe(200);
  });

  // Failed before: as for the reset, after a change of password in /settings.
  it('gets no working session when the password was changed meanwhile; the changer keeps theirs', async () => {
    const victim = await newUser('homeowner');
    const owner = eventSide.client();
    await signIn(owner, victim.username);
    const raced = await signInAround(victim.username, async () => {
      const change = await owner.post('/api/account/password', { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
      expect(change.status).toBe(200);
    });
    expect({ sessionsAlive: await alive(raced.token), status: raced.status }).toEqual({ sessionsAlive: 0, status: 401 });
    expect((await owner.get('/api/auth/me')).status).toBe(200);
  });

  // Failed before: an admin signing in while being deactivated kept a session with admin rights,
  // and a socket opened with it stayed open.
  it('gets no working session and no socket when the account was deactivated meanwhile', async () => {
    const leaving = await newUser('admin');
    const raced = await signInAround(leaving.username, async () => {
      expect((await admin.post(`/api/admin/users/${leaving.id}/deactivate`, {})).status).toBe(200);
    });
    const sessionsAlive = await alive(raced.token);
    let openSockets = 0;
    if (raced.token) {
      const socket = await SocketClient.connect(signInSide, { origin: TEST_ORIGIN, cookie: cookieHeader(raced.token) }).catch(() => null);
      if (socket) {
        opened.push(socket);
        await signInSide.realtime.recheckSessions();
        await new Promise((resolve) => setImmediate(resolve));
        if (!socket.closed) openSockets += 1;
      }
    }
    expect({ sessionsAlive, openSockets, status: raced.status }).toEqual({ sessionsAlive: 0, openSockets: 0, status: 403 });
  });
});

describe('a password change racing a deactivation', () => {
  // Failed before: the change, checked against a session that the deactivation then ended, still
  // set the password of the deactivated account.
  it('is refused as signed out and changes nothing', async () => {
    const leaving = await newUser('housesitter');
    const client = signInSide.client();
    await signIn(client, leaving.username);
    // Both hashing slots taken: the change waits after its session was accepted.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held = [scryptSlots.run(() => gate), scryptSlots.run(() => gate)];
    const change = client.post('/api/account/password', { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    try {
      await vi.waitFor(() => expect(scryptSlots.waiting).toBe(1), { timeout: 10_000, interval: 5 });
      expect((await admin.post(`/api/admin/users/${leaving.id}/deactivate`, {})).status).toBe(200);
    } finally {
      release();
      await Promise.all(held);
    }
    expect((await change).status).toBe(401);
    const [after] = await signInSide.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, leaving.id));
    expect(after?.passwordHash).toBe(leaving.passwordHash);
  });
});

describe('the session middleware', () => {
  // Failed before: the middleware never looked at deactivated_at.
  it('refuses the session of an account marked deactivated, even if the session row is still there', async () => {
    const leaving = await newUser('admin');
    const client = signInSide.client();
    await signIn(client, leaving.username);
    await signInSide.db.update(users).set({ deactivatedAt: signInSide.clock.now() }).where(eq(users.id, leaving.id));
    expect((await client.get('/api/auth/me')).status).toBe(401);
    expect((await client.get('/api/admin/users?role=housesitter')).status).toBe(401);
  });

  it('refuses a session begun before the account’s current credential generation', async () => {
    const someone = await newUser('homeowner');
    const client = signInSide.client();
    await signIn(client, someone.username);
    await signInSide.db
      .update(users)
      .set({ credentialGeneration: sql`${users.credentialGeneration} + 1` })
      .where(eq(users.id, someone.id));
    expect((await client.get('/api/auth/me')).status).toBe(401);
    // A new sign-in carries the new generation.
    await signIn(client, someone.username);
    expect((await client.get('/api/auth/me')).status).toBe(200);
  });
});

describe('in the database', () => {
  // The window inside the event's transaction: its first statement has run, its commit not yet.
  // The insert waits for the account row, then sees the change and inserts nothing; without the
  // lock it would insert a session row the transaction's delete had already missed.
  it.skipIf(!loadEnv().databaseUrl)('a session insert racing a deactivation’s open transaction inserts nothing', async () => {
    const leaving = await newUser('housesitter');
    let release!: () => void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    let updated!: () => void;
    const hasUpdated = new Promise<void>((resolve) => (updated = resolve));
    const deactivation = eventSide.db.transaction(async (tx) => {
      await tx.update(users).set({ deactivatedAt: eventSide.clock.now() }).where(eq(users.id, leaving.id));
      await endAllSessions(tx, leaving.id);
      updated();
      await hold;
    });
    await hasUpdated;
    const insert = createSessionIfUnchanged(signInSide.db, leaving, { now: signInSide.clock.now() });
    let settled = false;
    void insert.finally(() => (settled = true));
    const waitingForLocks = async () =>
      rowsOf<{ n: number }>(
        await signInSide.db.execute(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        ),
      )[0]?.n ?? 0;
    await vi.waitFor(async () => expect(settled || (await waitingForLocks()) > 0).toBe(true), { timeout: 10_000, interval: 10 });
    release();
    await deactivation;
    expect(await insert).toBeNull();
    expect(await signInSide.db.select().from(sessions).where(eq(sessions.userId, leaving.id))).toEqual([]);
  });
});
