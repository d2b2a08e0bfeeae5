/**
 * /ws on real servers: handshake refusals, per-user delivery of visitCompleted, messages and
 * typing, and the LISTEN/NOTIFY fan-out between two app instances on one database.
 */
import { API_ERRORS, REALTIME_CLOSE_CODES, type RealtimeEvent } from '@housesit/shared-contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE } from '../auth/cookie.js';
import { hashSessionToken, SESSION_IDLE_MS } from '../auth/sessions.js';
import { sessions as sessionsTable, users as usersTable, type UserRow, type VisitRow } from '../db/schema.js';
import { insertPhoto, insertReport, insertUser, insertVisit, signIn, TEST_PASSWORD } from '../test/fixtures.js';
import { HandshakeRefused, SocketClient, startLiveApp, TEST_ORIGIN, type LiveApp } from '../test/liveApp.js';
import { connectAgain, createTestDatabase, type TestDatabase } from '../test/testApp.js';
import { RealtimeHub } from './hub.js';
import { defaultSocketLimits, openFilesLimit, SOCKETS_TOTAL_MAX } from './limits.js';
import { SESSION_ENDED_REASON } from './realtime.js';
import { SOCKET_EXTRA_MESSAGES } from './socket.js';

let database: TestDatabase;
let secondConnection: TestDatabase;
let a: LiveApp, b: LiveApp;
let owner: UserRow, sitter: UserRow, other: UserRow, otherSitter: UserRow;
let visit: VisitRow;
const cookies: Record<string, string> = {};
/** What beforeAll opened, in order, so afterAll closes what exists even when it failed half way. */
const opened: { close(): Promise<void> }[] = [];
const sockets: SocketClient[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  opened.push(database);
  secondConnection = await connectAgain(database);
  opened.push(secondConnection);
  a = await startLiveApp(database);
  opened.push(a);
  b = await startLiveApp(secondConnection);
  opened.push(b);
  owner = await insertUser(a.db, { username: 'owner', firstName: 'Olive' });
  other = await insertUser(a.db, { username: 'other' });
  sitter = await insertUser(a.db, { username: 'sitter', role: 'housesitter', firstName: 'Sam' });
  otherSitter = await insertUser(a.db, { username: 'other_sitter', role: 'housesitter' });
  await insertUser(a.db, { username: 'admin', role: 'admin' });
  for (const username of ['owner', 'other', 'sitter', 'other_sitter', 'admin']) {
    const client = a.client();
    await signIn(client, username);
    cookies[username] = `${SESSION_COOKIE}=${client.cookies.get(SESSION_COOKIE)}`;
  }
  visit = await insertVisit(a.db, { homeownerId: owner.id, sitterId: sitter.id, scheduledDate: '2026-06-20T13:00:00Z' });
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  for (const resource of opened.reverse()) await resource.close();
});

async function connect(app: LiveApp, username: string): Promise<SocketClient> {
  const socket = await SocketClient.connect(app, { origin: TEST_ORIGIN, cookie: cookies[username]! });
  sockets.push(socket);
  return socket;
}

/** A signed-in TestClient on `app` for `username` (its session works on either instance). */
function clientFor(app: LiveApp, username: string) {
  return app.client({ cookie: cookies[username]! });
}

let markers = 0;

/**
 * Waits until `sockets` (all of `userId`) have received everything sent to them so far, for
 * asserting that something did NOT arrive: a marker published now travels behind every earlier
 * event (NOTIFY delivers in commit order, each socket sends in order), so once it is there,
 * anything that was going to arrive has. Markers are conversationRead events of negative visit ids.
 */
async function caughtUp(app: LiveApp, userId: number, ...sockets: SocketClient[]): Promise<void> {
  markers += 1;
  const visitId = -markers;
  await app.realtime.events.publish({ type: 'conversationRead', visitId, userId });
  await Promise.all(sockets.map((socket) => socket.waitFor('conversationRead', (e) => e.visitId === visitId)));
}

/** What a socket received, without the markers. */
const received = (socket: SocketClient) => socket.events.filter((e) => !(e.type === 'conversationRead' && e.visitId < 0));

async function refusedWith(promise: Promise<unknown>): Promise<number> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HandshakeRefused);
  return (error as HandshakeRefused).status;
}

describe('the /ws handshake', () => {
  it('is refused without a session, with a foreign or missing Origin, and for a plain GET', async () => {
    expect(await refusedWith(SocketClient.connect(a, { origin: TEST_ORIGIN }))).toBe(401);
    expect(await refusedWith(SocketClient.connect(a, { origin: TEST_ORIGIN, cookie: `${SESSION_COOKIE}=${'x'.repeat(43)}` }))).toBe(401);
    expect(await refusedWith(SocketClient.connect(a, { origin: 'https://evil.example', cookie: cookies.owner! }))).toBe(403);
    expect(await refusedWith(SocketClient.connect(a, { cookie: cookies.owner! }))).toBe(403);
    const plain = await fetch(`${a.baseUrl}/ws`, { headers: { origin: TEST_ORIGIN, cookie: cookies.owner! } });
    expect(plain.status).toBe(426);
    expect(await plain.json()).toEqual({ code: 'request.upgrade_required', message: SOCKET_EXTRA_MESSAGES.upgradeRequired });
    expect(a.realtime.hub.size).toBe(0);
  });

  it('says why in a coded body, like every other refusal', async () => {
    const signedOut = await fetch(`${a.baseUrl}/ws`, { headers: { origin: TEST_ORIGIN } });
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ code: 'auth.not_signed_in', message: API_ERRORS.notSignedIn });
    const foreign = await fetch(`${a.baseUrl}/ws`, { headers: { origin: 'https://evil.example', cookie: cookies.owner! } });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ code: 'request.cross_origin', message: API_ERRORS.crossOrigin });
  });

  it('accepts a signed-in user from a configured origin', async () => {
    const before = a.realtime.hub.size;
    const socket = await connect(a, 'owner');
    expect(a.realtime.hub.size).toBe(before + 1);
    await socket.close();
    await vi.waitFor(() => expect(a.realtime.hub.size).toBe(before));
  });
});

describe('events on one instance', () => {
  it('sends visitCompleted to the homeowner only when the sitter completes the visit', async () => {
    const ownerSocket = await connect(a, 'owner');
    const otherSocket = await connect(a, 'other');
    const done = await insertVisit(a.db, {
      homeownerId: owner.id,
      sitterId: sitter.id,
      status: 'in_progress',
      scheduledDate: '2026-06-15T13:00:00Z',
    });
    const report = await insertReport(a.db, { visitId: done.id });
    await insertPhoto(a.db, a.mediaStore, { reportId: report.id });
    expect((await clientFor(a, 'sitter').patch(`/api/visit/${done.id}/complete`, {})).status).toBe(200);
    expect(await ownerSocket.waitFor('visitCompleted', (e) => e.visitId === done.id)).toEqual({
      type: 'visitCompleted',
      homeownerId: owner.id,
      visitId: done.id,
    });
    await caughtUp(a, other.id, otherSocket);
    expect(received(otherSocket)).toEqual([]);
  });

  it('pushes a sitter’s message to the homeowner and admins, not to the sender or outsiders', async () => {
    const ownerSocket = await connect(a, 'owner');
    const sitterSocket = await connect(a, 'sitter');
    const adminSocket = await connect(a, 'admin');
    const outsider = await connect(a, 'other_sitter');
    const response = await clientFor(a, 'sitter').post(`/api/visits/${visit.id}/messages`, { body: 'On my way' });
    expect(response.status).toBe(201);
    const event = await ownerSocket.waitFor('message', (e) => e.message.body === 'On my way');
    expect(event.message).toMatchObject({ visitId: visit.id, sender: { id: sitter.id, firstName: 'Sam', role: 'housesitter' } });
    await adminSocket.waitFor('message', (e) => e.message.id === event.message.id);
    // The message went to all its recipients at once (one delivery, after loading it): a marker
    // published now reaches the others behind it.
    await caughtUp(a, sitter.id, sitterSocket);
    await caughtUp(a, otherSitter.id, outsider);
    expect(sitterSocket.events.filter((e) => e.type === 'message')).toEqual([]);
    expect(received(outsider)).toEqual([]);
  });

  it('relays typing from a participant to the other participants only', async () => {
    const ownerSocket = await connect(a, 'owner');
    const sitterSocket = await connect(a, 'sitter');
    const outsider = await connect(a, 'other');
    sitterSocket.send({ type: 'typing', visitId: visit.id });
    expect(await ownerSocket.waitFor('typing')).toEqual({ type: 'typing', visitId: visit.id, userId: sitter.id, firstName: 'Sam' });
    await caughtUp(a, sitter.id, sitterSocket);
    await caughtUp(a, other.id, outsider);
    expect(sitterSocket.events.some((e) => e.type === 'typing')).toBe(false);
    expect(received(outsider)).toEqual([]);
  });

  it('logs and ignores malformed messages and typing from a non-participant', async () => {
    const ownerSocket = await connect(a, 'owner');
    const intruder = await connect(a, 'other_sitter');
    const loggedBefore = a.logged.length;
    intruder.send('not json');
    intruder.send({ type: 'shout', visitId: visit.id });
    intruder.send({ type: 'typing', visitId: 'x' });
    intruder.send({ type: 'typing', visitId: visit.id });
    await vi.waitFor(() => expect(a.logged.length - loggedBefore).toBe(4));
    await caughtUp(a, owner.id, ownerSocket);
    expect(ownerSocket.events.filter((e) => e.type === 'typing')).toEqual([]);
    expect(a.logged.length - loggedBefore).toBe(4);
    expect(intruder.ws.readyState).toBe(intruder.ws.OPEN);
  });
});

describe('fan-out across two app instances on one database', () => {
  it('delivers an event raised on instance B to a user connected to instance A', async () => {
    const ownerOnA = await connect(a, 'owner');
    const ownerOnB = await connect(b, 'owner');
    const done = await insertVisit(b.db, {
      homeownerId: owner.id,
      sitterId: sitter.id,
      status: 'in_progress',
      scheduledDate: '2026-06-15T12:00:00Z',
    });
    const report = await insertReport(b.db, { visitId: done.id });
    await insertPhoto(b.db, b.mediaStore, { reportId: report.id });
    expect((await clientFor(b, 'admin').patch(`/api/visit/${done.id}/complete`, {})).status).toBe(200);
    const expected: RealtimeEvent = { type: 'visitCompleted', homeownerId: owner.id, visitId: done.id };
    expect(await ownerOnA.waitFor('visitCompleted', (e) => e.visitId === done.id)).toEqual(expected);
    expect(await ownerOnB.waitFor('visitCompleted', (e) => e.visitId === done.id)).toEqual(expected);
    await caughtUp(b, owner.id, ownerOnA, ownerOnB);
    expect(ownerOnA.events.filter((e) => e.type === 'visitCompleted' && e.visitId === done.id)).toHaveLength(1);
  });

  it('carries messages and typing from B to A', async () => {
    const ownerOnA = await connect(a, 'owner');
    const sitterOnB = await connect(b, 'sitter');
    expect((await clientFor(b, 'sitter').post(`/api/visits/${visit.id}/messages`, { body: 'Sent via B' })).status).toBe(201);
    await ownerOnA.waitFor('message', (e) => e.message.body === 'Sent via B');
    sitterOnB.send({ type: 'typing', visitId: visit.id });
    await ownerOnA.waitFor('typing', (e) => e.userId === sitter.id);
  });

  it('ignores NOTIFY payloads that are not event envelopes', async () => {
    const ownerOnA = await connect(a, 'owner');
    await database.notifications.notify(
      'housesit_events',
      JSON.stringify({ audience: { userIds: [owner.id] }, event: { type: 'visitCompleted' } }),
    );
    await database.notifications.notify('housesit_events', 'garbage');
    await caughtUp(a, owner.id, ownerOnA);
    expect(received(ownerOnA)).toEqual([]);
  });
});

// Failed before: after logout, a password change or ending a session in
// /settings, the session's open sockets stayed open and kept receiving the visit's messages.
describe('sockets of an ended session', () => {
  /** A fresh session of `username` (its own cookie) and its sockets on both instances. */
  async function freshSession(username: string) {
    const client = a.client();
    await signIn(client, username);
    const cookie = `${SESSION_COOKIE}=${client.cookies.get(SESSION_COOKIE)}`;
    const onA = await SocketClient.connect(a, { origin: TEST_ORIGIN, cookie });
    const onB = await SocketClient.connect(b, { origin: TEST_ORIGIN, cookie });
    sockets.push(onA, onB);
    return { client, cookie, onA, onB };
  }

  const ended = { code: REALTIME_CLOSE_CODES.sessionEnded, reason: SESSION_ENDED_REASON };

  it('closes them on every instance at logout, and no message reaches them', async () => {
    const session = await freshSession('owner');
    const keeper = await connect(a, 'owner');
    expect((await session.client.post('/api/auth/logout')).status).toBe(204);
    expect(await session.onA.waitForClose()).toEqual(ended);
    expect(await session.onB.waitForClose()).toEqual(ended);
    // The user's other session is untouched and still gets the visit's messages.
    expect((await clientFor(b, 'sitter').post(`/api/visits/${visit.id}/messages`, { body: 'After logout' })).status).toBe(201);
    await keeper.waitFor('message', (e) => e.message.body === 'After logout');
    expect(keeper.closed).toBeNull();
    expect(session.onA.events.some((e) => e.type === 'message' && e.message.body === 'After logout')).toBe(false);
  });

  it('closes the other sessions’ sockets on a password change, not this one’s', async () => {
    const changer = await insertUser(a.db, { username: 'changer' });
    const laptop = await freshSession('changer');
    const phone = await freshSession('changer');
    const response = await laptop.client.post('/api/account/password', { currentPassword: TEST_PASSWORD, newPassword: 'a-new-secret' });
    expect(response.status).toBe(200);
    expect(await phone.onA.waitForClose()).toEqual(ended);
    expect(await phone.onB.waitForClose()).toEqual(ended);
    await caughtUp(a, changer.id, laptop.onA, laptop.onB);
    expect(laptop.onA.closed).toBeNull();
    expect(laptop.onB.closed).toBeNull();
  });

  it('closes the sockets of a session ended in /settings', async () => {
    const settler = await insertUser(a.db, { username: 'settler' });
    const laptop = await freshSession('settler');
    const phone = await freshSession('settler');
    const list = (await (await laptop.client.get('/api/account/sessions')).json()) as { items: { id: string; current: boolean }[] };
    const other = list.items.find((s) => !s.current)!;
    expect((await laptop.client.request('DELETE', `/api/account/sessions/${other.id}`)).status).toBe(204);
    expect(await phone.onA.waitForClose()).toEqual(ended);
    expect(await phone.onB.waitForClose()).toEqual(ended);
    await caughtUp(a, settler.id, laptop.onA);
    expect(laptop.onA.closed).toBeNull();
  });

  it('re-checks open sockets’ sessions as a backstop: a session deleted without notice or timed out', async () => {
    const quiet = await insertUser(a.db, { username: 'quiet' });
    const deleted = await freshSession('quiet');
    const kept = await freshSession('quiet');
    // Deleted behind the API's back: no NOTIFY.
    const hash = hashSessionToken(deleted.cookie.split('=')[1]!);
    await a.db.delete(sessionsTable).where(eq(sessionsTable.tokenHash, hash));
    await caughtUp(a, quiet.id, deleted.onA);
    expect(deleted.onA.closed).toBeNull();
    expect(await a.realtime.recheckSessions()).toBe(1);
    expect(await b.realtime.recheckSessions()).toBe(1);
    expect(await deleted.onA.waitForClose()).toEqual(ended);
    expect(await deleted.onB.waitForClose()).toEqual(ended);
    expect(kept.onA.closed).toBeNull();
    // Idle past the timeout: the row is still there, the session is not live.
    a.clock.advance(SESSION_IDLE_MS + 1000);
    b.clock.advance(SESSION_IDLE_MS + 1000);
    try {
      expect(await a.realtime.recheckSessions()).toBeGreaterThanOrEqual(1);
      expect(await kept.onA.waitForClose()).toEqual(ended);
    } finally {
      a.clock.advance(-(SESSION_IDLE_MS + 1000));
      b.clock.advance(-(SESSION_IDLE_MS + 1000));
    }
  });

  // Failed before: the re-check looked at the session row only, never at its account.
  it('closes at the re-check the sockets of an account deactivated without a notice', async () => {
    const leaving = await insertUser(a.db, { username: 'leaving', role: 'housesitter' });
    const session = await freshSession('leaving');
    const kept = await connect(a, 'sitter');
    // Marked behind the API's back: no session deleted, no NOTIFY.
    await a.db.update(usersTable).set({ deactivatedAt: a.clock.now() }).where(eq(usersTable.id, leaving.id));
    expect(await a.realtime.recheckSessions()).toBe(1);
    expect(await b.realtime.recheckSessions()).toBe(1);
    expect(await session.onA.waitForClose()).toEqual(ended);
    expect(await session.onB.waitForClose()).toEqual(ended);
    await caughtUp(a, sitter.id, kept);
    expect(kept.closed).toBeNull();
  });
});

// Failed before: one session could open sockets until the server ran out of
// file descriptors (19,968 in the attack), each receiving every event.
describe('socket caps', () => {
  let capped: LiveApp;
  beforeAll(async () => {
    capped = await startLiveApp(database, { socketLimits: { perSession: 2, perUser: 3, perAddress: 4, total: 5 } });
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await capped.close();
  });

  async function open(cookie: string): Promise<SocketClient> {
    const socket = await SocketClient.connect(capped, { origin: TEST_ORIGIN, cookie });
    sockets.push(socket);
    return socket;
  }

  async function session(username: string): Promise<string> {
    const client = a.client();
    await signIn(client, username);
    return `${SESSION_COOKIE}=${client.cookies.get(SESSION_COOKIE)}`;
  }

  const tooMany = (reason: string) => ({ code: REALTIME_CLOSE_CODES.tooManySockets, reason });

  it('closes a socket beyond the session, user, address and instance caps with a close code', async () => {
    const tabby = await insertUser(a.db, { username: 'tabby' });
    const cubicle = await insertUser(a.db, { username: 'cubicle' });
    const first = await session('tabby');
    const kept = [await open(first), await open(first)];
    expect(await (await open(first)).waitForClose()).toEqual(tooMany('too many sockets for this session'));
    const second = await session('tabby');
    kept.push(await open(second));
    expect(await (await open(second)).waitForClose()).toEqual(tooMany('too many sockets for this user'));
    // Everyone here is on 127.0.0.1: the fourth socket of the address is the last one.
    const colleague = await session('cubicle');
    kept.push(await open(colleague));
    expect(await (await open(colleague)).waitForClose()).toEqual(tooMany('too many sockets from this address'));
    expect(capped.realtime.hub.size).toBe(4);
    await caughtUp(capped, tabby.id, ...kept.slice(0, 3));
    await caughtUp(capped, cubicle.id, kept[3]!);
    expect(kept.map((s) => s.closed)).toEqual([null, null, null, null]);
    // Closing one frees its place.
    await kept.pop()!.close();
    await vi.waitFor(() => expect(capped.realtime.hub.size).toBe(3));
    const again = await open(colleague);
    await caughtUp(capped, cubicle.id, again);
    expect(again.closed).toBeNull();
  });

  it('answers 1013 when the instance holds its total', () => {
    const hub = new RealtimeHub({ perSession: 10, perUser: 10, perAddress: 10, total: 1 });
    const socket = (userId: number) => ({
      userId,
      role: 'homeowner' as const,
      sessionHash: `h${userId}`,
      sessionId: `s${userId}`,
      address: `a${userId}`,
      send: () => {},
      close: () => {},
    });
    expect(hub.admit(socket(1))).toBeNull();
    expect(hub.admit(socket(2))).toEqual({ code: REALTIME_CLOSE_CODES.serverFull, reason: 'server full' });
    expect(hub.size).toBe(1);
  });

  it('keeps the instance total below half the descriptor limit', () => {
    const limits = `Limit                     Soft Limit           Hard Limit           Units\nMax open files            1024                 524288               files\n`;
    expect(openFilesLimit(() => limits)).toBe(1024);
    expect(defaultSocketLimits(1024).total).toBe(512);
    expect(defaultSocketLimits(1_048_576).total).toBe(SOCKETS_TOTAL_MAX);
    expect(defaultSocketLimits(null).total).toBe(SOCKETS_TOTAL_MAX);
    expect(openFilesLimit(() => 'nothing here')).toBeNull();
  });
});
