/**
 * Embedded mode: the API as `npm start` runs it (production build, embedded PGlite,
 * demo data) under the same load as the PostgreSQL runs: GET /api/auth/me and GET /api/visits
 * as the demo homeowner, 50 connections. No budget: the figures say what the default serves.
 * Run: npm run build -w @housesit/api && npm run bench:api:embedded -w @housesit/api
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inheritedEnv } from './env.js';
import { load, loadAverage, printTable, type LoadResult } from './lib/load.js';

const CONNECTIONS = 50;
const PORT = 3977;
const SERVER = fileURLToPath(new URL('../dist/server.js', import.meta.url));
const BASE = `http://localhost:${PORT}`;

async function waitUntilUp(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the embedded server did not start within 60 s (is api/dist built?)');
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hs-bench-embedded-'));
  const env: NodeJS.ProcessEnv = {
    ...inheritedEnv(),
    NODE_ENV: 'production',
    PAYMENTS: 'sandbox',
    PORT: String(PORT),
    DATA_DIR: dataDir,
    SERVE_STATIC: '0',
  };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, [SERVER], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitUntilUp(Date.now() + 60_000);
    const login = await fetch(`${BASE}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: BASE },
      body: JSON.stringify({ username: 'homeowner', password: 'housesit-demo' }),
    });
    if (!login.ok) throw new Error(`demo sign-in failed: ${login.status} ${await login.text()}`);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    console.log(`Embedded PGlite (npm start's database), load average ${loadAverage()}`);
    const results: LoadResult[] = [];
    results.push(await load({ label: 'GET /api/auth/me', url: `${BASE}/api/auth/me`, headers: { cookie }, connections: CONNECTIONS }));
    results.push(
      await load({ label: 'GET /api/visits (demo homeowner)', url: `${BASE}/api/visits`, headers: { cookie }, connections: CONNECTIONS }),
    );
    printTable(results, []);
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
