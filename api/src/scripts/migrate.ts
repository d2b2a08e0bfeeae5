/**
 * Brings the configured database up to date (the migrations and the job queue's tables, then
 * access text typed at booking sealed into each home's details), as the server does at every
 * start, and exits:
 *
 *   DATABASE_URL=postgres://… npm run migrate -w @housesit/api
 *
 * For a deploy that migrates before it starts instances, and for the end-to-end suite, which
 * migrates one template database and clones it for each of its servers.
 */
import { sealBookedAccessNotes } from '../access/bookedNotes.js';
import { configuredKeyring } from '../access/sealing.js';
import { openDatabase } from '../db/open.js';
import { EnvError, loadEnv } from '../env.js';
import { runningClock } from '../time/clock.js';

try {
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.databaseUrl, pgliteDir: env.pgliteDir, maxConnections: 2 });
  try {
    await database.migrate();
    const sealed = await sealBookedAccessNotes(database.db, () => configuredKeyring(env), runningClock(env.clockNow).now());
    if (sealed.visits + sealed.bookings > 0) {
      console.log(`Sealed the access notes of ${sealed.visits} visits and ${sealed.bookings} bookings into ${sealed.homes} homes' details`);
    }
  } finally {
    await database.close();
  }
  console.log(`Migrated ${env.databaseUrl ? new URL(env.databaseUrl).pathname.slice(1) : env.pgliteDir}`);
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exitCode = 1;
}
