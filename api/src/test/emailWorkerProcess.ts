/**
 * Another API process's email worker, for the test that kills one mid-send (email.test.ts):
 * DATABASE_URL and SMTP_URL come from the environment the test gives it.
 */
import { openDatabase } from '../db/open.js';
import { emailLinkSecret } from '../email/linkSecret.js';
import { startEmailWorker } from '../email/worker.js';
import { loadEnv } from '../env.js';

const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.databaseUrl, maxConnections: 2 });
await startEmailWorker({
  jobQueue: database.jobQueue,
  linkSecret: await emailLinkSecret(database.db, env.emailLinkSecret),
  notifications: database.notifications,
  env,
  logError: (message, error) => console.error(message, error),
  pollingIntervalSeconds: 0.5,
});
// The test waits for this line before it counts on this process.
console.log('ready');
