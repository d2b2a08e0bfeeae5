import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env.js';
import { migrationJournal } from './migrationStatus.js';
import { openDatabase, type Database } from './open.js';

const TABLES = [
  'access_reveals',
  'bookings',
  'calendar_feeds',
  'conversation_reads',
  'deploy_tokens',
  'email_opt_outs',
  'idempotency_keys',
  'location_requests',
  'media',
  'messages',
  'notifications',
  'password_reset_tokens',
  'payments',
  'pending_uploads',
  'properties',
  'property_access',
  'rate_limits',
  'refunds',
  'registry_changes',
  'registry_channels',
  'release_health',
  'reports',
  'server_secrets',
  'sessions',
  'sitter_payouts',
  'sitter_time_off',
  'socket_presence',
  'subscription_periods',
  'subscriptions',
  'users',
  'visit_data_version',
  'visit_events',
  'visit_ratings',
  'visit_tasks',
  'visit_tips',
  'visits',
  'webhook_deliveries',
];
const serverUrl = loadEnv().databaseUrl;

async function tablesOf(db: Database): Promise<string[]> {
  const rows = await db
    .select({ name: sql<string>`table_name` })
    .from(sql`information_schema.tables`)
    .where(sql`table_schema = 'public'`);
  return rows.map((row) => row.name).sort();
}

async function checkMigrations(db: Database, migrate: () => Promise<void>) {
  await migrate();
  expect(await tablesOf(db)).toEqual(TABLES);
  // A second start applies nothing and fails on nothing.
  await migrate();
  const applied = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(sql`drizzle.__drizzle_migrations`);
  expect(applied[0]?.n).toBeGreaterThanOrEqual(1);
  // The job queue (src/jobs) lives beside the tables, in pg-boss's own schema.
  const queues = await db
    .select({ name: sql<string>`name` })
    .from(sql`pgboss.queue`)
    .orderBy(sql`name`);
  expect(queues.map((row) => row.name)).toEqual(['email', 'subscription-renewals']);
  // The data version's one row is there, and the triggers move it (decision 010).
  const version = async () =>
    (await db.select({ v: sql<number>`version`.mapWith(Number) }).from(sql`visit_data_version`)).map((row) => row.v);
  const [before] = await version();
  expect(before).toBeTypeOf('number');
  // The case-insensitive unique index on email holds.
  await db.execute(sql`insert into users (username, email, password_hash, first_name, last_name) values ('a', 'A@x.io', 'h', 'A', 'A')`);
  await expect(
    db.execute(sql`insert into users (username, email, password_hash, first_name, last_name) values ('b', 'a@X.io', 'h', 'B', 'B')`),
  ).rejects.toThrow();
  expect(await version()).toEqual([before! + 1]);
}

describe('migrations', () => {
  // drizzle applies a migration only when its journal `when` is later than the last one a
  // database applied: a later file with an earlier `when` would be skipped on an upgrade.
  it('are journalled in file order with a rising `when`', () => {
    const journal = migrationJournal();
    expect(journal.map((entry) => entry.tag.slice(0, 4))).toEqual(journal.map((_, index) => String(index).padStart(4, '0')));
    const out = journal.filter((entry, index) => index > 0 && entry.when <= journal[index - 1]!.when).map((entry) => entry.tag);
    expect(out, 'entries whose when is not later than the one before').toEqual([]);
  });

  it('run on embedded PGlite', async () => {
    const handle = await openDatabase({ databaseUrl: null, pgliteDir: null });
    try {
      await checkMigrations(handle.db, handle.migrate);
    } finally {
      await handle.close();
    }
  });

  it.skipIf(!serverUrl)('run on PostgreSQL (DATABASE_URL)', async () => {
    const name = `housesit_t_${randomBytes(6).toString('hex')}`;
    const admin = postgres(serverUrl!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString(), maxConnections: 2 });
    try {
      expect(handle.driver).toBe('postgres');
      await checkMigrations(handle.db, handle.migrate);
    } finally {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });

  // Four instances started at once on an empty database: without the advisory lock drizzle's
  // migrator runs in each and all but one fail on 'relation already exists'.
  it.skipIf(!serverUrl)('run once when several instances start at once (advisory lock)', async () => {
    const name = `housesit_t_${randomBytes(6).toString('hex')}`;
    const admin = postgres(serverUrl!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const handles = await Promise.all([1, 2, 3, 4].map(() => openDatabase({ databaseUrl: url.toString(), maxConnections: 1 })));
    try {
      const results = await Promise.allSettled(handles.map((handle) => handle.migrate()));
      expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok', 'ok']);
      expect(await tablesOf(handles[0]!.db)).toEqual(TABLES);
      const applied = await handles[0]!.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(sql`drizzle.__drizzle_migrations`);
      expect(applied[0]?.n).toBe(migrationJournal().length);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
