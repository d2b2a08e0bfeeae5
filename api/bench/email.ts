/**
 * Email delivery latency, queued → accepted by SMTP, for 200 emails queued at once.
 * The real queue (pg-boss on a throwaway PostgreSQL database, then on embedded PGlite), the real
 * worker (src/email/worker.ts, one per API process) and a real SMTP server (smtp-server) on
 * loopback. Each email's clock starts when its enqueue transaction commits and stops when the
 * server accepts it. Prints median and p99 per database; exits 1 when PostgreSQL (every real
 * deployment) is over budget. The embedded figure is printed for information: one PGlite
 * connection serves the enqueueing loop and the worker in turn.
 * Run: npm run bench:api:email -w @housesit/api
 */
import { openDatabase, type DatabaseHandle } from '../src/db/open.js';
import { enqueueEmail } from '../src/email/enqueue.js';
import { emailLinkSecret } from '../src/email/linkSecret.js';
import { startEmailWorker } from '../src/email/worker.js';
import { loadEnv } from '../src/env.js';
import { sampleBookingConfirmed, startTestSmtpServer } from '../src/test/smtpServer.js';
import { createBenchDatabase } from './lib/database.js';
import { runBenchmark } from './lib/run.js';

const EMAILS = 200;
/** 200 messages over one worker's 4 SMTP connections: each should be accepted within 10 s. */
const P99_BUDGET_MS = 10_000;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function measure(label: string, handle: DatabaseHandle): Promise<{ median: number; p99: number; totalMs: number }> {
  const smtp = await startTestSmtpServer();
  const env = loadEnv({ NODE_ENV: 'test', SMTP_URL: smtp.url, PUBLIC_URL: 'https://housesit.example' });
  const linkSecret = await emailLinkSecret(handle.db, env.emailLinkSecret);
  const worker = await startEmailWorker({
    jobQueue: handle.jobQueue,
    notifications: handle.notifications,
    env,
    linkSecret,
    logError: console.error,
  });
  const queuedAt = new Map<string, number>();
  const started = performance.now();
  try {
    for (let i = 0; i < EMAILS; i++) {
      const to = `guest${i}@example.com`;
      await enqueueEmail(handle.db, {
        to,
        template: 'bookingConfirmed',
        data: sampleBookingConfirmed('Guest'),
      });
      queuedAt.set(to, performance.now());
    }
    const received = await smtp.waitFor(EMAILS, 120_000);
    const latencies = received
      .map((mail) => {
        const to = mail.parsed.to && 'text' in mail.parsed.to ? mail.parsed.to.text : '';
        return mail.acceptedAt - (queuedAt.get(to) ?? NaN);
      })
      .sort((a, b) => a - b);
    const result = {
      median: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      totalMs: Math.max(...received.map((m) => m.acceptedAt)) - started,
    };
    console.log(
      `  ${label.padEnd(22)} ${EMAILS} emails: median ${result.median.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms, all accepted ${(result.totalMs / 1000).toFixed(1)} s after the first was queued`,
    );
    return result;
  } finally {
    await worker.close();
    await smtp.close();
  }
}

runBenchmark(
  'email',
  async () => {
    console.log(`Email delivery latency, queued → accepted by SMTP (budget on PostgreSQL: p99 ≤ ${P99_BUDGET_MS / 1000} s)`);
    const server = await createBenchDatabase();
    let ok = true;
    try {
      ok = (await measure('PostgreSQL', server.handle)).p99 <= P99_BUDGET_MS && ok;
    } finally {
      await server.drop();
    }
    const embedded = await openDatabase({ databaseUrl: null, pgliteDir: null });
    try {
      await embedded.migrate();
      await measure('embedded PGlite', embedded);
    } finally {
      await embedded.close();
    }
    return ok;
  },
  10 * 60 * 1000,
);
