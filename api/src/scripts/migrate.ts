/**
 * Brings the configured database up to date (the migrations and the job queue's tables), as the
 * server does at every start, and exits:
 *
 *   DATABASE_URL=postgres://… npm run migrate -w @housesit/api
 *
 * For a deploy that migrates before it starts instances, and for the end-to-end suite, which
 * migrates one template database and clones it for each of its servers.
 */
import { openDatabase } from '../db/open.js';
import { EnvError, loadEnv } from '../env.js';

try {
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.databaseUrl, pgliteDir: env.pgliteDir, maxConnections: 2 });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  console.log(`Migrated ${env.databaseUrl ? new URL(env.databaseUrl).pathname.slice(1) : env.pgliteDir}`);
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exitCode = 1;
}
