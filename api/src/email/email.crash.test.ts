/**
 * A worker killed mid-send delivers the email once after restart. Two processes share one
 * database, so this runs on a PostgreSQL server: DATABASE_URL's, else the local one at
 * postgres://postgres@127.0.0.1:5432 (a fresh database, dropped afterwards); skipped when
 * neither answers. The queue's attempt expiry is cut to 3 s (installJobQueues' settings) so
 * the killed attempt is retried without waiting the production 120 s.
 */
import { sql } from 'drizzle-orm';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env.js';
import { installJobQueues } from '../jobs/queue.js';
import { childProcessEnv } from '../test/env.js';
import { sampleBookingConfirmed, startTestSmtpServer, type TestSmtpServer } from '../test/smtpServer.js';
import { createTestDatabase, type TestDatabase } from '../test/testApp.js';
import { EMAIL_QUEUE, enqueueEmail } from './enqueue.js';
import { startEmailWorker, type EmailWorker } from './worker.js';

const SERVER_URL = loadEnv().databaseUrl ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function answers(url: string): Promise<boolean> {
  const client = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await client`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await client.end({ timeout: 1 });
  }
}

const onServer = await answers(SERVER_URL);
if (!onServer) console.warn(`[email.crash.test] no PostgreSQL at ${SERVER_URL}: the killed-worker test is skipped`);

let database: TestDatabase | undefined;
let smtp: TestSmtpServer | undefined;
let child: ChildProcess | undefined;
let restarted: EmailWorker | undefined;

beforeAll(async () => {
  if (!onServer) return;
  const created = await createTestDatabase({ serverUrl: SERVER_URL });
  database = created;
  // Attempts expire after 3 s and are retried 1 s later (production: 120 s and 30 s).
  await installJobQueues(created.jobQueue, { [EMAIL_QUEUE]: { expireInSeconds: 3, retryDelay: 1 } });
});
afterAll(async () => {
  child?.kill('SIGKILL');
  await restarted?.close();
  await smtp?.close();
  await database?.close();
});

async function states(): Promise<string[]> {
  if (!database) return [];
  const result: unknown = await database.db.execute(sql`select state from pgboss.job where name = ${EMAIL_QUEUE} order by created_on`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{ state: string }>;
  return rows.map((row) => row.state);
}

describe.skipIf(!onServer)('a worker killed mid-send', () => {
  it('delivers the email once after restart', { timeout: 120_000 }, async () => {
    if (!database) throw new Error('no database');
    let held = false;
    // The first attempt stalls in DATA (the server never answers its end) until its process dies.
    const server = await startTestSmtpServer({
      decide: () => {
        if (held) return 'accept';
        held = true;
        return 'hold';
      },
    });
    smtp = server;
    await enqueueEmail(database.db, { to: 'killed@example.com', template: 'bookingConfirmed', data: sampleBookingConfirmed() });

    child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '..', 'test', 'emailWorkerProcess.ts')], {
      env: childProcessEnv({ DATABASE_URL: database.url ?? '', SMTP_URL: server.url, NODE_ENV: 'test' }),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const worker = child;
    // Starting a TypeScript process takes a while on a busy machine: it says when it is up.
    await new Promise<void>((resolve, reject) => {
      worker.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
      worker.once('exit', () => reject(new Error('the worker process ended before it was ready')));
    });
    await expect.poll(() => server.attempts, { timeout: 30_000 }).toBe(1);
    worker.kill('SIGKILL');
    await new Promise((resolve) => worker.once('exit', resolve));
    expect(await states()).toEqual(['active']);
    expect(server.received).toHaveLength(0);

    // A new worker: its maintenance finds the expired attempt, puts it back, and sends it once.
    const env = loadEnv({ NODE_ENV: 'test', DATABASE_URL: database.url ?? '', SMTP_URL: server.url, PUBLIC_URL: 'https://housesit.test' });
    restarted = await startEmailWorker({
      jobQueue: database.jobQueue,
      notifications: database.notifications,
      env,
      linkSecret: 'k'.repeat(32),
      logError: () => {},
      pollingIntervalSeconds: 0.5,
      maintenanceIntervalSeconds: 1,
    });
    const [mail] = await server.waitFor(1, 60_000);
    expect(mail!.parsed.to && 'text' in mail!.parsed.to ? mail!.parsed.to.text : '').toBe('killed@example.com');
    // Nothing more arrives: the first attempt never reached the server's acceptance, and the
    // only job is done.
    await expect.poll(states, { timeout: 10_000 }).toEqual(['completed']);
    expect(server.received).toHaveLength(1);
    expect(server.attempts).toBe(2);
  });
});
