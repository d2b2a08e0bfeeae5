/**
 * Runs once before the test files: with the embedded database, makes one migrated PGlite
 * database and dumps it, so each test file loads the dump instead of running initdb and the
 * migrations again. With DATABASE_URL set, each file makes its own database on the server.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_FOLDER } from '../db/open.js';
import { loadEnv } from '../env.js';
import { installJobQueues, pgliteExecutor } from '../jobs/queue.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a migrated PGlite dump, or '' when tests run against DATABASE_URL. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (loadEnv().databaseUrl) {
    project.provide('pgliteTemplate', '');
    return;
  }
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
