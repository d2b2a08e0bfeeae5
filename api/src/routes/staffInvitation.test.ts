/**
 * Staff onboarding (decision 017): an admin creates a sitter or admin without typing a password;
 * the account is emailed an invitation link (the reset links' machinery, purpose 'invitation',
 * valid 7 days, once) that opens /reset-password in its 'Set your password' words. A reset an
 * admin sends from the users screen says which admin sent it. Both through the queue to a real
 * SMTP server.
 */
import { PASSWORD_RESET_TEXT, type User } from '@housesit/shared-contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashResetToken, INVITATION_TTL_MS, PASSWORD_RESET_TTL_MS } from '../auth/passwordReset.js';
import { passwordResetTokens, users, type UserRow } from '../db/schema.js';
import { EMAIL_QUEUE } from '../email/enqueue.js';
import { emailLinkSecret } from '../email/linkSecret.js';
import { renderTemplate } from '../email/templates/index.js';
import { startEmailWorker } from '../email/worker.js';
import { insertUser, signIn } from '../test/fixtures.js';
import { startLiveApp, type LiveApp } from '../test/liveApp.js';
import { startTestSmtpServer } from '../test/smtpServer.js';
import { createTestDatabase, type TestClient } from '../test/testApp.js';

const PUBLIC_URL = 'https://housesit.test';
const CHOSEN = 'a-sitter-chosen-secret';
const DAY_MS = 24 * 60 * 60 * 1000;
let t: LiveApp;
let admin: TestClient;
let boss: UserRow;
const opened: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  const database = await createTestDatabase();
  opened.push(database);
  t = await startLiveApp(database, { env: { PUBLIC_URL, MAIL_FROM: 'Housesit <hello@housesit.test>' } });
  opened.push(t);
  boss = await insertUser(t.db, { username: 'boss', role: 'admin', firstName: 'Ada', lastName: 'Admin' });
  admin = t.client();
  await signIn(admin, 'boss');
});
beforeEach(async () => {
  await t.db.execute(sql`delete from pgboss.job where name = ${EMAIL_QUEUE}`);
});
afterAll(async () => {
  for (const resource of opened.reverse()) await resource.close();
});

let serial = 0;
function staff(role: 'housesitter' | 'admin' = 'housesitter') {
  serial += 1;
  return { username: `new_staff${serial}`, email: `new.staff${serial}@example.com`, firstName: 'Nora', lastName: 'Quinn', role };
}

interface QueuedEmail {
  to: string;
  template: string;
  data: Record<string, unknown> & { token: string };
}

async function queued(template: string, to: string): Promise<QueuedEmail[]> {
  const result = await t.db.execute(sql`select data from pgboss.job where name = ${EMAIL_QUEUE} order by created_on`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { data: QueuedEmail }[];
  return rows.map((row) => row.data).filter((data) => data.template === template && data.to === to);
}

async function create(body: ReturnType<typeof staff>): Promise<User> {
  const response = await admin.post('/api/admin/users', body);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { user: User }).user;
}

const confirm = (token: string, password = CHOSEN) => t.client().post('/api/auth/password-reset/confirm', { token, password });
const login = (username: string, password = CHOSEN) => t.client().post('/api/auth/login', { username, password });

async function expectCode(response: Response, status: number, code: string, message?: string) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { code: string; message: string };
  expect(body.code).toBe(code);
  if (message) expect(body.message).toBe(message);
}

describe('POST /api/admin/users: the invitation', () => {
  it('takes no password, queues an invitation valid 7 days, and its link sets the password the person chose', async () => {
    const body = staff();
    const user = await create(body);
    const [email, ...more] = await queued('staffInvitation', body.email);
    expect(more).toEqual([]);
    expect(email?.data).toMatchObject({
      firstName: 'Nora',
      username: body.username,
      role: 'housesitter',
      invitedBy: 'Ada Admin',
      validDays: 7,
    });
    const [row] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashResetToken(email!.data.token)));
    expect(row).toMatchObject({ userId: user.id, purpose: 'invitation', usedAt: null });
    expect(row!.expiresAt.getTime() - t.clock.now().getTime()).toBe(INVITATION_TTL_MS);
    expect(INVITATION_TTL_MS).toBe(7 * DAY_MS);

    // Nobody knows a password for the account until its owner sets one.
    expect((await login(body.username)).status).toBe(401);
    const done = await confirm(email!.data.token);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ username: body.username });
    expect((await login(body.username)).status).toBe(200);
    // Once only, in the invitation's words.
    await expectCode(
      await confirm(email!.data.token, 'another-chosen-secret'),
      400,
      'auth.reset_token_used',
      PASSWORD_RESET_TEXT.invitation.tokenUsed,
    );
  });

  it('refuses a password chosen by the admin', async () => {
    const body = staff();
    const response = await admin.post('/api/admin/users', { ...body, password: 'an admin chosen secret' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fieldErrors: Record<string, string> }).fieldErrors.password).toMatch(/\S/);
    expect(await t.db.select().from(users).where(eq(users.username, body.username))).toEqual([]);
    expect(await queued('staffInvitation', body.email)).toEqual([]);
  });

  it('still works on the seventh day, and after it says the invitation expired (test clock)', async () => {
    const early = staff('admin');
    await create(early);
    const [first] = await queued('staffInvitation', early.email);
    expect(first?.data.role).toBe('admin');
    const late = staff();
    await create(late);
    const [second] = await queued('staffInvitation', late.email);

    t.clock.advance(INVITATION_TTL_MS - 60_000);
    expect((await confirm(first!.data.token)).status).toBe(200);
    t.clock.advance(60_000);
    await expectCode(await confirm(second!.data.token), 400, 'auth.reset_token_expired', PASSWORD_RESET_TEXT.invitation.tokenExpired);
    expect((await login(late.username)).status).toBe(401);
  });

  it('creates nothing and emails nobody when the username is taken', async () => {
    const body = { ...staff(), username: 'BOSS' };
    await expectCode(await admin.post('/api/admin/users', body), 409, 'auth.username_taken');
    expect(await queued('staffInvitation', body.email)).toEqual([]);
  });
});

describe('an admin-sent reset', () => {
  it('says which admin sent it, and stays a 30-minute reset link', async () => {
    const sitter = await insertUser(t.db, { username: 'reset_sitter', role: 'housesitter', firstName: 'Sam' });
    expect((await admin.post(`/api/admin/users/${sitter.id}/password-reset`, {})).status).toBe(202);
    const [email] = await queued('passwordReset', sitter.email);
    expect(email?.data).toMatchObject({ sentByAdmin: 'Ada Admin', validMinutes: 30 });
    const [row] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashResetToken(email!.data.token)));
    expect(row).toMatchObject({ purpose: 'reset' });
    expect(row!.expiresAt.getTime() - t.clock.now().getTime()).toBe(PASSWORD_RESET_TTL_MS);

    const rendered = renderTemplate(
      'passwordReset',
      { firstName: 'Sam', username: 'reset_sitter', token: 'abc', validMinutes: 30, sentByAdmin: 'Ada Admin' },
      { publicUrl: PUBLIC_URL, support: t.env.support },
    );
    for (const text of [rendered.text, rendered.html]) {
      expect(text).toContain('Ada Admin, an admin at Housesit, sent you this link');
      expect(text).not.toContain('Someone (hopefully you)');
    }
    // The one a person asks for themselves still reads as before.
    const asked = renderTemplate(
      'passwordReset',
      { firstName: 'Sam', username: 'reset_sitter', token: 'abc', validMinutes: 30 },
      { publicUrl: PUBLIC_URL, support: t.env.support },
    );
    expect(asked.text).toContain('Someone (hopefully you)');
    expect(asked.text).not.toContain('an admin');
  });
});

describe('the emails over SMTP', () => {
  it('the invitation and an admin-sent reset reach a real SMTP server; the invitation link sets the password', async () => {
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

    const body = staff();
    const user = await create(body);
    const [invitation] = await smtp.waitFor(1, 30_000);
    const { parsed } = invitation!;
    expect(parsed.subject).toBe('Your Housesit account: set your password');
    const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
    expect(to?.value[0]?.address).toBe(body.email);
    expect(parsed.text).toContain('Ada Admin created a sitter account for you at Housesit');
    expect(parsed.text).toContain(body.username);
    expect(parsed.text).toContain('expires in 7 days');
    const link = /https:\/\/housesit\.test\/reset-password\?token=([A-Za-z0-9_-]{43})&purpose=invitation/.exec(parsed.text ?? '');
    expect(link).not.toBeNull();
    expect(parsed.html).toContain(`https://housesit.test/reset-password?token=${link![1]}&#38;purpose=invitation`);
    expect(parsed.headers.has('list-unsubscribe')).toBe(false);
    expect((await confirm(link![1]!)).status).toBe(200);
    expect((await login(body.username)).status).toBe(200);

    expect((await admin.post(`/api/admin/users/${user.id}/password-reset`, {})).status).toBe(202);
    const [, reset] = await smtp.waitFor(2, 30_000);
    expect(reset!.parsed.subject).toBe('Reset your Housesit password');
    expect(reset!.parsed.text).toContain('Ada Admin, an admin at Housesit, sent you this link');
    await expect
      .poll(async () => {
        const result: unknown = await t.db.execute(sql`select state from pgboss.job where name = ${EMAIL_QUEUE}`);
        return ((Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { state: string }[]).map((row) => row.state);
      })
      .toEqual(['completed', 'completed']);
    expect(boss.role).toBe('admin');
  });
});
