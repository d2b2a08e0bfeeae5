/**
 * 'Sign out everywhere else' on /settings, and what the owner of an account is told of it and of
 * a password change: a notification in their role's words, and an email that is always sent.
 */
import { and, eq, sql } from 'drizzle-orm';
import { notificationWords, type ApiResult } from '@housesit/shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../db/schema.js';
import { insertUser, signIn } from '../test/fixtures.js';
import { countEmailJobs, recipient, startMailedApp, type MailedApp } from '../test/mailedApp.js';
import type { TestSmtpServer } from '../test/smtpServer.js';
import type { TestApp, TestClient } from '../test/testApp.js';
import { typedClient } from '../test/typedClient.js';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let mailed: MailedApp;
let t: TestApp;
let server: TestSmtpServer;

beforeAll(async () => {
  mailed = await startMailedApp({ env: { PUBLIC_URL: 'https://housesit.test' } });
  ({ app: t, smtp: server } = mailed);
});
afterAll(async () => {
  await mailed.close();
});

async function signedIn(username: string, userAgent = FIREFOX): Promise<TestClient> {
  const client = t.client({ 'user-agent': userAgent });
  await signIn(client, username);
  return client;
}

async function ok<T>(call: Promise<ApiResult<T>>): Promise<T> {
  const result = await call;
  if (!result.ok) throw new Error(`refused with ${result.status}`);
  return result.data;
}

const noticesOf = (userId: number) => t.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.id);
const queued = (template: string, userId: number) =>
  countEmailJobs(t.db, and(sql`data->>'template' = ${template}`, sql`(data->>'userId')::int = ${userId}`)!);

describe('POST /api/account/sessions/sign-out-others', () => {
  it('ends every other session of mine, keeps this one, answers how many, and tells me', async () => {
    const me = await insertUser(t.db, { username: 'everywhere', firstName: 'Eve', email: 'eve@example.com' });
    const other = await insertUser(t.db, { username: 'bystander' });
    const laptop = await signedIn('everywhere', FIREFOX);
    const phone = await signedIn('everywhere', IPHONE);
    const tablet = await signedIn('everywhere', IPHONE);
    const theirs = await signedIn('bystander');

    expect(await ok(typedClient(laptop).account.endOtherSessions())).toEqual({ endedSessions: 2 });

    expect((await typedClient(laptop).auth.me()).status).toBe(200);
    expect((await typedClient(phone).auth.me()).status).toBe(401);
    expect((await typedClient(tablet).auth.me()).status).toBe(401);
    // Someone else's sessions are not mine to end.
    expect((await typedClient(theirs).auth.me()).status).toBe(200);
    const left = (await ok(typedClient(laptop).account.sessions())).items;
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ current: true, device: 'Firefox on Windows' });

    const [notice] = await noticesOf(me.id);
    expect(notice).toMatchObject({ type: 'signedOutElsewhere', details: { sessionCount: 2 }, readAt: null });
    expect(notificationWords(notice!)?.text).toContain('2 other sessions were signed out');
    expect(await noticesOf(other.id)).toHaveLength(0);

    const [received] = await server.waitFor(1);
    expect(recipient(received!.parsed)).toBe('eve@example.com');
    expect(received!.parsed.subject).toBe('You signed out of Housesit everywhere else');
    expect(received!.parsed.text).toContain('2 other sessions were signed out of your Housesit account');
    expect(received!.parsed.text).not.toContain('Unsubscribe');

    // Asked again, there is nothing left to end and nothing to tell.
    expect(await ok(typedClient(laptop).account.endOtherSessions())).toEqual({ endedSessions: 0 });
    expect(await noticesOf(me.id)).toHaveLength(1);
    expect(await queued('otherSessionsEnded', me.id)).toBe(1);
  });

  it("tells a sitter and an admin in their role's words", async () => {
    for (const [role, type] of [
      ['housesitter', 'sitterSignedOutElsewhere'],
      ['admin', 'adminSignedOutElsewhere'],
    ] as const) {
      const user = await insertUser(t.db, { username: `away_${role}`, role });
      const kept = await signedIn(user.username);
      await signedIn(user.username, IPHONE);
      expect(await ok(typedClient(kept).account.endOtherSessions())).toEqual({ endedSessions: 1 });
      expect((await noticesOf(user.id)).map((row) => row.type)).toEqual([type]);
    }
  });

  it('answers 401 when signed out', async () => {
    const result = await typedClient(t.client()).account.endOtherSessions();
    expect(result).toMatchObject({ ok: false, status: 401, data: { code: 'auth.not_signed_in' } });
  });
});

describe('the session list', () => {
  it('shows this session as seen now, though the stored time is refreshed only daily, and where each signed in from', async () => {
    await insertUser(t.db, { username: 'lastseen' });
    const laptop = await signedIn('lastseen');
    const signedInAt = t.clock.now().toISOString();
    t.clock.advance(3 * 60 * 60 * 1000);
    const [item] = (await ok(typedClient(laptop).account.sessions())).items;
    expect(item!.createdAt).toBe(signedInAt);
    expect(item!.lastSeenAt).toBe(t.clock.now().toISOString());
    expect(item).toHaveProperty('signedInFrom');
  });
});

describe('a password change', () => {
  it("also makes an in-app notification, in the account's role's words", async () => {
    for (const [role, type] of [
      ['homeowner', 'passwordChanged'],
      ['housesitter', 'sitterPasswordChanged'],
      ['admin', 'adminPasswordChanged'],
    ] as const) {
      const user = await insertUser(t.db, { username: `pw_${role}`, role });
      const client = await signedIn(user.username);
      await ok(typedClient(client).account.changePassword({ currentPassword: 'correct horse', newPassword: 'quiet-lantern-harbor-42' }));
      const notices = await noticesOf(user.id);
      expect(notices.map((row) => row.type)).toEqual([type]);
      expect(notificationWords(notices[0]!)?.title).toBe('Your password was changed');
      // It is listed for the user like any other notification.
      const listed = await ok(typedClient(client).notifications.list());
      expect(listed.items.map((item) => item.type)).toEqual([type]);
    }
  });

  it('makes none when the change is refused', async () => {
    const user = await insertUser(t.db, { username: 'pw_refused' });
    const client = await signedIn(user.username);
    const response = await client.post('/api/account/password', { currentPassword: 'not it', newPassword: 'quiet-lantern-harbor-42' });
    expect(response.status).toBe(400);
    expect(await noticesOf(user.id)).toHaveLength(0);
  });
});
