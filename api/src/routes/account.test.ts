import { ACCOUNT_TEXT, API_ERRORS, VALIDATION, type ApiResult } from '@housesit/shared-contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../auth/cookie.js';
import { passwordHashCost } from '../auth/passwords.js';
import { deviceName } from '../auth/device.js';
import { hashSessionToken } from '../auth/sessions.js';
import { PASSWORD_CHANGE_RULE } from '../auth/throttle.js';
import { sessions, users } from '../db/schema.js';
import { hashedAtCost, insertUser, signIn, TEST_PASSWORD } from '../test/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';
import { typedClient } from '../test/typedClient.js';

// Calls go through the typed client the screens use (test/typedClient.ts), which checks each
// answer against its endpoint definition; payloads the client's types refuse (unknown fields)
// are sent raw, as a hostile caller would.

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function signedIn(username: string, userAgent = FIREFOX, password = TEST_PASSWORD): Promise<TestClient> {
  const client = t.client({ 'user-agent': userAgent });
  await signIn(client, username, password);
  return client;
}

/** The answer of a call the test expects to succeed. */
async function ok<T>(call: Promise<ApiResult<T>>): Promise<T> {
  const result = await call;
  if (!result.ok) throw new Error(`refused with ${result.status}`);
  return result.data;
}

const sessionsOf = async (client: TestClient) => (await ok(typedClient(client).account.sessions())).items;
const meStatus = async (client: TestClient) => (await typedClient(client).auth.me()).status;

describe('everything under /api/account', () => {
  it('answers 401 when signed out', async () => {
    const anonymous = typedClient(t.client()).account;
    const refused = { ok: false, status: 401, data: { code: 'auth.not_signed_in', message: API_ERRORS.notSignedIn } };
    expect(await anonymous.updateProfile({ firstName: 'A', lastName: 'B' })).toEqual(refused);
    expect(await anonymous.changePassword({ currentPassword: 'x', newPassword: 'another-pass' })).toEqual(refused);
    expect(await anonymous.sessions()).toEqual(refused);
    expect(await anonymous.endSession('abc')).toEqual(refused);
  });
});

describe('PUT /api/account/profile', () => {
  it('saves names, phone and address for any role and answers { user }', async () => {
    for (const role of ['homeowner', 'housesitter', 'admin'] as const) {
      const row = await insertUser(t.db, { username: `prof_${role}`, role });
      const client = await signedIn(row.username);
      const api = typedClient(client);
      const body = await ok(
        api.account.updateProfile({
          firstName: ' Ada ',
          lastName: 'Lovelace',
          phone: '781-555-0199',
          address: '2 Elm St, Marblehead, MA 01945',
        }),
      );
      expect(body.user).toMatchObject({
        id: row.id,
        role,
        firstName: 'Ada',
        lastName: 'Lovelace',
        phone: '781-555-0199',
        address: '2 Elm St, Marblehead, MA 01945',
      });
      expect((await ok(api.auth.me())).user.firstName).toBe('Ada');
    }
  });

  it('clears a blank phone or address', async () => {
    const row = await insertUser(t.db, { username: 'clearer', phone: '1', address: 'x' });
    const client = await signedIn(row.username);
    await ok(typedClient(client).account.updateProfile({ firstName: 'C', lastName: 'L', phone: '  ', address: '' }));
    const [stored] = await t.db.select().from(users).where(eq(users.id, row.id));
    expect(stored).toMatchObject({ phone: null, address: null });
  });

  it("refuses with registration's messages and changes nothing, never anything but the profile", async () => {
    const row = await insertUser(t.db, { username: 'strict', firstName: 'Keep' });
    const client = await signedIn(row.username);
    await expect(typedClient(client).account.updateProfile({ firstName: ' ', lastName: '' })).rejects.toMatchObject({
      status: 400,
      body: {
        code: 'request.invalid',
        message: VALIDATION.firstNameRequired,
        fieldErrors: { firstName: VALIDATION.firstNameRequired, lastName: VALIDATION.lastNameRequired },
      },
    });
    // A role, username or password in the payload is an unknown field, not a change.
    const sneaky = await client.put('/api/account/profile', { firstName: 'K', lastName: 'L', role: 'admin', username: 'boss' });
    expect(sneaky.status).toBe(400);
    expect(((await sneaky.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toMatchObject({
      role: 'Unknown field: role',
      username: 'Unknown field: username',
    });
    const [stored] = await t.db.select().from(users).where(eq(users.id, row.id));
    expect(stored).toMatchObject({ firstName: 'Keep', role: 'homeowner', username: 'strict' });
  });
});

describe('POST /api/account/password', () => {
  it('needs the current password and follows the registration rules', async () => {
    await insertUser(t.db, { username: 'pw_rules' });
    const client = await signedIn('pw_rules');
    const api = typedClient(client).account;
    await expect(api.changePassword({ currentPassword: '', newPassword: '12345' })).rejects.toMatchObject({
      status: 400,
      body: {
        code: 'request.invalid',
        message: ACCOUNT_TEXT.currentPasswordRequired,
        fieldErrors: { currentPassword: ACCOUNT_TEXT.currentPasswordRequired, newPassword: VALIDATION.passwordMin },
      },
    });
    await expect(api.changePassword({ currentPassword: 'not it', newPassword: 'brand-new-pass' })).rejects.toMatchObject({
      status: 400,
      body: {
        code: 'account.current_password_wrong',
        message: ACCOUNT_TEXT.currentPasswordWrong,
        fieldErrors: { currentPassword: ACCOUNT_TEXT.currentPasswordWrong },
      },
    });
    // Nothing changed: the old password still signs in.
    await signedIn('pw_rules');
  });

  // Failed before context words and runs were refused (decision 008 'Passwords', 2026-11-28).
  describe('refuses a new password that is easy to guess', () => {
    let client: TestClient;
    beforeAll(async () => {
      await insertUser(t.db, { username: 'renamer', firstName: 'Rosalind', lastName: 'Franklin', email: 'rosa.f@example.com' });
      client = await signedIn('renamer');
    });

    it.each([
      ['the published demo password', 'housesit-demo'],
      ['the town and a digit', 'marblehead1'],
      ['one character repeated', 'aaaaaaaa'],
      ['the username and digits', 'renamer2026'],
      ['the first name and symbols', 'Rosalind!!'],
      ['the email local part and digits', 'rosa.f1953'],
    ])('%s: account.password_weak, and the old password still works', async (_name, newPassword) => {
      const response = await client.post('/api/account/password', { currentPassword: TEST_PASSWORD, newPassword });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: 'account.password_weak',
        message: VALIDATION.passwordGuessable,
        fieldErrors: { newPassword: VALIDATION.passwordGuessable },
      });
      expect((await t.client().post('/api/auth/login', { username: 'renamer', password: TEST_PASSWORD })).status).toBe(200);
    });
  });

  it('changes the password, ends every other session and keeps this one', async () => {
    const row = await insertUser(t.db, { username: 'changer' });
    const laptop = await signedIn('changer', FIREFOX);
    const phone = await signedIn('changer', IPHONE);
    const tablet = await signedIn('changer', IPHONE);
    const changed = await ok(typedClient(laptop).account.changePassword({ currentPassword: TEST_PASSWORD, newPassword: 'a-new-secret' }));
    expect(changed).toEqual({ endedSessions: 2 });

    expect(await meStatus(laptop)).toBe(200);
    expect(await meStatus(phone)).toBe(401);
    expect(await meStatus(tablet)).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, row.id))).toHaveLength(1);

    const [stored] = await t.db.select().from(users).where(eq(users.id, row.id));
    expect(stored?.passwordHash).toMatch(hashedAtCost(passwordHashCost().logN));
    expect((await t.client().post('/api/auth/login', { username: 'changer', password: TEST_PASSWORD })).status).toBe(401);
    await signedIn('changer', FIREFOX, 'a-new-secret');
  });

  it('is throttled after 10 wrong current passwords', async () => {
    await insertUser(t.db, { username: 'guesser' });
    const client = await signedIn('guesser');
    for (let i = 0; i < PASSWORD_CHANGE_RULE.limit; i += 1) {
      expect((await client.post('/api/account/password', { currentPassword: `guess ${i}`, newPassword: 'whatever-1' })).status).toBe(400);
    }
    const refused = await client.post('/api/account/password', { currentPassword: TEST_PASSWORD, newPassword: 'whatever-1' });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'account.password_change_throttled', message: API_ERRORS.loginThrottled });
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('the session list', () => {
  it('lists only my live sessions, names the device and marks the current one', async () => {
    await insertUser(t.db, { username: 'lister' });
    await insertUser(t.db, { username: 'stranger' });
    const laptop = await signedIn('lister', FIREFOX);
    await signedIn('lister', IPHONE);
    await signedIn('stranger', FIREFOX);

    const body = await ok(typedClient(laptop).account.sessions());
    const items = body.items;
    expect(items).toHaveLength(2);
    expect(items.filter((s) => s.current)).toHaveLength(1);
    expect(items.find((s) => s.current)?.device).toBe('Firefox on Windows');
    expect(items.find((s) => !s.current)?.device).toBe('Safari on iPhone');
    expect(items.every((s) => s.lastSeenAt === t.clock.now().toISOString())).toBe(true);

    // The id is neither the token nor its stored hash.
    const token = laptop.cookies.get(SESSION_COOKIE)!;
    const text = JSON.stringify(body);
    expect(text).not.toContain(token);
    expect(text).not.toContain(hashSessionToken(token));
  });

  it("ends another of my sessions, and answers 404 for someone else's", async () => {
    await insertUser(t.db, { username: 'ender' });
    await insertUser(t.db, { username: 'victim2' });
    const laptop = await signedIn('ender', FIREFOX);
    const phone = await signedIn('ender', IPHONE);
    const victim = await signedIn('victim2', FIREFOX);

    const victimSession = (await sessionsOf(victim))[0]!;
    const api = typedClient(laptop).account;
    await expect(api.endSession(victimSession.id)).rejects.toMatchObject({
      status: 404,
      body: { code: 'not_found', message: API_ERRORS.notFound },
    });
    expect(await meStatus(victim)).toBe(200);

    const phoneSession = (await sessionsOf(laptop)).find((s) => !s.current)!;
    expect(await api.endSession(phoneSession.id)).toEqual({ ok: true, status: 204, data: null });
    expect(await meStatus(phone)).toBe(401);
    expect(await meStatus(laptop)).toBe(200);
    await expect(api.endSession(phoneSession.id)).rejects.toMatchObject({ status: 404 });
  });

  it('ending the current session signs this browser out', async () => {
    await insertUser(t.db, { username: 'leaver' });
    const client = await signedIn('leaver');
    const current = (await sessionsOf(client)).find((s) => s.current)!;
    const response = await client.request('DELETE', `/api/account/sessions/${current.id}`);
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie().join()).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });
});

describe('deviceName', () => {
  it.each([
    [FIREFOX, 'Firefox on Windows'],
    [IPHONE, 'Safari on iPhone'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36', 'Chrome on macOS'],
    ['Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0', 'Edge on Windows'],
    ['Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36', 'Chrome on Android'],
    ['curl/8.5.0', 'curl'],
    ['', ACCOUNT_TEXT.unknownDevice],
    [null, ACCOUNT_TEXT.unknownDevice],
  ])('%s → %s', (agent, name) => {
    expect(deviceName(agent)).toBe(name);
  });
});
