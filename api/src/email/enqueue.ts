/**
 * Queues an email: `enqueueEmail(db, { to, template, data, userId })`. Pass the transaction that makes
 * the email true (the payment that completed, the refund that was recorded): the message is
 * queued if and only if that transaction commits, and the worker (worker.ts) delivers it with
 * retries. Nothing is sent here. An optional-category email (templates/index.ts) names the
 * recipient's `userId`: if they turned that category off nothing is queued, decided in the same
 * transaction; it then carries their one-click unsubscribe link. Receipts always go, but nothing
 * at all goes to a deactivated account (recipients.ts).
 */
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Database } from '../db/open.js';
import { drizzleExecutor } from '../jobs/queue.js';
import { hasOptedOut } from './preferences.js';
import { isDeactivatedRecipient } from './recipients.js';
import { emailCategory, type EmailTemplateData, type EmailTemplateName, type OptionalEmailTemplateName } from './templates/index.js';

export const EMAIL_QUEUE = 'email';
/** NOTIFYed with every queued email so idle workers of every API process fetch at once. */
export const EMAIL_WAKE_CHANNEL = 'housesit_email';

export type EmailRequest<Name extends EmailTemplateName = EmailTemplateName> = {
  to: string;
  template: Name;
  data: EmailTemplateData[Name];
  /** The recipient's account: required for the templates a user may turn off. */
  userId?: number;
} & (Name extends OptionalEmailTemplateName ? { userId: number } : unknown);

/** What the queue stores: the request plus its Message-ID, the same on every attempt. */
export interface EmailJobData {
  to: string;
  template: EmailTemplateName;
  data: EmailTemplateData[EmailTemplateName];
  userId?: number;
  messageId: string;
}

/** Only `send` is used, always with the caller's connection: this instance never connects itself. */
const sender = new PgBoss({
  db: {
    executeSql: () => Promise.reject(new Error('enqueueEmail sends through the connection it is given')),
  },
});

/**
 * Queues one email in `db`'s transaction (or on its own); resolves to the job's id, or null
 * when the recipient turned this category off or their account is deactivated.
 */
export async function enqueueEmail<Name extends EmailTemplateName>(db: Database, request: EmailRequest<Name>): Promise<string | null> {
  const executor = drizzleExecutor(db);
  if (await isDeactivatedRecipient(executor, request)) return null;
  const category = emailCategory(request.template);
  if (category && request.userId !== undefined && (await hasOptedOut(db, request.userId, category))) return null;
  const job: EmailJobData = { ...request, messageId: `<${randomUUID()}@housesit.email>` };
  const id = await sender.send(EMAIL_QUEUE, job, { db: executor });
  if (!id) throw new Error('the email queue refused the message');
  // Delivered when the transaction commits (and not at all if it rolls back).
  await db.execute(sql`select pg_notify(${EMAIL_WAKE_CHANNEL}, '')`);
  return id;
}
