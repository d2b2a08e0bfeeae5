/**
 * Child process entry: serves ONE thing on a random loopback port, so every endpoint is
 * measured in a process of its own with the same Node, the same @hono/node-server and the
 * same pool size (10, the API's default):
 *   app <dbUrl>                  the real createApp (production settings, no static files)
 *   bare-constant                bare Hono answering a constant JSON
 *   bare-query <dbUrl> <userId>  bare Hono + postgres.js: one SELECT … LIMIT 20 on visits
 * Tells the parent its port over IPC and stops on SIGTERM or when the parent goes away.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import postgres from 'postgres';
import { createApp } from '../../src/app.js';
import { openDatabase } from '../../src/db/open.js';
import { loadEnv } from '../../src/env.js';
import { LocalDiskMediaStore } from '../../src/media/store.js';

export const POOL_SIZE = 10;

type Fetch = (request: Request) => Response | Promise<Response>;

async function build(mode: string, args: string[]): Promise<{ fetch: Fetch; close(): Promise<void> }> {
  if (mode === 'bare-constant') {
    const app = new Hono();
    app.get('/bare/constant', (c) => c.json({ ok: true }));
    return { fetch: app.fetch, close: async () => {} };
  }
  const [url, userId] = args;
  if (!url) throw new Error('database URL missing');
  if (mode === 'bare-query') {
    const sql = postgres(url, { max: POOL_SIZE, onnotice: () => {} });
    const homeownerId = Number(userId);
    const app = new Hono();
    app.get('/bare/visits', async (c) =>
      c.json(await sql`select * from visits where homeowner_id = ${homeownerId} order by scheduled_date desc, id desc limit 20`),
    );
    return { fetch: app.fetch, close: () => sql.end({ timeout: 5 }) };
  }
  // 'app-uncached': the same app with its page cache off (PAGE_CACHE_MB=0), every read a miss.
  if (mode === 'app' || mode === 'app-uncached') {
    const dataDir = mkdtempSync(join(tmpdir(), 'housesit-bench-'));
    // Production settings (the deployed cookie and headers), without serving the web build.
    const env = loadEnv({
      NODE_ENV: 'production',
      PAYMENTS: 'sandbox',
      // The access details' key (decision 024), which production on a server database needs.
      ACCESS_KEY: randomBytes(32).toString('base64'),
      SERVE_STATIC: '0',
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      PORT: '3000',
      ...(mode === 'app-uncached' ? { PAGE_CACHE_MB: '0' } : {}),
    });
    const database = await openDatabase({ databaseUrl: url, maxConnections: POOL_SIZE });
    const app = createApp({ db: database.db, env, mediaStore: new LocalDiskMediaStore(env.mediaDir) });
    return {
      fetch: app.fetch,
      close: async () => {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  throw new Error(`unknown mode ${mode}`);
}

async function main(): Promise<void> {
  const [mode = '', ...args] = process.argv.slice(2);
  const target = await build(mode, args);
  const server = serve({ fetch: target.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
    process.send?.({ port: info.port });
  });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    const timer = setTimeout(() => process.exit(0), 5000);
    timer.unref();
    // Handlers keep running after autocannon drops its sockets (which ends server.close at
    // once): give them a moment to finish before the pool goes away.
    server.close();
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    void new Promise<void>((done) => setTimeout(done, 1500)).then(() => target.close()).finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.on('disconnect', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
