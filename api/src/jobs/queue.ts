/**
 * Background jobs on the database itself (decision 011): pg-boss 10 keeps its queues in the
 * `pgboss` schema of the same PostgreSQL (or embedded PGlite) database the API uses, so a job
 * is stored by the transaction that decides it (an email is queued with the payment that it
 * confirms) and several API processes share the work without a broker.
 */
import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database } from '../db/open.js';
import { rowsOf } from '../db/rows.js';

/** What pg-boss needs from a connection: run one statement (or, without values, a script). */
export type SqlExecutor = PgBoss.Db;

/** How pg-boss reaches the database: its own node-postgres pool on a server, the PGlite instance otherwise. */
export type JobQueueConnection = { connectionString: string } | { db: SqlExecutor };

/** Every queue the API uses, created (if missing) by `installJobQueues` with these defaults. */
export const QUEUES: readonly PgBoss.Queue[] = [
  {
    name: 'email',
    // A mail server outage delays, never loses: 8 retries back off from 30 s to about 2 hours.
    retryLimit: 8,
    retryDelay: 30,
    retryBackoff: true,
    // An attempt still active after this (its process died mid-send) is retried.
    expireInSeconds: 120,
    retentionMinutes: 7 * 24 * 60,
  },
  {
    name: 'subscription-renewals',
    // At most one sweep waiting (and one running): every instance queues them on a timer.
    policy: 'stately',
    retryLimit: 3,
    retryDelay: 60,
    expireInSeconds: 600,
    retentionMinutes: 24 * 60,
  },
];

/** The sandbox's renewal sweeps (subscriptions/worker.ts). */
export const RENEWAL_QUEUE = 'subscription-renewals';

/** Changes to a queue's defaults (for jobs queued from then on): tests shorten the email attempts' expiry. */
export type QueueSettings = Partial<Record<string, Pick<PgBoss.Queue, 'expireInSeconds' | 'retryDelay' | 'retryLimit'>>>;

/**
 * Creates pg-boss's schema (or migrates it) and the queues; safe to run from several processes
 * at once. `settings` overrides a queue's defaults, also on a queue that already exists.
 */
export async function installJobQueues(connection: JobQueueConnection, settings: QueueSettings = {}): Promise<void> {
  const boss = new PgBoss({ ...connection, max: 1, supervise: false, schedule: false });
  boss.on('error', () => {});
  await boss.start();
  try {
    for (const queue of QUEUES) {
      await boss.createQueue(queue.name, { ...queue, ...settings[queue.name] });
      const changed = settings[queue.name];
      if (changed) await boss.updateQueue(queue.name, { ...queue, ...changed });
    }
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}

/**
 * PGlite as pg-boss's connection. pg-boss sends its schema scripts without values: PGlite's
 * `exec` runs those (several statements); everything else is one parameterised statement.
 */
export function pgliteExecutor(client: PGlite): SqlExecutor {
  return {
    // pg-boss's type says values are always given; its schema scripts come without (at run time).
    async executeSql(text: string, values?: unknown[]) {
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = await client.query(text, values.map(toParameter));
      return { rows: result.rows };
    },
  };
}

/**
 * A drizzle database or transaction as pg-boss's connection, so `send` writes the job in the
 * caller's transaction: it is queued if and only if the transaction commits.
 */
export function drizzleExecutor(db: Database): SqlExecutor {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const result: unknown = await db.execute(withParameters(text, values ?? []));
      return { rows: rowsOf<unknown>(result) };
    },
  };
}

/** `$1`-style placeholders of pg-boss's SQL as drizzle parameters (each occurrence binds the value again). */
function withParameters(text: string, values: readonly unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${toParameter(values[Number(match[1]) - 1])}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/** As node-postgres would send it: undefined is null, plain objects are JSON. */
function toParameter(value: unknown): unknown {
  if (value === undefined) return null;
  if (value !== null && typeof value === 'object' && !(value instanceof Date) && !Array.isArray(value) && !Buffer.isBuffer(value)) {
    return JSON.stringify(value);
  }
  return value;
}
