/**
 * Issue 21 items 2 and 3, against the real built API (production settings): how many /ws
 * sockets one client gets, what the server holds meanwhile, and how fast a logout closes them.
 * 1. One session asks for ATTEMPTS sockets (from 127.0.0.10): prints how many stayed open, how
 *    many were closed and with which code, the API's open descriptors and memory, and
 *    GET /api/health's latency while they are held.
 * 2. Many users from one address (127.0.0.20), one socket each: where the address cap stops them.
 * 3. Logout of the session of step 1: time until every one of its sockets is closed.
 * Run: npm run bench:api:sockets -w @housesit/api (after building the API)
 */
import { readdirSync } from 'node:fs';
import WebSocket from 'ws';
import { checkBuild, freePort, startBuiltApi, type ApiProcess } from './lib/apiProcess.js';
import { createBenchDatabase } from './lib/database.js';
import { rawRequest } from './lib/rawHttp.js';
import { runBenchmark } from './lib/run.js';
import { BENCH_PASSWORD, insertUsers, sessionCookie, sharedPasswordHash } from './lib/seed.js';

const ATTEMPTS = 2000;
const USERS_ON_ONE_ADDRESS = 300;
const BATCH = 100;

interface Outcome {
  socket: WebSocket;
  /** Open after the handshake and still open when counted. */
  opened: boolean;
  closeCode: number | null;
  refusedStatus: number | null;
}

function openSocket(api: ApiProcess, cookie: string, from: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`${api.baseUrl.replace('http', 'ws')}/ws`, { headers: { origin: api.origin, cookie }, localAddress: from });
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
  for (let i = 0; i < count; i += BATCH) all.push(...(await Promise.all(Array.from({ length: Math.min(BATCH, count - i) }, (_, j) => open(i + j)))));
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
    const login = await rawRequest({ baseUrl: api.baseUrl, method: 'POST', path: '/api/auth/login', from: '127.0.0.10', json: { username: 'sock1', password: BENCH_PASSWORD } });
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
    const allClosed = Promise.all(held.map((o) => new Promise<void>((resolve) => (o.socket.readyState === WebSocket.CLOSED ? resolve() : o.socket.once('close', () => resolve())))));
    const logout = await rawRequest({ baseUrl: api.baseUrl, method: 'POST', path: '/api/auth/logout', from: '127.0.0.10', cookie, origin: api.origin, json: {} });
    const closedIn = await Promise.race([allClosed.then(() => performance.now() - closing), new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000))]);
    const codes = [...new Set(held.map((o) => o.closeCode))];
    console.log(`  logout ${logout.status}; ${held.length} sockets ${closedIn === null ? 'NOT all closed within 10 s' : `all closed in ${closedIn.toFixed(0)} ms`} (codes ${codes.join(', ')})`);

    const sessionCapped = one.filter((o) => o.socket.readyState === WebSocket.OPEN).length === 0 && held.length <= 8;
    const ok = sessionCapped && closedIn !== null;
    console.log(`\nverdict: ${ok ? 'PASS' : 'FAIL'} (session cap held: ${held.length} of ${ATTEMPTS}; closed at logout: ${closedIn !== null})`);
    return ok;
  } finally {
    for (const o of everything) o.socket.terminate();
    await api?.stop();
    await database.drop();
  }
}

runBenchmark('sockets', main, 10 * 60_000);
