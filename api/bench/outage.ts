/**
 * Faults, against the real built API process (dist/server.js, production settings):
 * 1. Restart: sign in, stop the API, start it again on the same database → the same cookie
 *    still answers GET /api/auth/me with 200 (sessions live in the database).
 * 2. PostgreSQL outage while the API runs: the API reaches PostgreSQL through a TCP proxy
 *    (lib/proxy.ts; the machine's server is shared and stays up) that is cut for 5 s while four
 *    clients keep asking. During the cut every answer is 503 with the API's message; after it
 *    the same process answers 200 again within RECOVERY_BUDGET_S, without a restart.
 * Prints a timeline and a verdict; exits 1 when a check fails.
 * Run: npm run bench:api:outage -w @housesit/api
 */
import { API_ERRORS } from '@housesit/shared-contracts';
import { sessionCookiePolicy } from '../src/auth/cookie.js';
import { checkBuild, freePort, startBuiltApi, type ApiProcess } from './lib/apiProcess.js';
import { createBenchDatabase } from './lib/database.js';
import { Connection, messageOf, type Reply } from './lib/http.js';
import { CuttableProxy } from '../src/test/cuttableProxy.js';
import { BENCH_PASSWORD, insertUsers, insertVisitGraph, sharedPasswordHash, SITTER } from './lib/seed.js';
import { runBenchmark } from './lib/run.js';

const COOKIE_NAME = sessionCookiePolicy(true).name;
const INTERVAL_MS = 250;
const CUT_AT_S = 3;
const CUT_FOR_S = 5;
const AFTER_S = 10;
const RECOVERY_BUDGET_S = 5;
/** "Fails with 503" means promptly: no answer may take longer than this, during the cut or after. */
const ANSWER_BUDGET_S = 5;
/** Long enough to see how long a stuck request really waits (postgres.js backs off up to 20 s). */
const CLIENT_TIMEOUT_MS = 30_000;
const UNAVAILABLE = API_ERRORS.serviceUnavailable;

const KINDS = ['GET /api/health', 'GET /api/auth/me', 'GET /api/visits', 'POST /api/auth/login'] as const;
type Kind = (typeof KINDS)[number];

interface Answer {
  kind: Kind;
  /** Seconds since the outage phase began. */
  start: number;
  end: number;
  /** HTTP status, or 0 for a socket error. */
  status: number;
  message: string;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const is503 = (a: Answer) => a.status === 503 && a.message === UNAVAILABLE;
const checks: { name: string; ok: boolean; detail: string }[] = [];
const check = (name: string, ok: boolean, detail: string) => checks.push({ name, ok, detail });

async function restartPhase(first: ApiProcess, databaseUrl: string): Promise<ApiProcess> {
  console.log('\n1. API restart');
  const browser = new Connection(first.baseUrl, first.origin);
  try {
    const login = await browser.signIn('owner1', BENCH_PASSWORD, COOKIE_NAME);
    const before = await browser.get('/api/auth/me');
    console.log(`  signed in as owner1: POST /api/auth/login ${login.status}, GET /api/auth/me ${before.status} (pid ${first.pid})`);
    await first.stop();
    const down = await browser.get('/api/auth/me').then(
      (r) => `${r.status}`,
      (e: unknown) => (e instanceof Error ? e.message : String(e)),
    );
    console.log(`  API stopped (SIGTERM); GET /api/auth/me now: ${down}`);
    const second = await startBuiltApi({ databaseUrl, port: first.port });
    const after = await browser.get('/api/auth/me');
    const sameUser = messageOrUser(before) === messageOrUser(after);
    console.log(
      `  API started again on the same database and port (pid ${second.pid}); same cookie: GET /api/auth/me ${after.status}, ${sameUser ? 'same user' : 'OTHER user'}`,
    );
    check(
      'restart keeps users signed in',
      login.status === 200 && before.status === 200 && after.status === 200 && sameUser,
      `me after restart ${after.status}`,
    );
    return second;
  } finally {
    browser.close();
  }
}

function messageOrUser(reply: Reply): string {
  try {
    return JSON.stringify((JSON.parse(reply.body) as { user?: { id?: unknown } }).user?.id ?? null);
  } catch {
    return reply.body;
  }
}

/** Asks `kind` every INTERVAL_MS (one at a time) until `endS`. */
async function ask(kind: Kind, connection: Connection, t0: number, endS: number, answers: Answer[]): Promise<void> {
  const now = () => (performance.now() - t0) / 1000;
  let next = 0;
  while (now() < endS) {
    const start = now();
    const reply: Reply | Error = await (
      kind === 'POST /api/auth/login' ? connection.signIn('owner2', BENCH_PASSWORD, COOKIE_NAME) : connection.get(kind.slice(4))
    ).catch((e: unknown) => (e instanceof Error ? e : new Error(String(e))));
    answers.push(
      reply instanceof Error
        ? { kind, start, end: now(), status: 0, message: reply.message }
        : { kind, start, end: now(), status: reply.status, message: reply.status === 200 ? '' : messageOf(reply) },
    );
    next += INTERVAL_MS / 1000;
    await sleep(Math.max(0, (next - now()) * 1000));
  }
}

function cell(answers: Answer[]): string {
  const counts = new Map<string, number>();
  for (const a of answers) {
    const key = a.status === 0 ? 'ERR' : a.status === 503 && !is503(a) ? '503?' : String(a.status);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, n]) => `${key}×${n}`).join(' ') || '-';
}

function printTimeline(answers: Answer[], cutS: number, restoreS: number, endS: number): void {
  console.log("\n  answers per second (by when the request was sent; 503 = 503 with the API's message):");
  const widths = KINDS.map((k) => Math.max(k.length, 13));
  console.log(`  ${'t (s)'.padEnd(7)} ${KINDS.map((k, i) => k.padEnd(widths[i]!)).join('  ')}`);
  for (let s = 0; s < Math.ceil(endS); s++) {
    const events = [
      s <= cutS && cutS < s + 1 ? `← cut at ${cutS.toFixed(2)} s` : '',
      s <= restoreS && restoreS < s + 1 ? `← restored at ${restoreS.toFixed(2)} s` : '',
    ]
      .filter(Boolean)
      .join(', ');
    const cells = KINDS.map((kind, i) =>
      cell(answers.filter((a) => a.kind === kind && a.start >= s && a.start < s + 1)).padEnd(widths[i]!),
    );
    console.log(`  ${`${s}–${s + 1}`.padEnd(7)} ${cells.join('  ')} ${events}`);
  }
}

async function outagePhase(api: ApiProcess, proxy: CuttableProxy): Promise<void> {
  console.log(`\n2. PostgreSQL outage (${CUT_FOR_S} s) while the API runs (pid ${api.pid})`);
  // One browser signed in as owner1 asks me and visits (a connection each, same cookie);
  // health asks anonymously; sign-in is a second browser signing in as owner2 again and again.
  const browser = new Connection(api.baseUrl, api.origin);
  await browser.signIn('owner1', BENCH_PASSWORD, COOKIE_NAME);
  const connections = KINDS.map((kind) => {
    const connection = new Connection(api.baseUrl, api.origin, CLIENT_TIMEOUT_MS);
    if (kind === 'GET /api/auth/me' || kind === 'GET /api/visits') connection.cookie = browser.cookie;
    return connection;
  });
  browser.close();
  const errorLinesBefore = api.errorLines.length;
  const answers: Answer[] = [];
  const t0 = performance.now();
  const endS = CUT_AT_S + CUT_FOR_S + AFTER_S;
  const asking = KINDS.map((kind, i) => ask(kind, connections[i]!, t0, endS, answers));

  await sleep(CUT_AT_S * 1000);
  const cutS = (performance.now() - t0) / 1000;
  const dropped = await proxy.cut();
  console.log(`  t=${cutS.toFixed(2)} s  proxy cut: ${dropped} PostgreSQL connections dropped, new ones refused`);
  await sleep(CUT_FOR_S * 1000);
  await proxy.open();
  const restoreS = (performance.now() - t0) / 1000;
  console.log(`  t=${restoreS.toFixed(2)} s  proxy restored on the same port`);
  await Promise.all(asking);
  for (const connection of connections) connection.close();

  printTimeline(answers, cutS, restoreS, endS);
  for (const a of answers.filter((a) => a.end - a.start > ANSWER_BUDGET_S)) {
    console.log(`  waited: ${a.kind} sent at t=${a.start.toFixed(2)} s, answered ${a.status || a.message} at t=${a.end.toFixed(2)} s`);
  }
  const example = answers.find(is503);
  if (example) console.log(`\n  a 503 during the cut: {"message":"${example.message}"}`);
  const logged = api.errorLines.slice(errorLinesBefore);
  const unavailableLogs = logged.filter((line) => line.includes('database unavailable')).length;
  console.log(`  the API logged ${logged.length} stderr lines meanwhile (${unavailableLogs} "database unavailable")`);

  const inside = answers.filter((a) => a.start >= cutS && a.end < restoreS);
  const straddling = answers.filter((a) => a.start < restoreS && a.end >= cutS && !inside.includes(a));
  const before = answers.filter((a) => a.end < cutS);
  const seconds = (a: Answer) => a.end - a.start;
  const slowest = answers.reduce<Answer | null>((worst, a) => (!worst || seconds(a) > seconds(worst) ? a : worst), null);
  check(
    'before the cut: every answer 200',
    before.length > 0 && before.every((a) => a.status === 200),
    `${before.length} answers: ${cell(before)}`,
  );
  check(
    'during the cut: every answer 503 with the message',
    KINDS.every((kind) => inside.some((a) => a.kind === kind)) && inside.every(is503),
    `${inside.length} answers: ${cell(inside)}`,
  );
  check(
    `every answer within ${ANSWER_BUDGET_S} s (no request left waiting)`,
    slowest !== null && seconds(slowest) <= ANSWER_BUDGET_S,
    slowest
      ? `slowest: ${slowest.kind} sent at t=${slowest.start.toFixed(2)} s, ${slowest.status || 'no answer'} after ${seconds(slowest).toFixed(2)} s`
      : 'no answers',
  );
  check(
    'across the cut edges: 200 or 503 with the message',
    straddling.every((a) => a.status === 200 || is503(a)),
    `${straddling.length} answers: ${cell(straddling)}`,
  );
  // Recovery counts answers, not sends: a request stuck since the cut that ends 200 counts too.
  const recovery = KINDS.map((kind) => {
    const answered = answers.filter((a) => a.kind === kind && a.end >= restoreS).sort((a, b) => a.end - b.end);
    const first = answered.find((a) => a.status === 200);
    const later = first ? answers.filter((a) => a.kind === kind && a.start >= first.end) : [];
    return { kind, seconds: first ? first.end - restoreS : Number.POSITIVE_INFINITY, failedAgain: later.some((a) => a.status !== 200) };
  });
  check(
    `after the restore: 200 again within ${RECOVERY_BUDGET_S} s and from then on, same process`,
    recovery.every((r) => !r.failedAgain && r.seconds <= RECOVERY_BUDGET_S) && api.running(),
    recovery
      .map(
        (r) =>
          `${r.kind} ${Number.isFinite(r.seconds) ? `+${r.seconds.toFixed(2)} s` : 'never'}${r.failedAgain ? ' (then failed again)' : ''}`,
      )
      .join(', ') + `; pid ${api.pid} ${api.running() ? 'still running' : 'GONE'}`,
  );
  check(
    'no socket errors or timeouts',
    answers.every((a) => a.status !== 0),
    `${answers.filter((a) => a.status === 0).length} of ${answers.length}`,
  );
}

async function main(): Promise<boolean> {
  checkBuild();
  console.log('Faults against the built API process: restart, PostgreSQL outage');
  const database = await createBenchDatabase();
  const server = new URL(database.url);
  const proxy = new CuttableProxy({ host: server.hostname, port: Number(server.port || 5432) });
  let api: ApiProcess | null = null;
  try {
    const hash = await sharedPasswordHash();
    await insertUsers(database.sql, { prefix: 'owner', role: 'homeowner', count: 2, hash });
    await insertUsers(database.sql, { prefix: 'sitter', role: SITTER, count: 1, hash });
    await insertVisitGraph(database.sql, { firstId: 1, lastId: 2, perHomeowner: 10, sitterIds: [3], taskShare: 0.9, photoShare: 0.5 });
    await proxy.open();
    const viaProxy = proxy.wrap(database.url);
    console.log(`Database ${database.name}, reached by the API through a TCP proxy on 127.0.0.1:${proxy.port}`);
    api = await startBuiltApi({ databaseUrl: viaProxy, port: await freePort() });
    api = await restartPhase(api, viaProxy);
    await outagePhase(api, proxy);
  } finally {
    await api?.stop();
    await proxy.cut();
    await database.drop();
  }
  console.log('\nVerdict:');
  for (const c of checks) console.log(`  ${c.ok ? 'pass' : 'FAIL'}  ${c.name}: ${c.detail}`);
  const ok = checks.length > 0 && checks.every((c) => c.ok);
  console.log(ok ? '\nAll fault checks passed.' : '\nA fault check FAILED.');
  return ok;
}

runBenchmark('Fault script', main, 180_000);
