/**
 * Nothing is emailed to a deactivated account: staff who left must not keep receiving customers'
 * names, addresses and messages. Every email passes here twice: when it is queued (enqueue.ts, in
 * the caller's transaction, so nothing is queued for them) and when the worker is about to send it
 * (worker.ts, for one queued before the account was deactivated). The account is the one named by
 * `userId` or, for an email that names only an address, the one with that address.
 */
import type { SqlExecutor } from '../jobs/queue.js';

const DEACTIVATED_RECIPIENT = `select 1 from users where deactivated_at is not null and (id = $1 or lower(email) = lower($2)) limit 1`;

export async function isDeactivatedRecipient(db: SqlExecutor, recipient: { to: string; userId?: number }): Promise<boolean> {
  const { rows } = await db.executeSql(DEACTIVATED_RECIPIENT, [recipient.userId ?? null, recipient.to.trim()]);
  return rows.length > 0;
}
