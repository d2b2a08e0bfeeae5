/**
 * Password reset by email (docs/product/DECISIONS.md 'Running a real business'): the same answer for every
 * address, a 256-bit token stored only hashed, 30 minutes, single use, the password rule, every
 * session (and its sockets) ended, throttles per address and per account, and the email itself
 * through the queue to a real SMTP server.
 */
import { PASSWORD_RESET_TEXT, REALTIME_CLOSE_CODES, VALIDATION } from '@housesit/shared-contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../auth/cookie.js';
import { hashResetToken, PASSWORD_RESET_TTL_MS } from '../auth/passwordReset.js';
import { PASSWORD_RESET_ACCOUNT_RULE, PASSWORD_RESET_IP_RULE } from '../auth/throttle.js';
import { passwordResetTokens, sessions, type UserRow } from '../db/schema.js';
import { renderTemplate } from '../email/templates/index.js';
import { EMAIL_QUEUE } from '../email/enqueue.js';
import { emailLinkSecret } from '../email/linkSecret.js';
import { startEmailWorker } from '../email/worker.js';
import { insertUser, signIn, TEST_PASSWORD } from '../test/fixtures.js';
import { SocketClient, startLiveApp, TEST_ORIGIN, type LiveApp } from '../test/liveApp.js';
import { startTestSmtpServer } from '../test/smtpServer.js';
import { createTestDatabase, type TestClient } from '../test/testApp.js';
import { settlePasswordResets } from './passwordReset.js';

const PUBLIC_URL = 'https://housesit.test';
const NEW_PASSWORD = 'a-brand-new-secret';
let t: LiveApp;
const opened: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  const database = await createTestDatabase();
  opened.push(database);
  t = await startLiveApp(database, { env: { PUBLIC_URL, MAIL_FROM: 'Housesit <hello@housesit.test>' } });
  opened.push(t);
});
afterEach(async () => {
  await settlePasswordResets();
  await t.db.execute(sql`delete from rate_limits`);
});
afterAll(async () => {
  for (const resource of opened.reverse()) await resource.close();
});

let serial = 0;
async function newUser(): Promise<UserRow> {
  serial += 1;
  return insertUser(t.db, { username: `resetter${serial}`, email: `Resetter${serial}@Example.com`, firstName: 'Rita' });
}

/** A request as it arrives on a socket from `ip` (what the per-address throttle reads). */
async function requestReset(email: string, ip = '198.51.100.7'): Promise<Response> {
  return await t.app.request(
    'http://localhost/api/auth/password-reset',
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) },
    { incoming: { socket: { remoteAddress: ip, remotePort: 50000, remoteFamily: 'IPv4' } } },
  );
}

interface QueuedEmail {
  to: string;
  template: string;
  data: { token: string; username: string; firstName: string; validMinutes: number };
}

async function queuedResetEmails(to?: string): Promise<QueuedEmail[]> {
  const result = await t.db.execute(sql`select data from pgboss.job where name = 'email' order by created_on`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { data: QueuedEmail }[];
  return rows.map((row) => row.data).filter((data) => data.template === 'passwordReset' && (to === undefined || data.to === to));
}

/** Requests a link for `user` and answers the token its email carries. */
async function linkFor(user: UserRow): Promise<string> {
  expect((await requestReset(user.email)).status).toBe(202);
  await settlePasswordResets();
  const emails = await queuedResetEmails(user.email);
  const token = emails.at(-1)?.data.token;
  expect(token).toBeDefined();
  return token!;
}

const confirm = (token: string, password = NEW_PASSWORD, client: TestClient = t.client()) =>
  client.post('/api/auth/password-reset/confirm', { token, password });

async function expectCode(response: Response, status: number, code: string, message?: string) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { code: string; message: string };
  expect(body.code).toBe(code);
  if (message) expect(body.message).toBe(message);
}

describe('POST /api/auth/password-reset', () => {
  it('answers the same for an address with an account and one without, and queues an email only for the account', async () => {
    const user = await newUser();
    const known = await requestReset(user.email.toUpperCase());
    const unknown = await requestReset('nobody-here@example.com');
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    const [knownBody, unknownBody] = [await known.text(), await unknown.text()];
    expect(knownBody).toBe(unknownBody);
    expect(JSON.parse(knownBody)).toEqual({ accepted: true });
    expect([...known.headers.keys()].sort()).toEqual([...unknown.headers.keys()].sort());
    await settlePasswordResets();
    const emails = await queuedResetEmails();
    expect(emails.filter((e) => e.to === user.email)).toHaveLength(1);
    expect(emails.some((e) => e.to.includes('nobody-here'))).toBe(false);
    expect(emails.find((e) => e.to === user.email)?.data).toMatchObject({ username: user.username, firstName: 'Rita', validMinutes: 30 });
  });

  it('stores only the SHA-256 of a 256-bit token, valid 30 minutes, unused', async () => {
    const user = await newUser();
    const token = await linkFor(user);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashResetToken(token));
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.expiresAt.getTime() - t.clock.now().getTime()).toBe(30 * 60 * 1000);
    expect(rows[0]!.usedAt).toBeNull();
  });

  it('refuses a malformed address with 400 and stores nothing', async () => {
    const response = await requestReset('not-an-email');
    await expectCode(response, 400, 'request.invalid', VALIDATION.invalidEmail);
  });

  it('makes the older link stop working when a new one is asked for', async () => {
    const user = await newUser();
    const first = await linkFor(user);
    const second = await linkFor(user);
    await expectCode(await confirm(first), 400, 'auth.reset_token_invalid', PASSWORD_RESET_TEXT.tokenInvalid);
    expect((await confirm(second)).status).toBe(200);
  });
});

describe('throttles', () => {
  it(`refuses more than ${PASSWORD_RESET_ACCOUNT_RULE.limit} an hour for one address typed, account or not, from any client address`, async () => {
    const user = await newUser();
    for (const email of [user.email, 'ghost@example.com']) {
      for (let i = 0; i < PASSWORD_RESET_ACCOUNT_RULE.limit; i += 1)
        expect((await requestReset(email, `203.0.113.${i + 1}`)).status).toBe(202);
      const refused = await requestReset(email.toLowerCase(), '203.0.113.99');
      await expectCode(refused, 429, 'auth.password_reset_throttled', PASSWORD_RESET_TEXT.throttled);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    await settlePasswordResets();
    expect(await queuedResetEmails(user.email)).toHaveLength(PASSWORD_RESET_ACCOUNT_RULE.limit);
    // An hour later the address may ask again.
    t.clock.advance(PASSWORD_RESET_ACCOUNT_RULE.windowMs);
    expect((await requestReset(user.email, '203.0.113.100')).status).toBe(202);
  });

  it(`refuses more than ${PASSWORD_RESET_IP_RULE.limit} an hour from one client address, whatever addresses it types`, async () => {
    for (let i = 0; i < PASSWORD_RESET_IP_RULE.limit; i += 1)
      expect((await requestReset(`someone${i}@example.com`, '192.0.2.50')).status).toBe(202);
    await expectCode(await requestReset('someone-else@example.com', '192.0.2.50'), 429, 'auth.password_reset_throttled');
    expect((await requestReset('someone-else@example.com', '192.0.2.51')).status).toBe(202);
  });
});

describe('POST /api/auth/password-reset/confirm', () => {
  it('sets the password, ends every session of the user and closes their sockets with 4001', async () => {
    const user = await newUser();
    const laptop = t.client();
    const phone = t.client();
    await signIn(laptop, user.username);
    await signIn(phone, user.username);
    const socket = await SocketClient.connect(t, {
      origin: TEST_ORIGIN,
      cookie: `${SESSION_COOKIE}=${laptop.cookies.get(SESSION_COOKIE)}`,
    });
    opened.push(socket);
    const token = await linkFor(user);

    // Confirmed from the laptop: its session ends too (the answer clears its cookie).
    const response = await confirm(token, NEW_PASSWORD, laptop);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ username: user.username });
    expect(laptop.cookies.has(SESSION_COOKIE)).toBe(false);

    expect(await socket.waitForClose()).toMatchObject({ code: REALTIME_CLOSE_CODES.sessionEnded });
    expect((await phone.get('/api/auth/me')).status).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect((await t.client().post('/api/auth/login', { username: user.username, password: TEST_PASSWORD })).status).toBe(401);
    expect((await t.client().post('/api/auth/login', { username: user.username, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('works once: the same link again is refused as used', async () => {
    const user = await newUser();
    const token = await linkFor(user);
    expect((await confirm(token)).status).toBe(200);
    await expectCode(await confirm(token, 'yet-another-secret'), 400, 'auth.reset_token_used', PASSWORD_RESET_TEXT.tokenUsed);
    expect((await t.client().post('/api/auth/login', { username: user.username, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('expires 30 minutes after the request (test clock)', async () => {
    const user = await newUser();
    const early = await linkFor(user);
    t.clock.advance(PASSWORD_RESET_TTL_MS - 1000);
    expect((await confirm(early)).status).toBe(200);

    const late = await linkFor(user);
    t.clock.advance(PASSWORD_RESET_TTL_MS);
    await expectCode(await confirm(late, 'too-late-secret'), 400, 'auth.reset_token_expired', PASSWORD_RESET_TEXT.tokenExpired);
    expect((await t.client().post('/api/auth/login', { username: user.username, password: 'too-late-secret' })).status).toBe(401);
  });

  it('refuses an unknown token with a code and changes nothing', async () => {
    await expectCode(await confirm('x'.repeat(43)), 400, 'auth.reset_token_invalid', PASSWORD_RESET_TEXT.tokenInvalid);
    await expectCode(await confirm(''), 400, 'request.invalid', PASSWORD_RESET_TEXT.tokenRequired);
  });

  it('applies the password rule, and the link still works after a refusal', async () => {
    const user = await newUser();
    const token = await linkFor(user);
    await expectCode(await confirm(token, 'short'), 400, 'request.invalid', VALIDATION.passwordMin);
    await expectCode(await confirm(token, user.username), 400, 'account.password_weak', VALIDATION.passwordIsUsername);
    await expectCode(await confirm(token, 'password'), 400, 'account.password_weak', VALIDATION.passwordCommon);
    // The account's own words (decision 008 'Passwords', 2026-11-28): username, first name, email.
    for (const weak of [`${user.username}2026`, 'Rita!!!!', `${user.email.split('@')[0]}-99`, 'housesit-demo']) {
      await expectCode(await confirm(token, weak), 400, 'account.password_weak', VALIDATION.passwordGuessable);
    }
    const [row] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashResetToken(token)));
    expect(row?.usedAt).toBeNull();
    expect((await t.client().post('/api/auth/login', { username: user.username, password: TEST_PASSWORD })).status).toBe(200);
    expect((await confirm(token)).status).toBe(200);
  });
});

describe('the reset email', () => {
  it('links absolutely from PUBLIC_URL, says 30 minutes and that it can be ignored, in HTML and text', () => {
    const rendered = renderTemplate(
      'passwordReset',
      { firstName: 'Rita', username: 'rita', token: 'abc_DEF-123', validMinutes: 30 },
      { publicUrl: PUBLIC_URL, support: t.env.support },
    );
    const link = `${PUBLIC_URL}/reset-password?token=abc_DEF-123`;
    expect(rendered.subject).toBe('Reset your Housesit password');
    for (const body of [rendered.text, rendered.html]) {
      expect(body).toContain(link);
      expect(body).toContain('expires in 30 minutes');
      expect(body).toContain('you can ignore this email');
      expect(body).toContain('rita');
    }
    expect(rendered.html).not.toMatch(/unsubscribe/i);
  });

  it('reaches a real SMTP server through the queue, and its link sets the password', async () => {
    // Only this test's email: the earlier tests' queued ones were never meant to go out.
    await t.db.execute(sql`delete from pgboss.job where name = 'email'`);
    const smtp = await startTestSmtpServer();
    opened.push(smtp);
    const worker = await startEmailWorker({
      jobQueue: t.database.jobQueue,
      linkSecret: await emailLinkSecret(t.db, t.env.emailLinkSecret),
      notifications: t.database.notifications,
      env: { ...t.env, mail: { ...t.env.mail, smtpUrl: smtp.url } },
      logError: () => {},
      pollingIntervalSeconds: 0.5,
    });
    opened.push(worker);
    const user = await newUser();
    expect((await requestReset(user.email)).status).toBe(202);
    const [mail] = await smtp.waitFor(1, 30_000);
    const { parsed } = mail!;
    expect(parsed.subject).toBe('Reset your Housesit password');
    const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
    expect(to?.value[0]?.address?.toLowerCase()).toBe(user.email.toLowerCase());
    const link = /https:\/\/housesit\.test\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(parsed.text ?? '');
    expect(link).not.toBeNull();
    expect(parsed.html).toContain(link![0]);
    expect(parsed.headers.has('list-unsubscribe')).toBe(false);
    expect((await confirm(link![1]!)).status).toBe(200);
    // The worker has finished with the email (it stops gracefully after this test either way).
    await expect
      .poll(async () => {
        const result: unknown = await t.db.execute(sql`select state from pgboss.job where name = ${EMAIL_QUEUE}`);
        // postgres.js answers the rows, PGlite an object holding them.
        return ((Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { state: string }[]).map((row) => row.state);
      })
      .toEqual(['completed']);
  });
});
