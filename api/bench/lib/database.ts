/**
 * A throwaway PostgreSQL database per benchmark run: created, migrated with the real
 * migrations, dropped at the end (also when the run fails).
 */
import postgres from 'postgres';
import { openDatabase, type DatabaseHandle } from '../../src/db/open.js';
import { BENCH_SERVER_URL } from '../env.js';

export interface BenchDatabase {
  name: string;
  url: string;
  handle: DatabaseHandle;
  /** Raw postgres.js client on the same database, for bulk seeding and EXPLAIN. */
  sql: postgres.Sql;
  drop(): Promise<void>;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

export async function createBenchDatabase(): Promise<BenchDatabase> {
  const server = new URL(BENCH_SERVER_URL);
  // These scripts flood whatever they point at: refuse anything that is not this machine.
  if (!LOOPBACK.has(server.hostname)) throw new Error(`BENCH_DATABASE_URL must point at a loopback address (got ${server.hostname})`);
  const name = `housesit_bench_${Date.now()}`;
  const admin = postgres(server.toString(), { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(server.toString());
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), maxConnections: 4 });
  const sql = postgres(url.toString(), { max: 4, onnotice: () => {} });
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    await sql.end({ timeout: 5 }).catch(() => {});
    await handle.close().catch(() => {});
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end({ timeout: 5 });
  };
  try {
    await handle.migrate();
  } catch (error) {
    await drop();
    throw error;
  }
  return { name, url: url.toString(), handle, sql, drop };
}
