/**
 * Re-wraps every property's access-details data key under a new key-encryption key (decision
 * 024), in batches, while the API keeps serving:
 *
 *   1. roll the instances to ACCESS_KEY=<new> and ACCESS_KEY_PREVIOUS=<old>: each opens records
 *      under either key (a record names its key) and seals new ones under the new key;
 *   2. ACCESS_KEY_OLD=<old> ACCESS_KEY_NEW=<new> DATABASE_URL=postgres://… \
 *        npm run rotate-access-key -w @housesit/api [-- --batch 500]
 *   3. drop ACCESS_KEY_PREVIOUS from the instances.
 *
 * Each batch is one short transaction (rows locked with SKIP LOCKED); the details themselves are
 * never re-encrypted, only their data keys re-wrapped. Run it again after a stop: it carries on.
 */
import { isAccessKey, EnvError, loadEnv } from '../env.js';
import { kekOf } from '../access/sealing.js';
import { rotateAccessKeys } from '../access/store.js';
import { openDatabase } from '../db/open.js';

function keyFrom(name: string): Buffer {
  const value = process.env[name];
  if (!isAccessKey(value)) throw new EnvError(`${name} must be 32 bytes in base64 (openssl rand -base64 32)`);
  return Buffer.from(value.trim(), 'base64');
}

function batchSize(): number {
  const at = process.argv.indexOf('--batch');
  if (at < 0) return 500;
  const value = Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value < 1 || value > 10_000) throw new EnvError('--batch must be a whole number from 1 to 10000');
  return value;
}

try {
  const from = kekOf(keyFrom('ACCESS_KEY_OLD'));
  const to = kekOf(keyFrom('ACCESS_KEY_NEW'));
  if (from.id === to.id) throw new EnvError('ACCESS_KEY_OLD and ACCESS_KEY_NEW are the same key');
  const size = batchSize();
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.databaseUrl, pgliteDir: env.pgliteDir, maxConnections: 2 });
  try {
    const started = performance.now();
    const result = await rotateAccessKeys(database.db, from, to, {
      batchSize: size,
      onBatch: (done) => console.log(`  ${done} re-wrapped`),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Re-wrapped ${result.rewrapped} access records from key ${from.id} to ${to.id} in ${result.batches} batches (${seconds} s)`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exitCode = 1;
}
