/**
 * The key that signs one-click unsubscribe links: EMAIL_LINK_SECRET when the operator set it,
 * otherwise one generated on first use and kept in `server_secrets`, so every API instance and
 * the worker sign alike and links in old emails keep working after a restart. Never leaves the
 * server.
 */
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/open.js';
import { serverSecrets } from '../db/schema.js';

const SECRET_NAME = 'email_link_secret';
const loaded = new WeakMap<Database, Promise<string>>();

export function emailLinkSecret(db: Database, configured: string | null): Promise<string> {
  if (configured) return Promise.resolve(configured);
  let secret = loaded.get(db);
  if (!secret) {
    secret = storedSecret(db);
    // A failed read is tried again next time instead of being remembered.
    secret.catch(() => loaded.delete(db));
    loaded.set(db, secret);
  }
  return secret;
}

async function storedSecret(db: Database): Promise<string> {
  // Two instances starting at once: the first insert wins and both read the winner.
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME));
  if (!row) throw new Error('the email link secret could not be stored');
  return row.value;
}
