/**
 * Opens the database: embedded PGlite (a data directory, or memory for tests) when no
 * DATABASE_URL is configured, PostgreSQL through postgres.js otherwise. Both run the same
 * migrations and the same queries.
 */
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { installJobQueues, pgliteExecutor, type JobQueueConnection } from '../jobs/queue.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** What every query in the API is written against: either driver fits. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle a `db.transaction(async (tx) => …)` callback receives. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Applies the migrations in api/drizzle that have not run yet, then installs the job queues. */
  migrate(): Promise<void>;
  /** Where the background job queue (src/jobs) connects: the same database. */
  jobQueue: JobQueueConnection;
  /** PostgreSQL LISTEN/NOTIFY, on both drivers (the realtime fan-out between API processes). */
  notifications: NotificationChannel;
  close(): Promise<void>;
}

export interface NotificationChannel {
  /** LISTEN on `channel`; resolves once listening, to a function that stops it. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** NOTIFY `channel` with `payload` (at most 8000 bytes, PostgreSQL's limit). */
  notify(channel: string, payload: string): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when null, PGlite is used. */
  databaseUrl: string | null;
  /** PGlite data directory; null keeps the database in memory (tests). */
  pgliteDir?: string | null;
  /** Called with every SQL statement (tests count queries with it). */
  onQuery?: (query: string, params: unknown[]) => void;
  /** postgres.js pool size. */
  maxConnections?: number;
  /**
   * In-memory PGlite only: start from a dump of an already migrated database instead of
   * running initdb (tests: about a second instead of several).
   */
  pgliteSnapshot?: Blob;
}

/** api/src/db and api/dist/db both sit two levels below api/, where drizzle/ lives. */
export const MIGRATIONS_FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'drizzle');

/**
 * Key of the session-level advisory lock every instance takes around its migrations (any fixed
 * bigint; this one spells 'housesit' in ASCII, truncated to fit).
 */
export const MIGRATION_LOCK_KEY = 0x686f757365736974n;

/**
 * drizzle's migrator takes no lock: two instances starting at once on a database behind would both
 * run the same migration and one would fail half way. The lock lives on its own connection (not the
 * pool the migrator uses, which may have a single connection), so the second instance waits, then
 * finds nothing left to apply. The lock goes with the connection if the process dies.
 */
async function withMigrationLock(databaseUrl: string, work: () => Promise<void>): Promise<void> {
  const lock = postgres(databaseUrl, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    await lock`select pg_advisory_lock(${MIGRATION_LOCK_KEY.toString()}::bigint)`;
    await work();
  } finally {
    // Ending the session releases the lock, also when unlock itself cannot be sent.
    await lock`select pg_advisory_unlock(${MIGRATION_LOCK_KEY.toString()}::bigint)`.catch(() => undefined);
    await lock.end({ timeout: 5 });
  }
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const logger: Logger | undefined = options.onQuery ? { logQuery: (query, params) => options.onQuery?.(query, params) } : undefined;

  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, {
      max: options.maxConnections ?? 10,
      // Quiet the NOTICE lines that "create table if not exists" produces on every start.
      onnotice: () => {},
      connect_timeout: 10,
      // postgres.js's default backoff grows per pool towards 20 s during an outage and queued
      // queries wait for it; cap it so the API answers again within a second of the database.
      backoff: (attempt: number) => Math.min(0.05 * 2 ** attempt, 0.5),
    });
    const db = drizzlePostgres({ client, schema, logger });
    const jobQueue = { connectionString: options.databaseUrl };
    return {
      db: db as unknown as Database,
      driver: 'postgres',
      migrate: () =>
        withMigrationLock(options.databaseUrl!, async () => {
          await migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER });
          await installJobQueues(jobQueue);
        }),
      jobQueue,
      notifications: {
        // postgres.js keeps one extra connection for LISTEN and re-listens after a reconnect.
        listen: async (channel, onPayload) => {
          const { unlisten } = await client.listen(channel, onPayload);
          return unlisten;
        },
        notify: async (channel, payload) => {
          await client.notify(channel, payload);
        },
      },
      close: () => client.end({ timeout: 5 }),
    };
  }

  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  const client = options.pgliteDir
    ? await PGlite.create(options.pgliteDir)
    : await PGlite.create(options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {});
  const db = drizzlePglite({ client, schema, logger });
  const jobQueue = { db: pgliteExecutor(client) };
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    migrate: async () => {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await installJobQueues(jobQueue);
    },
    jobQueue,
    notifications: {
      // One PGlite instance is one session: its own NOTIFY reaches its listeners after the commit.
      listen: async (channel, onPayload) => {
        const stop = await client.listen(channel, onPayload);
        return () => stop();
      },
      notify: async (channel, payload) => {
        await client.query('select pg_notify($1, $2)', [channel, payload]);
      },
    },
    close: () => client.close(),
  };
}
