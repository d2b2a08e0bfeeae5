/**
 * Faults: 60 s of mixed load at 50 connections against the real built API
 * (dist/server.js, production settings) on a throwaway PostgreSQL database. Each connection is
 * one homeowner's browser looping: sign in (its own account, so the per-account throttle never
 * sees more than one attempt at a time), GET /api/visits and GET /api/auth/me with the new
 * session, GET /api/admin/stats with an admin's session. Budgets: 0 errors (non-2xx or socket)
 * and stable memory (the API's RSS and live heap grow < 20 % from 10 s to the end).
 * Run: npm run bench:api:mixed -w @housesit/api
 */
import { sessionCookiePolicy } from '../src/auth/cookie.js';
import { checkBuild, freePort, startBuiltApi, type ApiProcess, type MemorySample } from './lib/apiProcess.js';
import { createBenchDatabase } from './lib/database.js';
import { Connection, messageOf, type Reply } from './lib/http.js';
import { loadAverage } from './lib/load.js';
import { BENCH_PASSWORD, insertUsers, insertVisitGraph, sessionCookie, sharedPasswordHash, SITTER } from './lib/seed.js';
import { runBenchmark } from './lib/run.js';
import { BENCH_MIXED_DURATION_S } from './env.js';

const CONNECTIONS = 50;
/** Homeowners 1..50 sign in (one per connection); the others' visits fill the tables around them. */
const HOMEOWNERS = 200;
const VISITS_EACH = 20;
const SITTERS = 20;
const BASELINE_S = 10;
const GROWTH_LIMIT = 0.2;
const COOKIE_NAME = sessionCookiePolicy(true).name;
const MB = 1024 * 1024;

const KINDS = ['POST /api/auth/login', 'GET /api/visits', 'GET /api/auth/me', 'GET /api/admin/stats'] as const;
type Kind = (typeof KINDS)[number];

interface KindFigures {
  latencies: number[];
  errors: number;
}

const figures = new Map<Kind, KindFigures>(KINDS.map((kind) => [kind, { latencies: [], errors: 0 }]));
const errorExamples: string[] = [];

function record(kind: Kind, outcome: Reply | Error, ok = true): void {
  const row = figures.get(kind)!;
  if (outcome instanceof Error || outcome.status < 200 || outcome.status > 299 || !ok) {
    row.errors++;
    const what = outcome instanceof Error ? outcome.message : `${outcome.status} ${ok ? messageOf(outcome) : '(no session cookie)'}`;
    if (errorExamples.length < 10) errorExamples.push(`${kind}: ${what}`);
    return;
  }
  row.latencies.push(outcome.ms);
}

async function timed(kind: Kind, send: () => Promise<Reply>, valid: (reply: Reply) => boolean = () => true): Promise<Reply | null> {
  try {
    const reply = await send();
    record(kind, reply, valid(reply));
    return reply;
  } catch (error) {
    record(kind, error instanceof Error ? error : new Error(String(error)));
    return null;
  }
}

/** One connection: homeowner `n`'s browser, until the deadline. */
async function browse(api: ApiProcess, n: number, adminCookie: string, deadline: number): Promise<void> {
  const connection = new Connection(api.baseUrl, api.origin);
  try {
    while (performance.now() < deadline) {
      // A 200 without a new session cookie would make every following request meaningless.
      await timed(
        'POST /api/auth/login',
        () => connection.signIn(`owner${n}`, BENCH_PASSWORD, COOKIE_NAME),
        (reply) => reply.cookies.some((cookie) => cookie.startsWith(`${COOKIE_NAME}=`)),
      );
      if (performance.now() >= deadline) break;
      await timed('GET /api/visits', () => connection.get('/api/visits'));
      if (performance.now() >= deadline) break;
      await timed('GET /api/auth/me', () => connection.get('/api/auth/me'));
      if (performance.now() >= deadline) break;
      await timed('GET /api/admin/stats', () => connection.get('/api/admin/stats', adminCookie));
    }
  } finally {
    connection.close();
  }
}

function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

function printLoad(elapsedS: number): number {
  const header = ['request', 'count', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errors'];
  const rows: string[][] = [];
  let total = 0;
  let errors = 0;
  for (const [kind, row] of figures) {
    const sorted = [...row.latencies].sort((a, b) => a - b);
    const count = sorted.length + row.errors;
    total += count;
    errors += row.errors;
    rows.push([
      kind,
      String(count),
      (count / elapsedS).toFixed(0),
      percentile(sorted, 0.5).toFixed(1),
      percentile(sorted, 0.99).toFixed(1),
      (sorted.at(-1) ?? Number.NaN).toFixed(1),
      String(row.errors),
    ]);
  }
  rows.push(['all', String(total), (total / elapsedS).toFixed(0), '', '', '', String(errors)]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const format = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ');
  console.log('\n' + format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const row of rows) console.log(format(row));
  return errors;
}

function printMemory(samples: { label: string; sample: MemorySample }[], peakRss: number): boolean {
  console.log('\nAPI process memory (heap = live objects, measured right after a full collection):');
  for (const { label, sample } of samples) {
    console.log(
      `  ${label.padEnd(6)} RSS ${(sample.rss / MB).toFixed(1).padStart(6)} MB   heap used ${(sample.heapUsed / MB).toFixed(1).padStart(6)} MB of ${(sample.heapTotal / MB).toFixed(1)} MB`,
    );
  }
  console.log(`  peak RSS over the run (sampled every second): ${(peakRss / MB).toFixed(1)} MB`);
  const baseline = samples.find((s) => s.label === `${BASELINE_S} s`)?.sample;
  const end = samples.find((s) => s.label === 'end')?.sample;
  if (!baseline || !end) return false;
  const rssGrowth = end.rss / baseline.rss - 1;
  const heapGrowth = end.heapUsed / baseline.heapUsed - 1;
  const stable = rssGrowth < GROWTH_LIMIT && heapGrowth < GROWTH_LIMIT;
  const pct = (n: number) => `${n >= 0 ? '+' : ''}${(n * 100).toFixed(1)} %`;
  console.log(
    `  growth ${BASELINE_S} s → end: RSS ${pct(rssGrowth)}, heap ${pct(heapGrowth)} (limit < ${GROWTH_LIMIT * 100} % each) → ${stable ? 'stable' : 'GROWING'}`,
  );
  return stable;
}

async function main(): Promise<boolean> {
  checkBuild();
  console.log(
    `Mixed load: ${CONNECTIONS} connections for ${BENCH_MIXED_DURATION_S} s against the built API (load average ${loadAverage()})`,
  );
  const database = await createBenchDatabase();
  let api: ApiProcess | null = null;
  try {
    const { sql } = database;
    const hash = await sharedPasswordHash();
    // Fresh database: homeowners are ids 1..200, sitters the next 20, the admin last.
    await insertUsers(sql, { prefix: 'owner', role: 'homeowner', count: HOMEOWNERS, hash });
    await insertUsers(sql, { prefix: 'sitter', role: SITTER, count: SITTERS, hash });
    await insertUsers(sql, { prefix: 'admin', role: 'admin', count: 1, hash });
    const sitterIds = Array.from({ length: SITTERS }, (_, i) => HOMEOWNERS + 1 + i);
    await insertVisitGraph(sql, { firstId: 1, lastId: HOMEOWNERS, perHomeowner: VISITS_EACH, sitterIds, taskShare: 0.9, photoShare: 0.5 });
    await sql`vacuum analyze`;
    const [admin] = await sql<{ id: number }[]>`select id from users where role = 'admin'`;
    if (!admin) throw new Error('admin missing');
    const adminCookie = await sessionCookie(database.handle.db, admin.id);
    console.log(`Seeded ${HOMEOWNERS} homeowners with ${VISITS_EACH} visits each, ${SITTERS} sitters, 1 admin (database ${database.name})`);

    api = await startBuiltApi({ databaseUrl: database.url, port: await freePort() });
    console.log(`API started: pid ${api.pid}, ${api.baseUrl} (NODE_ENV=production, pool of 10 connections)`);
    const samples: { label: string; sample: MemorySample }[] = [{ label: 'start', sample: await api.memory({ gc: true }) }];

    const started = performance.now();
    const deadline = started + BENCH_MIXED_DURATION_S * 1000;
    let peakRss = samples[0]!.sample.rss;
    const running = api;
    const sampler = setInterval(() => {
      void running.memory().then(
        (s) => (peakRss = Math.max(peakRss, s.rss)),
        () => {},
      );
    }, 1000);
    const baseline = new Promise<void>((resolve) =>
      setTimeout(() => {
        void running
          .memory({ gc: true })
          .then(
            (sample) => samples.push({ label: `${BASELINE_S} s`, sample }),
            () => {},
          )
          .finally(resolve);
      }, BASELINE_S * 1000),
    );
    await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => browse(running, i + 1, adminCookie, deadline)));
    const elapsedS = (performance.now() - started) / 1000;
    clearInterval(sampler);
    await baseline;
    samples.push({ label: 'end', sample: await api.memory({ gc: true }) });

    const errors = printLoad(elapsedS);
    for (const example of errorExamples) console.log(`  error: ${example}`);
    const stable = printMemory(samples, peakRss);
    const [rows] = await sql<{ sessions: number; limits: number }[]>`
      select (select count(*)::int from sessions) as sessions, (select count(*)::int from rate_limits) as limits`;
    console.log(
      `\nAfter the run: ${rows?.sessions} sessions (each sign-in replaced its connection's previous one; +1 admin), ${rows?.limits} rate-limit rows`,
    );
    console.log(`API stderr: ${api.errorLines.length} lines${api.errorLines.length ? ` (first: ${api.errorLines[0]})` : ''}`);
    console.log(`Errors: ${errors} (budget 0) → ${errors === 0 ? 'pass' : 'FAIL'}; memory → ${stable ? 'stable' : 'FAIL (growing)'}`);
    console.log(`Load average at the end: ${loadAverage()} (2 cores shared with the load generator and other work)`);
    return errors === 0 && stable;
  } finally {
    await api?.stop();
    await database.drop();
  }
}

runBenchmark('Mixed load', main, BENCH_MIXED_DURATION_S * 1000 + 180_000);
