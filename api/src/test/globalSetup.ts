/**
 * Runs once before the test files and makes ONE migrated database that every test file starts
 * from, so no file pays for the migrations and the job-queue install itself (about a second
 * each, times every file):
 * - embedded (no DATABASE_URL): a migrated PGlite database, dumped to a file each test file loads
 *   instead of running initdb and the migrations again;
 * - DATABASE_URL set: a migrated database on that server, which each test file copies with
 *   `CREATE DATABASE … TEMPLATE` (testApp.ts); dropped when the run ends.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_FOLDER, openDatabase } from '../db/open.js';
import { loadEnv } from '../env.js';
import { installJobQueues, pgliteExecutor } from '../jobs/queue.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a migrated PGlite dump, or '' when tests run against DATABASE_URL. */
    pgliteTemplate: string;
    /**
     * Name of a migrated database on DATABASE_URL's server that test files clone, or '' for the
     * embedded database.
     */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = loadEnv().databaseUrl;
  if (serverUrl) {
    project.provide('pgliteTemplate', '');
    const template = await createPostgresTemplate(serverUrl);
    project.provide('postgresTemplate', template.name);
    return template.drop;
  }
  project.provide('postgresTemplate', '');
  const client = await PGlite.create();
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  await installJobQueues({ db: pgliteExecutor(client) });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = await mkdtemp(join(tmpdir(), 'hs-pglite-template-'));
  const file = join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

/**
 * Creates the template database and migrates it exactly as the API's start does (openDatabase +
 * migrate: the drizzle migrations under the advisory lock, then pg-boss's schema and queues), so
 * a copy is what a freshly started API would have made.
 *
 * PostgreSQL refuses `CREATE DATABASE … TEMPLATE t` while any other session is connected to t,
 * and test files clone it concurrently: so every connection made here is closed, any session the
 * server still lists is ended, and the template then refuses connections altogether (copying it
 * needs none). Its name is unique so parallel runs on one server (two checkouts, CI jobs) never
 * share or drop each other's template.
 */
async function createPostgresTemplate(serverUrl: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `housesit_template_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const drop = async () => {
    const again = postgres(serverUrl, { max: 1, onnotice: () => {} });
    try {
      await again.unsafe(`drop database if exists ${name} with (force)`);
    } finally {
      await again.end({ timeout: 5 });
    }
  };
  try {
    await admin.unsafe(`create database ${name}`);
    try {
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const handle = await openDatabase({ databaseUrl: url.toString(), maxConnections: 1 });
      try {
        await handle.migrate();
      } finally {
        await handle.close();
      }
      await admin.unsafe(`alter database ${name} with allow_connections false`);
      // A closed client's backend may still be exiting; none may be left when the first copy starts.
      for (let attempt = 0; ; attempt++) {
        const [row] = await admin<{ sessions: number }[]>`
          select count(pg_terminate_backend(pid))::int as sessions from pg_stat_activity where datname = ${name}`;
        if (!row || row.sessions === 0) break;
        if (attempt >= 100) throw new Error(`sessions on the test template ${name} did not end`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } catch (error) {
      await drop().catch(() => undefined);
      throw error;
    }
  } finally {
    await admin.end({ timeout: 5 });
  }
  return { name, drop };
}
