/**
 * The sandbox's renewal schedule on the background job queue (decision 015): every process
 * queues a `subscription-renewals` job every few minutes (the queue keeps at most one waiting,
 * so instances do not pile them up) and works them; each job renews what is due by the app's
 * clock (renewals.ts). Tests inject the clock and call `runNow`.
 */
import PgBoss from 'pg-boss';
import type { Database } from '../db/open.js';
import type { Clock } from '../deps.js';
import type { ErrorLogger } from '../http/errors.js';
import { RENEWAL_QUEUE, type JobQueueConnection } from '../jobs/queue.js';
import { renewDueSubscriptions, type RenewalSweep } from './renewals.js';

export interface RenewalWorkerOptions {
  jobQueue: JobQueueConnection;
  db: Database;
  clock: Clock;
  logError: ErrorLogger;
  /** Between queued sweeps (default 300 s). */
  intervalSeconds?: number;
  /** Called after each sweep (tests wait for it). */
  onSwept?: (sweep: RenewalSweep) => void;
}

export interface RenewalWorker {
  /** Queues a sweep now and wakes the worker. */
  runNow(): Promise<void>;
  close(): Promise<void>;
}

export async function startRenewalWorker(options: RenewalWorkerOptions): Promise<RenewalWorker> {
  const boss = new PgBoss({ ...options.jobQueue, max: 2, schedule: false, migrate: false, supervise: false });
  boss.on('error', (error) => options.logError('[subscriptions] job queue error:', error));
  await boss.start();
  const workerId = await boss.work(RENEWAL_QUEUE, { pollingIntervalSeconds: 2 }, async () => {
    const sweep = await renewDueSubscriptions(options.db, options.clock.now());
    options.onSwept?.(sweep);
  });
  const queueSweep = async () => {
    await boss.send(RENEWAL_QUEUE, {});
    boss.notifyWorker(workerId);
  };
  const timer = setInterval(
    () => {
      queueSweep().catch((error: unknown) => options.logError('[subscriptions] could not queue the renewal sweep:', error));
    },
    (options.intervalSeconds ?? 300) * 1000,
  );
  timer.unref();
  return {
    runNow: queueSweep,
    close: async () => {
      clearInterval(timer);
      await boss.stop({ graceful: true, timeout: 10_000, wait: true });
    },
  };
}
