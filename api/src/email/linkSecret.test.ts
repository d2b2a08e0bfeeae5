/** The unsubscribe links' key: EMAIL_LINK_SECRET when set, else generated once and kept in the database. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverSecrets } from '../db/schema.js';
import { createTestDatabase, type TestDatabase } from '../test/testApp.js';
import { emailLinkSecret } from './linkSecret.js';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('the email link secret', () => {
  it('is generated once, stored, and the same on every later call (links survive restarts)', async () => {
    const first = await emailLinkSecret(database.db, null);
    expect(first.length).toBeGreaterThanOrEqual(43);
    const [row] = await database.db.select().from(serverSecrets).where(eq(serverSecrets.name, 'email_link_secret'));
    expect(row?.value).toBe(first);
    expect(await emailLinkSecret(database.db, null)).toBe(first);
  });

  it('is EMAIL_LINK_SECRET when the operator set it', async () => {
    expect(await emailLinkSecret(database.db, 'k'.repeat(40))).toBe('k'.repeat(40));
  });
});

describe('unsubscribe tokens', () => {
  it('name the user and category, and only under the secret that signed them', () => {
    const token = unsubscribeToken('a'.repeat(32), 42, 'messages');
    expect(readUnsubscribeToken('a'.repeat(32), token)).toEqual({ userId: 42, category: 'messages' });
    expect(readUnsubscribeToken('b'.repeat(32), token)).toBeNull();
    for (const bad of [undefined, '', '42.messages', '0.messages.x', `42.receipts.${token.split('.')[2]}`, `${token}x`]) {
      expect(readUnsubscribeToken('a'.repeat(32), bad)).toBeNull();
    }
  });
});
