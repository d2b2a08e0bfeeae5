/**
 * Builds the REAL app on a REAL database for tests: in-memory PGlite by default; when
 * DATABASE_URL is set, a fresh database on that server for each test file (a copy of the
 * migrated template globalSetup.ts made, dropped afterwards). Nothing is mocked.
 */
import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { inject } from 'vitest';
import { createApp, type App } from '../app.js';
import { openDatabase, type Database, type DatabaseHandle, type NotificationChannel } from '../db/open.js';
import type { Clock } from '../deps.js';
import { loadEnv, type Env } from '../env.js';
import type { EventPublisher } from '../events/publisher.js';
import type { JobQueueConnection } from '../jobs/queue.js';
import { openMediaStore } from '../media/open.js';
import type { ChannelStore } from '../releases/channels.js';
import type { MediaStore } from '../media/store.js';
import type { Logger } from '../ops/logger.js';
import type { Realtime } from '../realtime/realtime.js';

export interface TestDatabase {
  db: Database;
  driver: DatabaseHandle['driver'];
  /** LISTEN/NOTIFY on this database (the realtime fan-out). */
  notifications: NotificationChannel;
  /** Where a background job worker connects (src/jobs). */
  jobQueue: JobQueueConnection;
  /** The throwaway database's URL on PostgreSQL; null for PGlite. */
  url: string | null;
  /** Number of SQL statements run so far (see countQueries). */
  queryCount(): number;
  close(): Promise<void>;
}

/**
 * A fresh, migrated database: PGlite in memory, or a throwaway database on DATABASE_URL's
 * server (or on `serverUrl`, for a test that needs a server whatever the suite runs on).
 */
export async function createTestDatabase(options: { serverUrl?: string } = {}): Promise<TestDatabase> {
  const serverUrl = options.serverUrl ?? loadEnv().databaseUrl;
  let queries = 0;
  const onQuery = () => {
    queries++;
  };

  if (!serverUrl) {
    // globalSetup.ts made a migrated template; starting from it skips initdb.
    const template = inject('pgliteTemplate');
    const pgliteSnapshot = template ? new Blob([await readFile(template)]) : undefined;
    const handle = await openDatabase({ databaseUrl: null, pgliteDir: null, onQuery, pgliteSnapshot });
    await handle.migrate();
    return {
      db: handle.db,
      driver: handle.driver,
      notifications: handle.notifications,
      jobQueue: handle.jobQueue,
      url: null,
      queryCount: () => queries,
      close: () => handle.close(),
    };
  }

  // globalSetup.ts migrated a template on DATABASE_URL's server (migrations and job queues, as the
  // API's start does); a copy of it is that database without running them again. Another server
  // has no template: migrate there.
  const template = serverUrl === loadEnv().databaseUrl ? inject('postgresTemplate') : '';
  const name = `housesit_t_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(template ? `create database ${name} template ${template}` : `create database ${name}`);
  // A throwaway database need not wait for each commit to reach the disk (a crash loses nothing
  // a test needs): tests that sign people up and in commit hundreds of times.
  await admin.unsafe(`alter database ${name} set synchronous_commit = off`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), onQuery, maxConnections: 4 });
  if (!template) await handle.migrate();
  return {
    db: handle.db,
    driver: handle.driver,
    notifications: handle.notifications,
    jobQueue: handle.jobQueue,
    url: url.toString(),
    queryCount: () => queries,
    close: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

/**
 * A second connection to the same database, as another API process would have: its own
 * postgres.js pool on PostgreSQL; the same instance with PGlite (one process owns it). Closing
 * it leaves the original open.
 */
export async function connectAgain(database: TestDatabase): Promise<TestDatabase> {
  if (!database.url) return { ...database, close: async () => {} };
  const handle = await openDatabase({ databaseUrl: database.url, maxConnections: 4 });
  return {
    db: handle.db,
    driver: handle.driver,
    notifications: handle.notifications,
    jobQueue: handle.jobQueue,
    url: database.url,
    queryCount: () => 0,
    close: () => handle.close(),
  };
}

/** The tables resetDatabase empties, with every table that refers to them. */
const RESET_TABLES = [
  'registry_changes',
  'registry_channels',
  'rate_limits',
  'webhook_deliveries',
  'location_requests',
  'payments',
  'bookings',
  'messages',
  'notifications',
  'media',
  'reports',
  'visit_tasks',
  'visits',
  'sessions',
  'users',
];

/**
 * Empties every table (ids restart), for files whose tests need a clean slate: what `truncate …
 * restart identity cascade` does, with DELETE. A truncate gives every table and index new files and
 * syncs them to disk, about 0.2 s on PostgreSQL before every test; deleting a test's few rows takes
 * milliseconds. Foreign keys are not checked meanwhile (session_replication_role), so the order does
 * not matter; the tables that refer to these, however deep, are emptied too, as a cascade would.
 */
export async function resetDatabase(db: Database): Promise<void> {
  const names = RESET_TABLES.map((name) => `'${name}'`).join(', ');
  await db.execute(
    sql.raw(`do $$
declare
  emptied oid[];
  table_oid oid;
  target regclass;
begin
  set local session_replication_role = replica;
  with recursive reached(table_id) as (
    select oid from pg_class where relnamespace = 'public'::regnamespace and relname in (${names})
    union
    select c.conrelid from pg_constraint c join reached r on c.confrelid = r.table_id where c.contype = 'f'
  )
  select array_agg(table_id) into emptied from reached;
  foreach table_oid in array emptied loop
    execute format('delete from %s', table_oid::regclass);
  end loop;
  for target in
    select d.objid::regclass from pg_depend d join pg_class s on s.oid = d.objid
    where s.relkind = 'S' and d.refobjid = any(emptied) and d.deptype in ('a', 'i')
  loop
    execute format('alter sequence %s restart', target);
  end loop;
end $$`),
  );
}

/** A clock tests can set and move. */
export class TestClock implements Clock {
  private current: Date;

  constructor(start: Date | string = '2026-06-15T14:00:00Z') {
    this.current = new Date(start);
  }

  now(): Date {
    return new Date(this.current);
  }

  set(date: Date | string): void {
    this.current = new Date(date);
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface TestAppOptions {
  /** Share one database between several apps of a file. */
  database?: TestDatabase;
  /** Raw environment variables on top of the test defaults (NODE_ENV=test, no static serving). */
  env?: Record<string, string>;
  clock?: TestClock;
  /** Receives the app's live events (none published when absent). */
  events?: EventPublisher;
  /** Serves /ws and publishes through it (see test/liveApp.ts). */
  realtime?: Realtime;
  logError?: (message: string, error: unknown) => void;
  /** Receives one JSON line per request (none when absent). */
  logger?: Logger;
  /** The registry's channel store (default: as the app chooses for this database). */
  channels?: ChannelStore;
}

export interface TestApp {
  app: App;
  db: Database;
  database: TestDatabase;
  env: Env;
  mediaStore: MediaStore;
  mediaDir: string;
  clock: TestClock;
  client(headers?: Record<string, string>): TestClient;
  close(): Promise<void>;
}

/**
 * One access-details key for every test app, as every instance of a deployment shares ACCESS_KEY:
 * two test apps on one database read each other's sealed details. A test of the key itself
 * passes its own (env or deps.accessKeys).
 */
const TEST_ACCESS_KEY = Buffer.alloc(32, 42).toString('base64');

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const dataDir = await mkdtemp(join(tmpdir(), 'hs-api-test-'));
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, SERVE_STATIC: '0', ACCESS_KEY: TEST_ACCESS_KEY, ...options.env });
  // MEDIA_STORE=s3 in options.env puts photos in the test's S3 server (test/s3Server.ts).
  const mediaStore = await openMediaStore(env);
  const clock = options.clock ?? new TestClock();
  const app = createApp(
    {
      db: database.db,
      driver: database.driver,
      env,
      mediaStore,
      clock,
      events: options.events,
      realtime: options.realtime,
      channels: options.channels,
    },
    { logError: options.logError ?? (() => {}), logger: options.logger },
  );
  return {
    app,
    db: database.db,
    database,
    env,
    mediaStore,
    mediaDir: env.mediaDir,
    clock,
    client: (headers) => new TestClient(app, headers),
    close: async () => {
      if (!options.database) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ParsedCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

export function parseSetCookie(header: string): ParsedCookie {
  const [pair = '', ...rest] = header.split(';').map((part) => part.trim());
  const eq = pair.indexOf('=');
  const attributes: Record<string, string | true> = {};
  for (const attribute of rest) {
    const at = attribute.indexOf('=');
    if (at === -1) attributes[attribute.toLowerCase()] = true;
    else attributes[attribute.slice(0, at).toLowerCase()] = attribute.slice(at + 1);
  }
  return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attributes };
}

/** Sends requests to the app like a browser would, keeping cookies between them. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: App,
    private readonly headers: Record<string, string> = {},
  ) {}

  async request(method: string, path: string, init: { json?: unknown; body?: string; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...this.headers, ...init.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    let body = init.body;
    if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers['content-type'] ??= 'application/json';
    }
    const response = await this.app.request(`http://localhost${path}`, { method, headers, body });
    for (const header of response.headers.getSetCookie()) {
      const cookie = parseSetCookie(header);
      if (cookie.value === '' || cookie.attributes['max-age'] === '0') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, { headers });
  }

  post(path: string, json?: unknown, headers?: Record<string, string>) {
    return this.request('POST', path, { json, headers });
  }

  patch(path: string, json?: unknown, headers?: Record<string, string>) {
    return this.request('PATCH', path, { json, headers });
  }

  put(path: string, json?: unknown, headers?: Record<string, string>) {
    return this.request('PUT', path, { json, headers });
  }

  delete(path: string, headers?: Record<string, string>) {
    return this.request('DELETE', path, { headers });
  }
}
