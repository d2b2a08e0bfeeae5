/**
 * Delivers queued email (enqueue.ts). Every API process runs one worker; pg-boss hands each job
 * to one of them (SELECT … FOR UPDATE SKIP LOCKED), so with several instances a message is sent
 * once. A failed attempt is retried with backoff (jobs/queue.ts); an attempt whose process died
 * stays active until it expires, then is retried: the message is delivered once it can be.
 */
import PgBoss from 'pg-boss';
import type { NotificationChannel } from '../db/open.js';
import type { Env } from '../env.js';
import type { ErrorLogger } from '../http/errors.js';
import type { JobQueueConnection } from '../jobs/queue.js';
import { EMAIL_QUEUE, EMAIL_WAKE_CHANNEL, type EmailJobData } from './enqueue.js';
import { isDeactivatedRecipient } from './recipients.js';
import { emailCategory, isEmailTemplateName, renderTemplate, type EmailContext } from './templates/index.js';
import { createMailTransport, type MailTransport } from './transport.js';
import { unsubscribeUrl } from './unsubscribe.js';

export interface EmailWorkerOptions {
  jobQueue: JobQueueConnection;
  /** LISTEN for newly queued email, so an idle worker does not wait for its next poll. */
  notifications: NotificationChannel;
  env: Pick<Env, 'mail' | 'support' | 'publicUrl'>;
  /** Signs the unsubscribe links of optional-category email (linkSecret.ts: emailLinkSecret). */
  linkSecret: string;
  /** Defaults to SMTP_URL's server or the mailbox folder. */
  transport?: MailTransport;
  logError: ErrorLogger;
  /** Between fetches when nothing woke the worker (default 5 s). */
  pollingIntervalSeconds?: number;
  /** How often expired attempts are put back for retry (default 30 s). */
  maintenanceIntervalSeconds?: number;
  /** Messages sent in parallel (default 8). */
  batchSize?: number;
  /** Called once the server accepted a message, before the job is marked completed (benchmarks and tests measure with it). */
  onDelivered?: (job: EmailJobData, queueId: string) => void;
  /** Called when an attempt failed (it is retried), before the job is marked for retry: the emails-failed metric. */
  onFailed?: (job: EmailJobData, queueId: string) => void;
}

export interface EmailWorker {
  transport: MailTransport;
  /** Emails waiting to be sent (created or retrying), across every instance: the queue-depth metric. */
  queueSize(): Promise<number>;
  /** Finishes the messages being sent, then stops (unsent ones stay queued). */
  close(): Promise<void>;
}

export async function startEmailWorker(options: EmailWorkerOptions): Promise<EmailWorker> {
  const transport = options.transport ?? createMailTransport(options.env.mail);
  const context: EmailContext = { publicUrl: options.env.publicUrl, support: options.env.support };
  const batchSize = options.batchSize ?? 8;
  const boss = new PgBoss({
    ...options.jobQueue,
    max: 3,
    schedule: false,
    migrate: false,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 30,
  });
  boss.on('error', (error) => options.logError('[email] job queue error:', error));
  await boss.start();

  const deliver = async (job: PgBoss.Job<EmailJobData>) => {
    const { to, template, data, messageId, userId } = job.data;
    try {
      // Queued before the account was deactivated: done, without sending (recipients.ts).
      if (await isDeactivatedRecipient(boss.getDb(), job.data)) {
        await boss.complete(EMAIL_QUEUE, job.id, { skipped: 'recipient deactivated' });
        return;
      }
      if (!isEmailTemplateName(template)) throw new Error(`unknown email template '${String(template)}'`);
      const category = emailCategory(template);
      // RFC 8058: mail clients offer 'Unsubscribe' and POST to the link without a session.
      const unsubscribe =
        category && userId !== undefined ? unsubscribeUrl(context.publicUrl, options.linkSecret, userId, category) : undefined;
      const email = renderTemplate(template, data, { ...context, unsubscribeUrl: unsubscribe });
      const headers = unsubscribe
        ? { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
        : undefined;
      await transport.send({
        from: options.env.mail.from,
        to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId,
        headers,
      });
    } catch (error) {
      options.logError(`[email] could not send '${template}' (job ${job.id}), will retry:`, error);
      // Counted as the attempt fails, before the queue records it: whoever sees the job retrying
      // (a test, an operator's query) finds it counted too.
      options.onFailed?.(job.data, job.id);
      await boss.fail(EMAIL_QUEUE, job.id, { message: error instanceof Error ? error.message : String(error) });
      return;
    }
    // Counted when the server accepted it, before the queue records it as completed (as above).
    options.onDelivered?.(job.data, job.id);
    // Completed as soon as the server accepted it: the window in which a crash resends is this call.
    await boss.complete(EMAIL_QUEUE, job.id);
  };

  const workerId = await boss.work<EmailJobData>(
    EMAIL_QUEUE,
    { batchSize, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 5 },
    async (jobs) => {
      await Promise.all(jobs.map(deliver));
      // A full batch means more are probably waiting: fetch again without sleeping.
      if (jobs.length === batchSize) boss.notifyWorker(workerId);
    },
  );
  const unlisten = await options.notifications.listen(EMAIL_WAKE_CHANNEL, () => boss.notifyWorker(workerId));

  return {
    transport,
    // Below 'active': the jobs not yet picked up by any worker.
    queueSize: () => boss.getQueueSize(EMAIL_QUEUE, { before: 'active' }),
    close: async () => {
      await unlisten();
      await boss.stop({ graceful: true, timeout: 10_000, wait: true });
      transport.close();
    },
  };
}
