/**
 * Creates an admin account on the configured database (the first admin of a server database):
 *
 *   ADMIN_PASSWORD='…' DATABASE_URL=postgres://… npm run create-admin -w @housesit/api -- \
 *     --username alice --email alice@example.com --first-name Alice --last-name Smith
 *
 * The password comes from the environment so it stays out of shell history and `ps`.
 * With the embedded database, stop the server first (PGlite allows one process at a time).
 */
import { parseArgs } from 'node:util';
import { createAdminAccount } from '../auth/admins.js';
import { openDatabase } from '../db/open.js';
import { EnvError, loadEnv, type Env } from '../env.js';

const USAGE =
  'Usage: ADMIN_PASSWORD=… npm run create-admin -w @housesit/api -- --username <name> --email <email> --first-name <first> --last-name <last>';

async function main(): Promise<number> {
  let env: Env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }

  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      options: {
        username: { type: 'string' },
        email: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 1;
  }
  if (!env.adminPassword) {
    console.error(`ADMIN_PASSWORD is not set.\n${USAGE}`);
    return 1;
  }

  const database = await openDatabase({ databaseUrl: env.databaseUrl, pgliteDir: env.pgliteDir });
  try {
    await database.migrate();
    const result = await createAdminAccount(database.db, {
      username: values.username ?? '',
      email: values.email ?? '',
      password: env.adminPassword,
      firstName: values['first-name'] ?? '',
      lastName: values['last-name'] ?? '',
    });
    if (!result.ok) {
      console.error(`${result.errors.join('\n')}\n${USAGE}`);
      return 1;
    }
    console.log(`Admin '${result.user.username}' created (id ${result.user.id}).`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`create-admin failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
