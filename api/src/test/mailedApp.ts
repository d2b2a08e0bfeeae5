/**
 * The real app (testApp.ts) with its email worker delivering to a real SMTP server
 * (smtpServer.ts), for tests that read what was sent: queue an email (or do what queues one), then
 * `smtp.waitFor(n)` or poll `smtp.received`. Nothing is mocked.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import type { Database } from '../db/open.js';
import { EMAIL_QUEUE } from '../email/enqueue.js';
import { emailLinkSecret } from '../email/linkSecret.js';
import { startEmailWorker, type EmailWorker } from '../email/worker.js';
import { startTestSmtpServer, type TestSmtpServer } from './smtpServer.js';
import { createTestApp, type TestApp, type TestAppOptions } from './testApp.js';

export interface MailedApp {
  app: TestApp;
  /** Where the worker delivers; `received` holds every message it accepted. */
  smtp: TestSmtpServer;
  worker: EmailWorker;
  /** Email jobs not completed yet (queued, being sent or to be retried): 0 once the queue has drained. */
  jobsWaiting(): Promise<number>;
  /** Stops the worker, then the SMTP server, then the app. */
  close(): Promise<void>;
}

/** createTestApp(options), an SMTP server, and the email worker polling every half second. */
export async function startMailedApp(options: TestAppOptions = {}): Promise<MailedApp> {
  const app = await createTestApp(options);
  const smtp = await startTestSmtpServer();
  const worker = await startEmailWorker({
    jobQueue: app.database.jobQueue,
    notifications: app.database.notifications,
    env: { ...app.env, mail: { ...app.env.mail, smtpUrl: smtp.url } },
    linkSecret: await emailLinkSecret(app.db, app.env.emailLinkSecret),
    logError: () => {},
    pollingIntervalSeconds: 0.5,
  });
  return {
    app,
    smtp,
    worker,
    jobsWaiting: () => countEmailJobs(app.db, sql`state <> 'completed'`),
    close: async () => {
      await worker.close();
      await smtp.close();
      await app.close();
    },
  };
}

/** How many jobs the email queue holds (of those `condition` keeps), whatever their state. */
export async function countEmailJobs(db: Database, condition: SQL = sql`true`): Promise<number> {
  const result: unknown = await db.execute(sql`select count(*)::int as n from pgboss.job where name = ${EMAIL_QUEUE} and ${condition}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{ n: number }>;
  return rows[0]?.n ?? 0;
}

/** A parsed message's To, as text ('' when it has none). */
export const recipient = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '');
