/**
 * Sealed access details (decision 024), on a throwaway PostgreSQL database:
 * 1. Reveal latency: 200 reveals by the visit's sitter, one after another, over HTTP to the real
 *    app (in this process, on a loopback port): p50/p95/max, each one opening the details and
 *    recording the reveal.
 * 2. Rotation: 10,000 sealed records re-wrapped under a new key in batches of 500, while a sitter
 *    keeps revealing (the instance holds both keys, as during a real rotation): the rotation's
 *    time and the reveals' latency meanwhile (none may fail).
 * 3. The rotation command itself (`npm run rotate-access-key`: dist/scripts/rotate-access-key.js,
 *    so build the API first) re-wrapping the same 10,000 records back, as an operator runs it: its
 *    wall time, process start included, and the time it reports.
 * Run: npm run bench:api:access -w @housesit/api (BENCH_DATABASE_URL, default the local server)
 */
import { serve } from '@hono/node-server';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { inheritedEnv } from './env.js';
import { keyring, kekOf, seal } from '../src/access/sealing.js';
import { rotateAccessKeys } from '../src/access/store.js';
import { createApp } from '../src/app.js';
import { SESSION_COOKIE } from '../src/auth/cookie.js';
import { createSession } from '../src/auth/sessions.js';
import type { Clock } from '../src/deps.js';
import { loadEnv } from '../src/env.js';
import { openMediaStore } from '../src/media/open.js';
import { createBenchDatabase } from './lib/database.js';
import { runBenchmark } from './lib/run.js';

const ROTATE_COMMAND = fileURLToPath(new URL('../dist/scripts/rotate-access-key.js', import.meta.url));
const REVEALS = 200;
const RECORDS = 10_000;
const BATCH = 500;
/** Inside the visit's morning window (8–12 in New York, EDT). */
const NOW = new Date('2026-06-16T13:00:00Z');
const DETAILS = {
  doorCode: '4815',
  lockboxCode: '1623',
  alarmCode: '4242',
  keyLocation: 'Blue planter',
  wifiPassword: 'sea-salt',
  keyHolder: 'customer',
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
const describeMs = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms, max ${percentile(sorted, 100).toFixed(2)} ms (n=${sorted.length})`;
};

async function main(): Promise<boolean> {
  const database = await createBenchDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'hs-bench-access-'));
  const oldKey = randomBytes(32);
  const newKey = randomBytes(32);
  const { sql } = database;
  try {
    const [owner] = await sql<{ id: number }[]>`insert into users (username, email, password_hash, first_name, last_name, role)
      values ('owner', 'owner@example.com', 'x', 'O', 'Wner', 'homeowner') returning id`;
    const [sitter] = await sql<{ id: number }[]>`insert into users (username, email, password_hash, first_name, last_name, role)
      values ('sitter', 'sitter@example.com', 'x', 'S', 'Itter', 'housesitter') returning id`;
    const [visit] = await sql<
      { id: number }[]
    >`insert into visits (homeowner_id, assigned_sitter_id, status, plan_type, scheduled_date, time_window, total_amount_cents, property_address)
      values (${owner!.id}, ${sitter!.id}, 'scheduled', 'standard', '2026-06-16T12:00:00Z', 'morning', 6500, '0 Bench Street') returning id`;

    // The 10,000 records, sealed under the old key (the first one is the visit's property).
    const sealing = keyring(oldKey);
    const started = performance.now();
    for (let from = 0; from < RECORDS; from += 1000) {
      const rows = Array.from({ length: Math.min(1000, RECORDS - from) }, (_, i) => ({
        homeowner_id: owner!.id,
        address: `${from + i} Bench Street`,
      }));
      const made = await sql<{ id: number }[]>`insert into properties ${sql(rows)} returning id`;
      const sealed = made.map(({ id }) => ({
        property_id: id,
        ...(({ sealed, wrappedKey, kekId }) => ({ sealed, wrapped_key: wrappedKey, kek_id: kekId }))(seal(sealing, id, DETAILS)),
        set_fields: sql.array(Object.keys(DETAILS)),
        updated_at: NOW,
      }));
      await sql`insert into property_access ${sql(sealed)}`;
    }
    console.log(`Seeded ${RECORDS} sealed records in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const clock: Clock = { now: () => new Date(NOW) };
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, SERVE_STATIC: '0', DATABASE_URL: database.url });
    // As during a rotation: the new key seals, both open.
    const app = createApp({
      db: database.handle.db,
      driver: 'postgres',
      env,
      mediaStore: await openMediaStore(env),
      clock,
      accessKeys: keyring(newKey, oldKey),
    });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const { token } = await createSession(database.handle.db, { userId: sitter!.id, now: NOW });
    const origin = env.siteOrigins[0]!;
    let failures = 0;
    const revealOnce = async (): Promise<number> => {
      const t0 = performance.now();
      const response = await fetch(`${base}/api/visits/${visit!.id}/access/reveal`, {
        method: 'POST',
        headers: { cookie: `${SESSION_COOKIE}=${token}`, origin, 'content-type': 'application/json' },
        body: '{}',
      });
      const body = (await response.json()) as { details?: { doorCode?: string } | null };
      if (response.status !== 200 || body.details?.doorCode !== DETAILS.doorCode) failures += 1;
      return performance.now() - t0;
    };
    try {
      for (let i = 0; i < 20; i += 1) await revealOnce(); // warm-up
      const samples: number[] = [];
      for (let i = 0; i < REVEALS; i += 1) samples.push(await revealOnce());
      console.log(`\n1. ${REVEALS} reveals, one at a time: ${describeMs(samples)}; failures ${failures}`);

      const during: number[] = [];
      const state = { rotating: true };
      const revealing = (async () => {
        while (state.rotating) during.push(await revealOnce());
      })();
      const t0 = performance.now();
      const result = await rotateAccessKeys(database.handle.db, kekOf(oldKey), kekOf(newKey), { batchSize: BATCH });
      const rotationMs = performance.now() - t0;
      state.rotating = false;
      await revealing;
      const [left] = await sql<{ count: number }[]>`select count(*)::int as count from property_access where kek_id <> ${kekOf(newKey).id}`;
      console.log(
        `\n2. Rotation of ${result.rewrapped} records in ${result.batches} batches of ${BATCH}: ${(rotationMs / 1000).toFixed(2)} s ` +
          `(${Math.round(result.rewrapped / (rotationMs / 1000))} records/s); left under the old key: ${left!.count}`,
      );
      console.log(`   reveals meanwhile: ${describeMs(during)}; failures ${failures}`);

      let commandOk = true;
      if (existsSync(ROTATE_COMMAND)) {
        const t1 = performance.now();
        const { stdout } = await promisify(execFile)(process.execPath, [ROTATE_COMMAND], {
          env: {
            ...inheritedEnv(),
            DATABASE_URL: database.url,
            ACCESS_KEY_OLD: newKey.toString('base64'),
            ACCESS_KEY_NEW: oldKey.toString('base64'),
          },
        });
        const commandMs = performance.now() - t1;
        const [back] = await sql<
          { count: number }[]
        >`select count(*)::int as count from property_access where kek_id <> ${kekOf(oldKey).id}`;
        const summary = stdout.trim().split('\n').at(-1) ?? '';
        console.log(
          `\n3. The rotation command on ${RECORDS} records: ${(commandMs / 1000).toFixed(2)} s wall (process start included); it said: ${summary}`,
        );
        console.log(`   left under the other key: ${back!.count}`);
        commandOk = back!.count === 0;
      } else {
        console.log(`\n3. Skipped: ${ROTATE_COMMAND} is not built (npm run build -w @housesit/api)`);
      }
      return failures === 0 && left!.count === 0 && result.rewrapped === RECORDS && commandOk;
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  } finally {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

runBenchmark('bench:api:access', main, 10 * 60 * 1000);
