/**
 * Starts the API: configuration, database (migrated), demo data when due, then HTTP on PORT.
 * In production it also serves the built shell and remotes from the same port.
 */
import { sealBookedAccessNotes } from './access/bookedNotes.js';
import { configuredKeyring } from './access/sealing.js';
import { createApp } from './app.js';
import { setPasswordHashCost } from './auth/passwords.js';
import { openDatabase, type DatabaseHandle } from './db/open.js';
import { emailLinkSecret } from './email/linkSecret.js';
import { startEmailWorker } from './email/worker.js';
import { EnvError, loadEnv, type Env } from './env.js';
import { openMediaStore } from './media/open.js';
import { DrainState } from './ops/drain.js';
import { createLogger, pinoErrorLogger } from './ops/logger.js';
import { createMetrics } from './ops/metrics.js';
import { startMetricsServer, type MetricsServer } from './ops/metricsServer.js';
import { startHttpServer, type HttpServer } from './realtime/httpServer.js';
import { startOrphanSweeps } from './media/orphans.js';
import { startRealtime } from './realtime/realtime.js';
import { seedDemoData, shouldSeedDemo, type DemoSeedResult } from './seed/demo.js';
import { startRenewalWorker } from './subscriptions/worker.js';
import { startReminderSweeps } from './visits/reminders.js';
import { runningClock } from './time/clock.js';

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
  // New password hashes at production's cost; only a test's server may lower it (env.ts).
  setPasswordHashCost(env.passwordHashCost);

  let database: DatabaseHandle;
  try {
    database = await openDatabase({ databaseUrl: env.databaseUrl, pgliteDir: env.pgliteDir });
    await database.migrate();
  } catch (error) {
    console.error(`Could not open the database (${describeDatabase(env)}):`, error instanceof Error ? error.message : error);
    process.exit(1);
  }

  // The machine's clock, or CLOCK_NOW's instant running on (tests; refused in production).
  const clock = runningClock(env.clockNow);
  if (env.clockNow) console.log(`The clock starts at ${env.clockNow.toISOString()} (CLOCK_NOW) and runs on from there.`);
  const mediaStore = await openMediaStore(env);
  const keyring = configuredKeyring(env);
  if (await shouldSeedDemo(database.db, env)) {
    printDemoLogins(await seedDemoData(database.db, mediaStore, { now: clock.now(), accessKeys: keyring }));
  }
  // Access text typed at booking before it was sealed: into each home's sealed details (decision 024).
  const sealedNotes = await sealBookedAccessNotes(database.db, () => keyring, clock.now());
  if (sealedNotes.homes + sealedNotes.visits + sealedNotes.bookings > 0) {
    console.log(
      `Sealed booked access notes: ${sealedNotes.homes} homes, ${sealedNotes.visits} visits and ${sealedNotes.bookings} bookings cleared`,
    );
  }

  const logger = createLogger(env.logLevel);
  const logError = pinoErrorLogger(logger);
  const metrics = createMetrics({ defaultMetrics: true });
  const drain = new DrainState();
  // Every process delivers queued email; the queue hands each message to one of them.
  const linkSecret = await emailLinkSecret(database.db, env.emailLinkSecret);
  const email = await startEmailWorker({
    jobQueue: database.jobQueue,
    notifications: database.notifications,
    env,
    linkSecret,
    logError,
    onDelivered: () => metrics.emailSent(),
    onFailed: () => metrics.emailFailed(),
  });
  // The sandbox's recurring plans renew on the job queue, by this clock (decision 015).
  const renewals = await startRenewalWorker({ jobQueue: database.jobQueue, db: database.db, clock, logError });
  // LISTEN housesit_events: events published by any API process reach this one's sockets.
  const realtime = await startRealtime({ db: database.db, channel: database.notifications, clock, logError });
  metrics.setSources({ openSockets: () => realtime.hub.size, emailQueueDepth: () => email.queueSize() });
  const app = createApp(
    { db: database.db, driver: database.driver, env, mediaStore, clock, realtime, accessKeys: keyring },
    { logError, logger, metrics, drain },
  );
  const stopOrphanSweeps = startOrphanSweeps({ db: database.db, mediaStore, clock, logError });
  // The day-before visit reminders, by this clock. Not beside the test factory: its tests own every
  // notification their households get (the API's tests call sendVisitReminders themselves).
  const stopReminderSweeps = env.testFactory ? () => {} : startReminderSweeps({ db: database.db, clock, logError });
  let http: HttpServer;
  let metricsServer: MetricsServer | null = null;
  try {
    http = await startHttpServer(app, { port: env.port });
    const server = http;
    metrics.setSources({ inFlight: () => server.inFlight() });
    if (env.metricsPort !== null) metricsServer = await startMetricsServer(metrics, { port: env.metricsPort });
  } catch (error) {
    logger.fatal({ err: error }, `Could not listen on port ${env.port}${env.metricsPort !== null ? ` or ${env.metricsPort}` : ''}`);
    stopOrphanSweeps();
    stopReminderSweeps();
    await realtime.close().catch(() => {});
    await email.close().catch(() => {});
    await renewals.close().catch(() => {});
    await database.close().finally(() => process.exit(1));
    return;
  }
  logger.info({ nodeEnv: env.nodeEnv, database: describeDatabase(env) }, `Housesit API (${env.nodeEnv}, ${describeDatabase(env)})`);
  logger.info(
    { port: http.port, metricsPort: metricsServer?.port ?? null },
    `Listening on http://localhost:${http.port}${env.serveStatic ? ' (serving the shell and remotes)' : ''} (WebSocket at /ws)`,
  );
  logger.info(`Email goes to ${email.transport.description}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      logger.warn(`${signal} again: already shutting down`);
      return;
    }
    stopping = true;
    stopOrphanSweeps();
    stopReminderSweeps();
    // From here /api/ready answers 503, so a load balancer that still has a connection stops sending.
    drain.start();
    logger.info({ signal, inFlight: http.inFlight(), sockets: http.openSockets(), drainMs: env.shutdownDrainMs }, `${signal}: draining`);
    // A step that hangs must not keep the process: give up well after every bound below.
    setTimeout(() => {
      logger.error('shutdown did not finish in time; exiting');
      process.exit(1);
    }, env.shutdownDrainMs + 20_000).unref();
    const drained = await http.drain(env.shutdownDrainMs);
    logger.info(
      { ...drained },
      `drained: ${drained.finished} requests finished, ${drained.cutOff} cut off, ${drained.socketsClosed} sockets closed`,
    );
    // Messages being sent finish (the rest stay queued for another instance).
    await email.close().catch((error: unknown) => logError('[shutdown] email worker:', error));
    await renewals.close().catch((error: unknown) => logError('[shutdown] renewal worker:', error));
    // Stops LISTEN and clears this instance's presence rows.
    await realtime.close().catch((error: unknown) => logError('[shutdown] realtime:', error));
    await metricsServer?.close();
    // PGlite flushes its files on close; give up after a few seconds rather than hang.
    const closed = await Promise.race([
      database.close().then(() => true),
      new Promise<false>((done) => setTimeout(() => done(false), 5000).unref()),
    ]).catch((error: unknown) => (logError('[shutdown] database:', error), false));
    logger.info({ databaseClosed: closed }, 'stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

void main();
