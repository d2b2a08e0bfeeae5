/**
 * A password change from /settings is a security event: the account's owner is emailed at once,
 * whatever they chose for the optional emails, so a change they did not make does not go unseen.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, signIn } from '../test/fixtures.js';
import { countEmailJobs, recipient, startMailedApp, type MailedApp } from '../test/mailedApp.js';
import type { TestSmtpServer } from '../test/smtpServer.js';
import type { TestApp } from '../test/testApp.js';

const PUBLIC_URL = 'https://housesit.test';
let mailed: MailedApp;
let t: TestApp;
let server: TestSmtpServer;

beforeAll(async () => {
  mailed = await startMailedApp({ env: { PUBLIC_URL } });
  ({ app: t, smtp: server } = mailed);
});
afterAll(async () => {
  await mailed.close();
});

const queued = (template: string) => countEmailJobs(t.db, sql`data->>'template' = ${template}`);

describe('changing the password', () => {
  it('emails a security notice even with every optional email turned off', async () => {
    await insertUser(t.db, { username: 'wren', firstName: 'Wren', email: 'wren@example.com' });
    const client = t.client();
    await signIn(client, 'wren');
    expect((await client.put('/api/account/email-preferences', { visitUpdates: false, messages: false })).status).toBe(200);

    const response = await client.post('/api/account/password', {
      currentPassword: 'correct horse',
      newPassword: 'quiet-lantern-harbor-42',
    });
    expect(response.status).toBe(200);

    const [received] = await server.waitFor(1);
    const mail = received!.parsed;
    expect(recipient(mail)).toBe('wren@example.com');
    expect(mail.subject).toBe('Your Housesit password was changed');
    expect(mail.text).toContain('Hi Wren,');
    expect(mail.text).toMatch(/Username:\s+wren/);
    // The test clock's 14:00 UTC is 10:00 in New York.
    expect(mail.text).toMatch(/Changed:\s+Monday, June 15, 2026 at 10:00 AM EDT/);
    expect(mail.text).toContain(`${PUBLIC_URL}/reset-password`);
    // A security notice has no unsubscribe link.
    expect(mail.text).not.toContain('Unsubscribe');
  });

  it('sends nothing when the change is refused', async () => {
    await insertUser(t.db, { username: 'finch', email: 'finch@example.com' });
    const client = t.client();
    await signIn(client, 'finch');
    const before = await queued('passwordChanged');
    expect((await client.post('/api/account/password', { currentPassword: 'not it', newPassword: 'quiet-lantern-harbor-42' })).status).toBe(
      400,
    );
    expect(await queued('passwordChanged')).toBe(before);
  });
});
