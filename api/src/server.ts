/**
 * Starts the API: configuration, database (migrated), demo data when due, then HTTP on PORT.
 * In production it also serves the built shell and remotes from the same port.
 */
import { createApp } from './app.js';
import { openDatabase, type DatabaseHandle } from './db/open.js';
import { systemClock } from './deps.js';
import { emailLinkSecret } from './email/linkSecret.js';
import { startEmailWorker } from './email/worker.js';
import { EnvError, loadEnv, type Env } from './env.js';
import { openMediaStore } from './media/open.js';
import { startHttpServer, type HttpServer } from './realtime/httpServer.js';
import { startOrphanSweeps } from './media/orphans.js';
import { startRealtime } from './realtime/realtime.js';
import { seedDemoData, shouldSeedDemo, type DemoSeedResult } from './seed/demo.js';

function describeDatabase(env: Env): string {
  if (!env.databaseUrl) return `embedded PGlite in ${env.pgliteDir}`;
  const url = new URL(env.databaseUrl);
  return `PostgreSQL at ${url.host}${url.pathname}`;
}

function printDemoLogins(seed: DemoSeedResult): void {
  console.log('\nDemo data created. Sign in with any of these (password for all: ' + seed.password + '):');
  for (const login of seed.logins) console.log(`  ${login.username.padEnd(12)} ${login.role}`);
  console.log('');
}

async function main(): Promise<void> {
  let env: Env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let database: DatabaseHandle;
  try {
    database = await openDatabase({ databaseUrl: env.databaseUrl, pgliteDir: env.pgliteDir });
    await database.migrate();
  } catch (error) {
    console.error(`Could not open the database (${describeDatabase(env)}):`, error instanceof Error ? error.message : error);
    process.exit(1);
  }

  const mediaStore = openMediaStore(env);
  if (await shouldSeedDemo(database.db, env)) {
    printDemoLogins(await seedDemoData(database.db, mediaStore, { now: systemClock.now() }));
  }

  const logError = (message: string, error: unknown) => console.error(message, error);
  // Every process delivers queued email; the queue hands each message to one of them.
  const linkSecret = await emailLinkSecret(database.db, env.emailLinkSecret);
  const email = await startEmailWorker({ jobQueue: database.jobQueue, notifications: database.notifications, env, linkSecret, logError });
  // LISTEN housesit_events: events published by any API process reach this one's sockets.
  const realtime = await startRealtime({ db: database.db, channel: database.notifications, logError });
  const app = createApp({ db: database.db, driver: database.driver, env, mediaStore, clock: systemClock, realtime }, { logError });
  const stopOrphanSweeps = startOrphanSweeps({ db: database.db, mediaStore, clock: systemClock, logError });
  let http: HttpServer;
  try {
    http = await startHttpServer(app, { port: env.port });
  } catch (error) {
    console.error(`Could not listen on port ${env.port}:`, error instanceof Error ? error.message : error);
    stopOrphanSweeps();
    await realtime.close().catch(() => {});
    await email.close().catch(() => {});
    await database.close().finally(() => process.exit(1));
    return;
  }
  console.log(`Housesit API (${env.nodeEnv}, ${describeDatabase(env)})`);
  console.log(`Listening on http://localhost:${http.port}${env.serveStatic ? ' (serving the shell and remotes)' : ''} (WebSocket at /ws)`);
  console.log(`Email goes to ${email.transport.description}`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: shutting down`);
    stopOrphanSweeps();
    void http.close();
    void realtime.close().catch(() => {});
    // PGlite flushes its files on close; give up after a few seconds rather than hang.
    const timer = setTimeout(() => process.exit(0), 5000);
    timer.unref();
    // Messages being sent finish (the rest stay queued) before the database closes.
    void email
      .close()
      .catch(() => {})
      .finally(() => void database.close().finally(() => process.exit(0)));
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

void main();
