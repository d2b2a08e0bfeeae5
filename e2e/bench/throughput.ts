/**
 * Benchmark: the server's cost of composing the public pages. `GET /` of the running
 * server (BENCH_URL) under 50 connections for BENCH_THROUGHPUT_SECONDS (10) must serve at least
 * 80 % of the requests per second of the same bytes served as a static file, in the same run.
 *
 * "The same bytes from a static file", fairly: a second API process from the same build
 * (api/dist/server.js, NODE_ENV=production: the same request log, security headers, compression
 * and origin check in front of every answer) on BENCH_STATIC_PORT (44122), its own empty embedded
 * database in a temp DATA_DIR (neither request reads it), and a temp WEB_ROOT that mirrors the
 * running server's (BENCH_WEB_ROOT, default this repository: links to every built file) plus
 * `shell/dist/bench-landing.html`, the exact bytes BENCH_URL answered for `GET /` at the start.
 * That file goes through the same static route as every script and style of the app. Measured:
 *   A  GET / of BENCH_URL                              the budget's figure
 *   B  GET /bench-landing.html of the second process   the static file
 *   C  GET / of the second process                     a check: the same composing code in the
 *                                                      same process as B (A and C should agree)
 * Budget A / B ≥ 80 %. Each after a 2-s warm-up, in turns (A B C A B C), twice: without
 * Accept-Encoding (the server's own work) and with a browser's `gzip, deflate, br` (every answer
 * then also pays for its compression). autocannon runs in this process, on the same cores.
 *
 * Run it against a running production build: `npm start` in one shell, then
 *   npm run bench -- throughput
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchEnv } from './env';
import { watchLoad } from './lib/load';
import { kib, OVER_BUDGET, table, verdict } from './lib/stats';

const BUDGET_RATIO = 0.8;
const CONNECTIONS = 50;
const REPO = fileURLToPath(new URL('../../', import.meta.url));
const webRoot = process.env.BENCH_WEB_ROOT ?? REPO;
const STATIC_FILE = 'bench-landing.html';
const ENCODINGS: { name: string; headers: Record<string, string> }[] = [
  { name: 'no Accept-Encoding', headers: {} },
  { name: 'Accept-Encoding: gzip, deflate, br', headers: { 'accept-encoding': 'gzip, deflate, br' } },
];

/** The temp WEB_ROOT: links to the real builds, the shell's dist as a folder of links plus the file. */
function mirrorWebRoot(landing: Buffer): string {
  const root = mkdtempSync(join(tmpdir(), 'housesit-bench-web-'));
  for (const entry of readdirSync(webRoot, { withFileTypes: true })) {
    if (!entry.isDirectory() || !/^(shell|mf-[a-z]+)$/.test(entry.name)) continue;
    const dist = join(webRoot, entry.name, 'dist');
    mkdirSync(join(root, entry.name));
    if (entry.name !== 'shell') {
      symlinkSync(dist, join(root, entry.name, 'dist'));
      continue;
    }
    mkdirSync(join(root, 'shell', 'dist'));
    for (const file of readdirSync(dist)) symlinkSync(join(dist, file), join(root, 'shell', 'dist', file));
  }
  writeFileSync(join(root, 'shell', 'dist', STATIC_FILE), landing);
  return root;
}

async function startStaticServer(root: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'housesit-bench-data-'));
  const baseUrl = `http://localhost:${benchEnv.staticPort}`;
  // A clean environment: no DATABASE_URL or PORT of the shell that runs the bench.
  const child = spawn(process.execPath, [join(REPO, 'api', 'dist', 'server.js')], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      // Without Polar a production server takes test payments only when told to (api/src/env.ts).
      PAYMENTS: 'sandbox',
      PORT: String(benchEnv.staticPort),
      DATA_DIR: dataDir,
      WEB_ROOT: root,
      // The page names its own address (og:url, canonical): the same as BENCH_URL's, byte for byte.
      PUBLIC_URL: benchEnv.baseUrl,
    },
    // Its request log goes to a file, as a server started with its output redirected does.
    stdio: ['ignore', openSync(join(dataDir, 'server.log'), 'w'), 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the static-file server stopped (${child.exitCode ?? child.signalCode})`);
    const ok = await fetch(`${baseUrl}/api/registry`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('the static-file server did not start in 90 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    baseUrl,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The body as the page has it (fetch undoes the compression). */
async function bodyOf(url: string): Promise<Buffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

interface Rate {
  rps: number;
  p99: number;
  bytesPerSecond: number;
}

async function run(url: string, seconds: number, headers: Record<string, string>): Promise<Rate> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  if (result.errors > 0 || result.non2xx > 0) throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} answers not 2xx`);
  return { rps: result.requests.average, p99: result.latency.p99, bytesPerSecond: result.throughput.average };
}

/**
 * The targets' rates, measured in turns (A B C A B C, half the time each) so that a change in the
 * machine's load during the run weighs on all of them alike; each warmed up for 2 s first.
 */
async function rates(urls: string[], headers: Record<string, string>): Promise<Rate[]> {
  for (const url of urls) await run(url, 2, headers);
  const halves: Rate[][] = urls.map(() => []);
  for (let round = 0; round < 2; round++) {
    for (const [i, url] of urls.entries()) halves[i]?.push(await run(url, benchEnv.throughputSeconds / 2, headers));
  }
  const mean = (values: number[]) => values.reduce((t, v) => t + v, 0) / values.length;
  return halves.map((h) => ({
    rps: mean(h.map((r) => r.rps)),
    p99: Math.max(...h.map((r) => r.p99)),
    bytesPerSecond: mean(h.map((r) => r.bytesPerSecond)),
  }));
}

const load = watchLoad();
const landing = await bodyOf(`${benchEnv.baseUrl}/`);
const root = mirrorWebRoot(landing);
const server = await startStaticServer(root);
let over = false;
try {
  const staticUrl = `${server.baseUrl}/${STATIC_FILE}`;
  for (const [what, url] of [
    ['static file', staticUrl],
    ['GET / of the second process', `${server.baseUrl}/`],
  ] as const) {
    if (!(await bodyOf(url)).equals(landing)) throw new Error(`${what} (${url}) does not answer the bytes BENCH_URL answers for GET /`);
  }
  console.log(
    `GET / of ${benchEnv.baseUrl}: ${kib(landing.length)}; ${CONNECTIONS} connections, ${benchEnv.throughputSeconds} s each, req/s averaged over the run`,
  );
  for (const encoding of ENCODINGS) {
    const [a, b, c] = await rates([`${benchEnv.baseUrl}/`, staticUrl, `${server.baseUrl}/`], encoding.headers);
    if (!a || !b || !c) throw new Error('no rate measured');
    const ratio = a.rps / b.rps;
    if (ratio < BUDGET_RATIO) over = true;
    const row = (label: string, r: Rate) => [label, r.rps.toFixed(0), `${r.p99} ms`, `${(r.bytesPerSecond / 1024 / 1024).toFixed(1)} MB/s`];
    console.log(`\n${encoding.name}`);
    console.log(
      table([
        ['', 'req/s', 'p99 latency (worst half)', 'sent'],
        row(`A  GET / (${benchEnv.baseUrl})`, a),
        row(`B  the same bytes, static file (:${benchEnv.staticPort})`, b),
        row(`C  GET / (:${benchEnv.staticPort}, check)`, c),
      ]),
    );
    console.log(
      `A / B = ${(ratio * 100).toFixed(0)} % (budget ≥ ${BUDGET_RATIO * 100} %: ${verdict(ratio >= BUDGET_RATIO)}); C / B = ${((c.rps / b.rps) * 100).toFixed(0)} %`,
    );
  }
} finally {
  await server.stop();
  rmSync(root, { recursive: true, force: true });
  console.log(`\n${load.report()}`);
}
process.exitCode = over ? OVER_BUDGET : 0;
