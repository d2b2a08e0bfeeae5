/**
 * The real built API (api/dist/server.js) in a child process, as it is deployed: production
 * settings, its own migrations, realtime LISTEN and HTTP server, no web build served. Its
 * output is captured (the fault scripts count its error lines instead of flooding the
 * terminal) and lib/memoryProbe.mjs lets the parent read its memory.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inheritedEnv } from '../env.js';
import { trackChild } from './servers.js';

const API_DIR = fileURLToPath(new URL('../../', import.meta.url));
const DIST_SERVER = join(API_DIR, 'dist', 'server.js');
const PROBE = new URL('./memoryProbe.mjs', import.meta.url).href;
const START_TIMEOUT_MS = 30_000;

export interface MemorySample {
  rss: number;
  heapUsed: number;
  heapTotal: number;
}

export interface ApiProcess {
  baseUrl: string;
  /** The site origin the API accepts on state-changing requests (SITE_ORIGINS). */
  origin: string;
  port: number;
  pid: number;
  /** Lines the API wrote to stderr since it started. */
  errorLines: string[];
  running(): boolean;
  /** Its memory now; after a full collection when `gc` (heap of live objects only). */
  memory(options?: { gc?: boolean }): Promise<MemorySample>;
  stop(): Promise<void>;
}

/** A port nobody listens on right now (the API needs one in PORT; 0 is not accepted). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Newest source file outside tests, to warn when dist/ was built before it. */
function newestSourceMs(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSourceMs(path));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

export function checkBuild(): void {
  if (!existsSync(DIST_SERVER)) throw new Error('api/dist/server.js is missing: run `npx turbo run build --filter=@housesit/api` first');
  if (newestSourceMs(join(API_DIR, 'src')) > statSync(DIST_SERVER).mtimeMs) {
    console.warn('Warning: api/src changed after api/dist was built; these figures are for the older build.');
  }
}

/** `env` adds or overrides variables of the child (e.g. TRUSTED_PROXY_HOPS for a scenario). */
export function startBuiltApi(input: { databaseUrl: string; port: number; env?: Record<string, string> }): Promise<ApiProcess> {
  const origin = `http://127.0.0.1:${input.port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'housesit-bench-api-'));
  const child = fork(DIST_SERVER, [], {
    cwd: API_DIR,
    execArgv: ['--expose-gc', '--import', PROBE],
    env: {
      ...inheritedEnv(),
      NODE_ENV: 'production',
      PORT: String(input.port),
      DATABASE_URL: input.databaseUrl,
      DATA_DIR: dataDir,
      SITE_ORIGINS: origin,
      SERVE_STATIC: '0',
      SEED_DEMO: '0',
      // Empty counts as unset: nothing from the caller's shell may change the server under test.
      REGISTRY_FILE: '',
      RELEASES_DIR: '',
      WEB_ROOT: '',
      PUBLIC_URL: '',
      POLAR_ACCESS_TOKEN: '',
      // Production without Polar takes test payments only when told to (api/src/env.ts).
      PAYMENTS: 'sandbox',
      // Production on a server database needs the access details' key (decision 024): a fresh one per run.
      ACCESS_KEY: randomBytes(32).toString('base64'),
      ...input.env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const stopChild = trackChild(child);
  const errorLines: string[] = [];
  let stderrRest = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (stderrRest + chunk).split('\n');
    stderrRest = lines.pop() ?? '';
    errorLines.push(...lines);
  });

  let nextId = 0;
  const waiting = new Map<number, (sample: MemorySample) => void>();
  child.on('message', (message: { type?: string; id?: number } & MemorySample) => {
    if (message.type !== 'memory' || message.id === undefined) return;
    waiting.get(message.id)?.({ rss: message.rss, heapUsed: message.heapUsed, heapTotal: message.heapTotal });
    waiting.delete(message.id);
  });
  const memory = (options: { gc?: boolean } = {}) =>
    new Promise<MemorySample>((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error('the API did not report its memory within 10 s'));
      }, 10_000);
      waiting.set(id, (sample) => {
        clearTimeout(timer);
        resolve(sample);
      });
      child.send({ type: 'memory', id, gc: options.gc === true }, (error) => {
        if (!error) return;
        clearTimeout(timer);
        waiting.delete(id);
        reject(error);
      });
    });

  const stop = async () => {
    await stopChild();
    rmSync(dataDir, { recursive: true, force: true });
  };

  return new Promise((resolve, reject) => {
    const fail = (reason: string) => {
      clearTimeout(timer);
      void stop();
      reject(new Error(`the API did not start: ${reason}\n${errorLines.slice(-20).join('\n')}`));
    };
    const timer = setTimeout(() => fail(`no "Listening on" line within ${START_TIMEOUT_MS / 1000} s`), START_TIMEOUT_MS);
    const onExit = (code: number | null) => fail(`exited with ${code}`);
    child.once('exit', onExit);
    let stdout = '';
    let started = false;
    // Keep reading after the start: a full pipe would block the API.
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      if (started) return;
      stdout += chunk;
      if (!stdout.includes('Listening on')) return;
      started = true;
      clearTimeout(timer);
      child.off('exit', onExit);
      resolve({
        baseUrl: origin,
        origin,
        port: input.port,
        pid: child.pid ?? -1,
        errorLines,
        running: () => child.exitCode === null && child.signalCode === null,
        memory,
        stop,
      });
    });
  });
}
