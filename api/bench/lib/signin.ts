/**
 * What the sign-in benchmarks (signin.ts, signinBurst.ts) share: the real built API (production
 * settings and scrypt cost) on a throwaway database whose homeowners all have PASSWORD, and
 * sign-ins sent from a loopback address standing for one client.
 */
import { hashPassword } from '../../src/auth/passwords.js';
import { checkBuild, freePort, startBuiltApi, type ApiProcess } from './apiProcess.js';
import { createBenchDatabase } from './database.js';
import { rawRequest, type RawReply } from './rawHttp.js';

/** Every bench account's password. */
export const PASSWORD = 'correct horse battery';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** POST /api/auth/login from the address `from`, with the browser's cookies when given. */
export const login = (api: ApiProcess, from: string, username: string, password: string, cookie?: string) =>
  rawRequest({ baseUrl: api.baseUrl, method: 'POST', path: '/api/auth/login', from, json: { username, password }, cookie });

/** Every cookie of a reply as one Cookie header, minus the session: the device cookie a browser keeps after logout. */
export const deviceCookieOf = (reply: RawReply) => reply.cookies.filter((c) => !/_session=/.test(c)).join('; ');

/**
 * Checks the build, makes a database with a homeowner of each name (password PASSWORD, hashed at
 * the production cost), starts the built API on it and runs `bench`; the API is stopped and the
 * database dropped however it ends.
 */
export async function withSigninApi(usernames: readonly string[], bench: (api: ApiProcess) => Promise<boolean>): Promise<boolean> {
  checkBuild();
  const database = await createBenchDatabase();
  let api: ApiProcess | null = null;
  try {
    const hash = await hashPassword(PASSWORD);
    await database.sql`
      insert into users (username, email, password_hash, first_name, last_name, role)
      select name, name || '@bench.example', ${hash}, 'Bench', name, 'homeowner'
      from unnest(${[...usernames]}::text[]) as name`;
    api = await startBuiltApi({ databaseUrl: database.url, port: await freePort() });
    return await bench(api);
  } finally {
    await api?.stop();
    await database.drop();
  }
}
