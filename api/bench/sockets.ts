/**
 * Live-update sockets, against the real built API (production settings): how many /ws
 * sockets one client gets, what the server holds meanwhile, and how fast a logout closes them.
 * 1. One session asks for ATTEMPTS sockets (from 127.0.0.10): prints how many stayed open, how
 *    many were closed and with which code, the API's open descriptors and memory, and
 *    GET /api/health's latency while they are held.
 * 2. Many users from one address (127.0.0.20), one socket each: where the address cap stops them.
 * 3. Logout of the session of step 1: time until every one of its sockets is closed.
 * 4. Frame flood (decision 008, 'WebSocket frames'): one socket sends FLOOD_FRAMES typing frames
 *    about another customer's visit; prints GET /api/health's latency while they arrive, how
 *    many bytes the API logged, and whether and when the socket was closed.
 * Run: npm run bench:api:sockets -w @housesit/api (after building the API)
 */
import { readdirSync } from 'node:fs';
import { PLAN_IDS } from '@housesit/shared-contracts';
import type postgres from 'postgres';
import WebSocket from 'ws';
import { checkBuild, freePort, startBuiltApi, type ApiProcess } from './lib/apiProcess.js';
import { createBenchDatabase } from './lib/database.js';
import { rawRequest } from './lib/rawHttp.js';
import { runBenchmark } from './lib/run.js';
import { BENCH_PASSWORD, insertUsers, sessionCookie, sharedPasswordHash } from './lib/seed.js';

const ATTEMPTS = 2000;
const USERS_ON_ONE_ADDRESS = 300;
const BATCH = 100;
const FLOOD_FRAMES = 3000;
/** How long health is sampled after the flood starts. */
const FLOOD_WATCH_MS = 4000;

interface Outcome {
  socket: WebSocket;
  /** Open after the handshake and still open when counted. */
  opened: boolean;
  closeCode: number | null;
  refusedStatus: number | null;
}

function openSocket(api: ApiProcess, cookie: string, from: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`${api.baseUrl.replace('http', 'ws')}/ws`, {
      headers: { origin: api.origin, cookie },
      localAddress: from,
    });
    const outcome: Outcome = { socket, opened: false, closeCode: null, refusedStatus: null };
    socket.on('close', (code) => {
      outcome.closeCode = code;
      outcome.opened = false;
    });
    socket.on('unexpected-response', (_request, response) => {
      outcome.refusedStatus = response.statusCode ?? 0;
      resolve(outcome);
    });
    socket.on('error', () => resolve(outcome));
    // A refused socket is closed right after it opens: give the close frame a moment to arrive.
    socket.on('open', () => {
      outcome.opened = true;
      setTimeout(() => resolve(outcome), 50);
    });
  });
}

async function openMany(count: number, open: (i: number) => Promise<Outcome>): Promise<Outcome[]> {
  const all: Outcome[] = [];
  for (let i = 0; i < count; i += BATCH)
    all.push(...(await Promise.all(Array.from({ length: Math.min(BATCH, count - i) }, (_, j) => open(i + j)))));
  await new Promise((resolve) => setTimeout(resolve, 300));
  return all;
}

function summary(outcomes: Outcome[]): string {
  const open = outcomes.filter((o) => o.socket.readyState === WebSocket.OPEN).length;
  const codes = new Map<string, number>();
  for (const o of outcomes) {
    if (o.socket.readyState === WebSocket.OPEN) continue;
    const key = o.refusedStatus !== null ? `HTTP ${o.refusedStatus}` : o.closeCode !== null ? `closed ${o.closeCode}` : 'error';
    codes.set(key, (codes.get(key) ?? 0) + 1);
  }
  return `${open} open; ${[...codes].map(([k, v]) => `${v} ${k}`).join(', ') || 'none refused'}`;
}

const descriptors = (pid: number) => {
  try {
    return readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return NaN;
  }
};

async function health(api: ApiProcess): Promise<string> {
  const started = performance.now();
  const reply = await rawRequest({ baseUrl: api.baseUrl, method: 'GET', path: '/api/health', from: '127.0.0.99' });
  return `${reply.status} in ${(performance.now() - started).toFixed(0)} ms`;
}

async function main(): Promise<boolean> {
  checkBuild();
  const database = await createBenchDatabase();
  let api: ApiProcess | null = null;
  const everything: Outcome[] = [];
  try {
    const hash = await sharedPasswordHash();
    await insertUsers(database.sql, { prefix: 'sock', role: 'homeowner', count: USERS_ON_ONE_ADDRESS + 1, hash });
    const ids = (await database.sql<{ id: number }[]>`select id from users where username like 'sock%' order by id`).map((r) => r.id);
    api = await startBuiltApi({ databaseUrl: database.url, port: await freePort() });
    console.log(`API descriptors at rest: ${descriptors(api.pid)}; health ${await health(api)}`);

    console.log(`\n1. one session asks for ${ATTEMPTS} sockets from 127.0.0.10`);
    // A real sign-in, so that the logout of step 3 is the one a browser does.
    const login = await rawRequest({
      baseUrl: api.baseUrl,
      method: 'POST',
      path: '/api/auth/login',
      from: '127.0.0.10',
      json: { username: 'sock1', password: BENCH_PASSWORD },
    });
    const cookie = login.cookies.map((c) => c.split(';')[0]).join('; ');
    const started = performance.now();
    const one = await openMany(ATTEMPTS, () => openSocket(api!, cookie, '127.0.0.10'));
    everything.push(...one);
    console.log(`  ${summary(one)} (in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
    const memory = await api.memory();
    console.log(`  API descriptors: ${descriptors(api.pid)}, RSS ${(memory.rss / 2 ** 20).toFixed(0)} MB; health ${await health(api)}`);

    console.log(`\n2. ${USERS_ON_ONE_ADDRESS} users on one address (127.0.0.20), one socket each`);
    const cookies = await Promise.all(ids.slice(1).map((id) => sessionCookie(database.handle.db, id)));
    const many = await openMany(cookies.length, (i) => openSocket(api!, cookies[i]!, '127.0.0.20'));
    everything.push(...many);
    console.log(`  ${summary(many)}; API descriptors: ${descriptors(api.pid)}; health ${await health(api)}`);

    console.log('\n3. logout of the session of step 1');
    const held = one.filter((o) => o.socket.readyState === WebSocket.OPEN);
    const closing = performance.now();
    const allClosed = Promise.all(
      held.map(
        (o) =>
          new Promise<void>((resolve) => (o.socket.readyState === WebSocket.CLOSED ? resolve() : o.socket.once('close', () => resolve()))),
      ),
    );
    const logout = await rawRequest({
      baseUrl: api.baseUrl,
      method: 'POST',
      path: '/api/auth/logout',
      from: '127.0.0.10',
      cookie,
      origin: api.origin,
      json: {},
    });
    const closedIn = await Promise.race([
      allClosed.then(() => performance.now() - closing),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000)),
    ]);
    const codes = [...new Set(held.map((o) => o.closeCode))];
    console.log(
      `  logout ${logout.status}; ${held.length} sockets ${closedIn === null ? 'NOT all closed within 10 s' : `all closed in ${closedIn.toFixed(0)} ms`} (codes ${codes.join(', ')})`,
    );

    const flood = await frameFlood(api, database.sql, ids);

    const sessionCapped = one.filter((o) => o.socket.readyState === WebSocket.OPEN).length === 0 && held.length <= 8;
    const ok = sessionCapped && closedIn !== null && flood;
    console.log(
      `\nverdict: ${ok ? 'PASS' : 'FAIL'} (session cap held: ${held.length} of ${ATTEMPTS}; closed at logout: ${closedIn !== null}; flood closed: ${flood})`,
    );
    return ok;
  } finally {
    for (const o of everything) o.socket.terminate();
    await api?.stop();
    await database.drop();
  }
}

/** Step 4; true when the flooding socket was closed. */
async function frameFlood(api: ApiProcess, sql: postgres.Sql, ids: number[]): Promise<boolean> {
  console.log(`\n4. one socket sends ${FLOOD_FRAMES} typing frames about another customer's visit (from 127.0.0.30)`);
  const [visit] = await sql<{ id: number }[]>`
    insert into visits (homeowner_id, status, plan_type, scheduled_date, total_amount_cents, property_address, access_instructions)
    values (${ids[2]!}, 'scheduled', ${PLAN_IDS[0]}, now() + interval '3 days', 6500, '3 Bench Street, Marblehead, MA 01945', 'Key under the mat')
    returning id`;
  const login = await rawRequest({
    baseUrl: api.baseUrl,
    method: 'POST',
    path: '/api/auth/login',
    from: '127.0.0.30',
    json: { username: 'sock2', password: BENCH_PASSWORD },
  });
  const cookie = login.cookies.map((c) => c.split(';')[0]).join('; ');
  const outcome = await openSocket(api, cookie, '127.0.0.30');
  const logBytes = () => api.errorLines.reduce((sum, line) => sum + Buffer.byteLength(line) + 1, 0);
  const quiet: number[] = [];
  for (let i = 0; i < 5; i += 1) quiet.push(await healthMs(api));
  const logBefore = logBytes();
  const linesBefore = api.errorLines.length;
  const started = performance.now();
  let closedAfter: number | null = null;
  outcome.socket.once('close', () => (closedAfter = performance.now() - started));
  const frame = JSON.stringify({ type: 'typing', visitId: visit!.id });
  for (let i = 0; i < FLOOD_FRAMES && outcome.socket.readyState === WebSocket.OPEN; i += 1) outcome.socket.send(frame);
  const during: number[] = [];
  while (performance.now() - started < FLOOD_WATCH_MS) during.push(await healthMs(api));
  const worst = Math.max(...during);
  console.log(
    `  health before: median ${median(quiet).toFixed(0)} ms; during the flood: median ${median(during).toFixed(0)} ms, worst ${worst.toFixed(0)} ms (${during.length} samples in ${FLOOD_WATCH_MS / 1000} s)`,
  );
  console.log(`  API log: ${api.errorLines.length - linesBefore} lines, ${((logBytes() - logBefore) / 1024).toFixed(1)} KB`);
  const closed = closedAfter as number | null;
  console.log(`  flooding socket: ${closed === null ? 'still open' : `closed ${outcome.closeCode} after ${closed.toFixed(0)} ms`}`);
  outcome.socket.terminate();
  return closed !== null;
}

async function healthMs(api: ApiProcess): Promise<number> {
  const started = performance.now();
  await rawRequest({ baseUrl: api.baseUrl, method: 'GET', path: '/api/health', from: '127.0.0.99' });
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

runBenchmark('sockets', main, 10 * 60_000);
