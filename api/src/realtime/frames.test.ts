/**
 * Frames a /ws client sends (frameLimits.ts): bounded per socket and per session, dropped before
 * any parsing or database work when over, the socket closed with 1008 when the client keeps on,
 * and a run of refusals logged once.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE } from '../auth/cookie.js';
import type { UserRow, VisitRow } from '../db/schema.js';
import { insertUser, insertVisit, signIn } from '../test/fixtures.js';
import { SocketClient, startLiveApp, TEST_ORIGIN, type LiveApp } from '../test/liveApp.js';
import { createTestDatabase, type TestDatabase } from '../test/testApp.js';
import { FRAME_LIMITS, TOO_MANY_FRAMES_CODE, TOO_MANY_FRAMES_REASON } from './frameLimits.js';

let database: TestDatabase;
let app: LiveApp;
let owner: UserRow, sitter: UserRow;
let visit: VisitRow;
const sockets: SocketClient[] = [];
const FLOOD = 3000;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startLiveApp(database);
  owner = await insertUser(app.db, { username: 'owner', firstName: 'Olive' });
  sitter = await insertUser(app.db, { username: 'sitter', role: 'housesitter', firstName: 'Sam' });
  await insertUser(app.db, { username: 'stranger' });
  visit = await insertVisit(app.db, { homeownerId: owner.id, sitterId: sitter.id, scheduledDate: '2026-06-20T13:00:00Z' });
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await app.close();
  await database.close();
});

/** A new session of `username` (a browser), as a Cookie header. */
async function session(username: string): Promise<string> {
  const client = app.client();
  await signIn(client, username);
  return `${SESSION_COOKIE}=${client.cookies.get(SESSION_COOKIE)}`;
}

async function open(cookie: string): Promise<SocketClient> {
  const socket = await SocketClient.connect(app, { origin: TEST_ORIGIN, cookie });
  sockets.push(socket);
  return socket;
}

const tooManyFrames = { code: TOO_MANY_FRAMES_CODE, reason: TOO_MANY_FRAMES_REASON };
const typingOf = (socket: SocketClient) => socket.events.filter((e) => e.type === 'typing');

describe('frames from a client', () => {
  // Failed before: every frame was parsed, relayed or looked up and logged; the socket stayed open.
  it('closes a socket that floods frames with 1008 and logs the run of refusals once', async () => {
    const ownerSocket = await open(await session('owner'));
    const flooder = await open(await session('sitter'));
    const loggedBefore = app.logged.length;
    for (let i = 0; i < FLOOD; i += 1) flooder.send({ type: 'typing', visitId: visit.id });
    expect(await flooder.waitForClose(10_000)).toEqual(tooManyFrames);
    await ownerSocket.waitFor('typing');
    const lines = app.logged.slice(loggedBefore);
    expect(lines).toHaveLength(1);
    expect(String((lines[0] as [string])[0])).toMatch(/refused \d+ frames .*closed with 1008/);
    // One typing notice reached the other side (one a second at most), not thousands.
    expect(typingOf(ownerSocket)).toHaveLength(1);
  });

  // The penetration test's case: typing about a visit of someone else. Failed before: one
  // database lookup and one log line per frame (477 KB for 3,000 frames).
  it('looks up and logs a visit the sender does not take part in once, whatever the number of frames', async () => {
    const stranger = await open(await session('stranger'));
    const loggedBefore = app.logged.length;
    for (let i = 0; i < FLOOD; i += 1) stranger.send({ type: 'typing', visitId: visit.id });
    expect(await stranger.waitForClose(10_000)).toEqual(tooManyFrames);
    await vi.waitFor(() => expect(app.logged.length - loggedBefore).toBe(2));
    const lines = app.logged.slice(loggedBefore).map((line) => String((line as [string])[0]));
    expect(lines.filter((line) => /not a participant/.test(line))).toHaveLength(1);
    expect(lines.filter((line) => /refused \d+ frames/.test(line))).toHaveLength(1);
  });

  it('handles frames under the limit: a burst at once, and more as the bucket refills', async () => {
    const ownerSocket = await open(await session('owner'));
    const sitterSocket = await open(await session('sitter'));
    const loggedBefore = app.logged.length;
    for (let i = 0; i < FRAME_LIMITS.perSocket.burst; i += 1) sitterSocket.send({ type: 'typing', visitId: visit.id });
    await ownerSocket.waitFor('typing');
    // A second later (the injected clock) both the relay interval and the bucket allow another.
    app.clock.advance(1000);
    sitterSocket.send({ type: 'typing', visitId: visit.id });
    await vi.waitFor(() => expect(typingOf(ownerSocket)).toHaveLength(2));
    expect(sitterSocket.closed).toBeNull();
    expect(app.logged.length).toBe(loggedBefore);
  });

  it('counts the sockets of one session together: tabs cannot multiply the rate', async () => {
    const perSocket = FRAME_LIMITS.perSocket.burst;
    // Typing about a different visit each time, so every handled frame shows as one relayed notice.
    const visits: VisitRow[] = [];
    for (let i = 0; i < FRAME_LIMITS.perSession.burst + perSocket; i += 1) {
      visits.push(
        await insertVisit(app.db, {
          homeownerId: owner.id,
          sitterId: sitter.id,
          scheduledDate: `2026-07-${String(i + 1).padStart(2, '0')}T13:00:00Z`,
        }),
      );
    }
    const ownerSocket = await open(await session('owner'));
    const relayed = (count: number) => vi.waitFor(() => expect(typingOf(ownerSocket)).toHaveLength(count), { timeout: 10_000 });
    const cookie = await session('sitter');
    const tabs = [await open(cookie), await open(cookie), await open(cookie)];
    // The first two tabs use up the session's bucket, each within its own.
    tabs
      .slice(0, 2)
      .forEach((tab, t) => visits.slice(t * perSocket, (t + 1) * perSocket).forEach((v) => tab.send({ type: 'typing', visitId: v.id })));
    await relayed(2 * perSocket);
    for (let i = 0; i < FRAME_LIMITS.closeAfterRefused; i += 1) tabs[2]!.send({ type: 'typing', visitId: visit.id });
    expect(await tabs[2]!.waitForClose()).toEqual(tooManyFrames);
    expect(tabs.slice(0, 2).map((tab) => tab.closed)).toEqual([null, null]);
    // Another session of the same user has its own bucket.
    const other = await open(await session('sitter'));
    for (const v of visits.slice(2 * perSocket)) other.send({ type: 'typing', visitId: v.id });
    await relayed(3 * perSocket);
    expect(other.closed).toBeNull();
  });
});
