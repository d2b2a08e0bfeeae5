/**
 * Email end to end inside the API: a completed payment queues the booking-confirmed email in its
 * transaction; the worker delivers it to a real SMTP server (smtp-server), where mailparser reads
 * it; outages retry, several workers send each message once, a killed worker's message is sent once after
 * restart (email.crash.test.ts).
 */
import { formatCents } from '@housesit/shared-contracts';
import { desc, sql } from 'drizzle-orm';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../db/schema.js';
import { checkoutBody } from '../test/bookingFixtures.js';
import { insertUser, signIn } from '../test/fixtures.js';
import { sampleBookingConfirmed, startTestSmtpServer, type SmtpDecision, type TestSmtpServer } from '../test/smtpServer.js';
import { connectAgain, createTestApp, type TestApp, type TestClient } from '../test/testApp.js';
import { enqueueEmail, EMAIL_QUEUE } from './enqueue.js';
import { emailLinkSecret } from './linkSecret.js';
import { createMetrics } from '../ops/metrics.js';
import { startEmailWorker, type EmailWorkerOptions } from './worker.js';

const PUBLIC_URL = 'https://housesit.test';
let t: TestApp;
let owner: TestClient;
const running: Array<{ close(): Promise<void> }> = [];

beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_URL, MAIL_FROM: 'Housesit <hello@housesit.test>', SUPPORT_EMAIL: 'help@housesit.test', SUPPORT_PHONE: '(617) 555-0100' },
  });
  await insertUser(t.db, { username: 'owner', firstName: 'Olivia', email: 'olivia@example.com' });
  owner = t.client();
  await signIn(owner, 'owner');
});
afterEach(async () => {
  for (const item of running.splice(0).reverse()) await item.close();
  await t.db.execute(sql`delete from pgboss.job`);
});
afterAll(async () => {
  await t.close();
});

async function smtp(decide?: (attempt: number) => SmtpDecision) {
  const server = await startTestSmtpServer({ decide });
  running.push(server);
  return server;
}

async function worker(
  server: TestSmtpServer,
  database = t.database,
  extra: Pick<EmailWorkerOptions, 'maintenanceIntervalSeconds' | 'onDelivered' | 'onFailed'> = {},
) {
  const started = await startEmailWorker({
    jobQueue: database.jobQueue,
    notifications: database.notifications,
    env: { ...t.env, mail: { ...t.env.mail, smtpUrl: server.url } },
    linkSecret: await emailLinkSecret(t.db, t.env.emailLinkSecret),
    logError: () => {},
    pollingIntervalSeconds: 0.5,
    ...extra,
  });
  running.push(started);
  return started;
}

async function bookAndPay(): Promise<void> {
  const response = await owner.post('/api/checkout', checkoutBody({ timeWindow: 'evening' }));
  expect(response.status).toBe(201);
  const { url } = (await response.json()) as { url: string };
  const checkoutId = decodeURIComponent(url.split('/').pop() ?? '');
  const paid = await owner.request('POST', `/api/payments/sandbox/${checkoutId}/pay`, {
    body: '',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(paid.status).toBe(303);
  // A second confirmation (a double click, a replayed webhook) sends nothing more.
  await owner.request('POST', `/api/payments/sandbox/${checkoutId}/pay`, {
    body: '',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** The email jobs' states, oldest first. */
async function states(): Promise<string[]> {
  const result: unknown = await t.db.execute(sql`select state from pgboss.job where name = ${EMAIL_QUEUE} order by created_on`);
  // postgres.js answers the rows, PGlite an object holding them.
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{ state: string }>;
  return rows.map((row) => row.state);
}

describe('booking confirmed email', () => {
  it('reaches a real SMTP server once per payment with the plan, dates, address and total paid', async () => {
    const server = await smtp();
    await worker(server);
    await bookAndPay();
    const [mail] = await server.waitFor(1);
    const parsed = mail!.parsed;
    // Extended × 2 ($170.00) + lockbox ($25.00).
    const total = formatCents(19500);
    expect(total).toBe('$195.00');
    expect(parsed.subject).toBe(`Booking confirmed: Extended Visit, ${total}`);
    expect(parsed.from?.value).toEqual([{ name: 'Housesit', address: 'hello@housesit.test' }]);
    expect(parsed.to && 'text' in parsed.to ? parsed.to.text : '').toBe('olivia@example.com');
    expect(parsed.text).toMatch(new RegExp(`Total paid:\\s+\\${total}`));
    expect(parsed.text).toContain('Monday, June 22, 2026, Monday, June 29, 2026');
    // The window the customer chose, as every screen says it (decision 018).
    expect(parsed.text).toMatch(/Time window:\s+Evening \(4–8\)/);
    expect(parsed.text).toContain('8 Washington Street, Marblehead, MA 01945');
    expect(parsed.text).toContain(`${PUBLIC_URL}/dashboard`);
    expect(parsed.text).toContain('help@housesit.test · (617) 555-0100');
    expect(parsed.html).toContain(`href="${PUBLIC_URL}/dashboard"`);
    expect(parsed.html).toContain('<td style="padding:8px 0;font-weight:600">$195.00</td>');
    expect(parsed.html).toContain('href="tel:+16175550100"');
    // The receipt's number and the transaction, and words that say the dates are already booked.
    const [payment] = await t.db.select().from(payments).orderBy(desc(payments.id)).limit(1);
    expect(parsed.text).toMatch(new RegExp(`Transaction:\\s+${payment!.transactionId}`));
    expect(parsed.text).toMatch(/Receipt:\s+HS-0+\d+/);
    expect(parsed.text).toContain('Your visits are booked as shown above.');
    // The dates are booked at payment: no call to schedule is promised, and changes are the customer's own.
    expect(parsed.text).not.toMatch(/contact you within|24 hours/);
    expect(parsed.text).toContain('Your dates are booked: there is nothing more to schedule.');
    expect(parsed.text).toContain('To cancel or reschedule a visit, open it in My Visits at least 7 days before the visit');
    expect(parsed.text).not.toContain('to schedule your visit');
    // Nothing else arrives: the repeated confirmation queued nothing (one job, and it is done).
    await expect.poll(states).toEqual(['completed']);
    expect(server.received).toHaveLength(1);
  });

  it('is not queued when the transaction that would queue it rolls back', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueEmail(tx, { to: 'x@example.com', template: 'bookingConfirmed', data: sampleBookingConfirmed() });
        throw new Error('payment update failed');
      }),
    ).rejects.toThrow('payment update failed');
    expect(await states()).toEqual([]);
  });
});

describe('delivery', () => {
  it('retries with backoff through a mail server outage and loses nothing', async () => {
    const server = await smtp((attempt) => (attempt <= 2 ? 'refuse' : 'accept'));
    // The counters the metrics port serves (ops/metrics.ts), fed by the worker's hooks as in server.ts.
    const metrics = createMetrics();
    const started = await worker(server, t.database, { onDelivered: () => metrics.emailSent(), onFailed: () => metrics.emailFailed() });
    metrics.setSources({ emailQueueDepth: () => started.queueSize() });
    await enqueueEmail(t.db, { to: 'a@example.com', template: 'bookingConfirmed', data: sampleBookingConfirmed() });
    await expect.poll(states, { timeout: 10_000 }).toEqual(['retry']);
    // The first retry waits 30 s or more (backoff); move it to now instead of waiting.
    for (let i = 0; i < 2; i++) {
      await expect.poll(states, { timeout: 10_000 }).toEqual(['retry']);
      await t.db.execute(sql`update pgboss.job set start_after = now() where state = 'retry'`);
      if (i === 0) await expect.poll(() => server.attempts, { timeout: 10_000 }).toBe(2);
    }
    const [mail] = await server.waitFor(1);
    expect(mail!.parsed.subject).toContain('Booking confirmed');
    expect(server.attempts).toBe(3);
    await expect.poll(states).toEqual(['completed']);
    const scraped = await metrics.registry.metrics();
    expect(scraped).toMatch(/^housesit_emails_failed_total 2$/m);
    expect(scraped).toMatch(/^housesit_emails_sent_total 1$/m);
    expect(scraped).toMatch(/^housesit_email_queue_depth 0$/m);
  });

  it('sends each message once when several workers (API processes) share the queue', async () => {
    const server = await smtp();
    const second = await connectAgain(t.database);
    running.push(second);
    await worker(server);
    await worker(server, second);
    const count = 40;
    for (let i = 0; i < count; i++)
      await enqueueEmail(t.db, { to: `guest${i}@example.com`, template: 'bookingConfirmed', data: sampleBookingConfirmed() });
    await server.waitFor(count);
    // Every job is done: no worker is still sending one of them a second time.
    await expect.poll(states, { timeout: 10_000 }).toEqual(Array.from({ length: count }, () => 'completed'));
    const recipients = server.received.map((mail) => (mail.parsed.to && 'text' in mail.parsed.to ? mail.parsed.to.text : ''));
    expect(recipients).toHaveLength(count);
    expect(new Set(recipients).size).toBe(count);
  });

  it('writes every message to the mailbox folder when SMTP_URL is not set', async () => {
    const started = await startEmailWorker({
      jobQueue: t.database.jobQueue,
      notifications: t.database.notifications,
      env: t.env,
      linkSecret: await emailLinkSecret(t.db, t.env.emailLinkSecret),
      logError: () => {},
      pollingIntervalSeconds: 0.5,
    });
    running.push(started);
    expect(started.transport.description).toContain(t.env.mail.mailboxDir);
    await enqueueEmail(t.db, { to: 'folder@example.com', template: 'bookingConfirmed', data: sampleBookingConfirmed() });
    await expect
      .poll(async () => (await readdir(t.env.mail.mailboxDir).catch(() => [])).filter((name) => name.endsWith('.eml')).length, {
        timeout: 10_000,
      })
      .toBe(1);
    const [file] = (await readdir(t.env.mail.mailboxDir)).filter((name) => name.endsWith('.eml'));
    const parsed = await simpleParser(await readFile(join(t.env.mail.mailboxDir, file!)));
    expect(parsed.subject).toBe('Booking confirmed: Standard Visit, $65.00');
  });
});
