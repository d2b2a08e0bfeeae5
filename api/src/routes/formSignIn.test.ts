/**
 * POST /login, the sign-in form without scripts (decision 020): the JSON sign-in's checks, and a
 * 303 to where the app would go or back to /login?error=<code>.
 */
import { LOGIN_FORM_ERRORS } from '@housesit/shared-contracts';
import { REGISTER_ECHO_COOKIE } from '@housesit/shell/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../auth/cookie.js';
import { LOGIN_ACCOUNT_RULE } from '../auth/throttle.js';
import { users } from '../db/schema.js';
import { insertUser, TEST_PASSWORD } from '../test/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await createTestApp();
  origin = t.env.siteOrigins[0]!;
});
afterAll(async () => {
  await t.close();
});

/** What a browser sends for the form: form-encoded, from the site's own page. */
function postForm(client: TestClient, fields: Record<string, string>, { query = '', from = origin } = {}) {
  return client.request('POST', `/login${query}`, {
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: from },
  });
}

const sessionSet = (response: Response) => response.headers.getSetCookie().some((line) => line.startsWith(`${SESSION_COOKIE}=`));

describe('POST /login (form sign-in)', () => {
  it("signs in with a session cookie and answers 303 to the role's dashboard", async () => {
    const homeowner = await insertUser(t.db, { role: 'homeowner' });
    const client = t.client();
    const response = await postForm(client, { username: homeowner.username, password: TEST_PASSWORD });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/dashboard');
    expect(sessionSet(response)).toBe(true);
    const me = await client.get('/api/auth/me');
    expect(((await me.json()) as { user: { username: string } }).user.username).toBe(homeowner.username);

    const admin = await insertUser(t.db, { role: 'admin' });
    const asAdmin = await postForm(t.client(), { username: admin.username, password: TEST_PASSWORD });
    expect(asAdmin.headers.get('location')).toBe('/admin/dashboard');
  });

  it('follows a safe same-site next and a chosen plan from the page address, never another site', async () => {
    const user = await insertUser(t.db);
    const fields = { username: user.username, password: TEST_PASSWORD };
    const to = async (query: string) => (await postForm(t.client(), fields, { query })).headers.get('location');
    expect(await to('?next=%2Freports')).toBe('/reports');
    expect(await to('?plan=extended')).toBe('/dashboard?plan=extended');
    expect(await to('?next=https%3A%2F%2Fevil.example%2F')).toBe('/dashboard');
    expect(await to('?next=%2F%2Fevil.example')).toBe('/dashboard');
    expect(await to('?next=%2Fadmin%2Fdashboard')).toBe('/dashboard');
  });

  it('sends a wrong password back to /login?error= with next and plan kept, and sets no session', async () => {
    const user = await insertUser(t.db);
    const response = await postForm(
      t.client(),
      { username: user.username, password: 'wrong password' },
      { query: '?next=%2Freports&plan=standard&error=x' },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/login?error=auth.invalid_credentials&next=%2Freports&plan=standard');
    expect(sessionSet(response)).toBe(false);
    expect(LOGIN_FORM_ERRORS['auth.invalid_credentials']).toBe('Invalid username or password.');
  });

  it('answers missing fields, or a body that is not a form, with request.invalid', async () => {
    const empty = await postForm(t.client(), { username: '', password: '' });
    expect(empty.headers.get('location')).toBe('/login?error=request.invalid');
    const json = await t.client().request('POST', '/login', { json: { username: 'a', password: 'b' }, headers: { origin } });
    expect(json.status).toBe(303);
    expect(json.headers.get('location')).toBe('/login?error=request.invalid');
  });

  it("takes the post a browser sends from our pages: 'Origin: null' (Referrer-Policy no-referrer), Sec-Fetch-Site same-origin", async () => {
    const user = await insertUser(t.db);
    const response = await postForm(t.client(), { username: user.username, password: TEST_PASSWORD }, { from: 'null' });
    expect(response.status).toBe(403); // without the fetch metadata nothing says it came from us
    const client = t.client({ 'sec-fetch-site': 'same-origin' });
    const signedIn = await postForm(client, { username: user.username, password: TEST_PASSWORD }, { from: 'null' });
    expect(signedIn.headers.get('location')).toBe('/dashboard');
    expect(sessionSet(signedIn)).toBe(true);
  });

  it('refuses a post from another site before any check (403 request.cross_origin)', async () => {
    const user = await insertUser(t.db);
    const response = await postForm(t.client(), { username: user.username, password: TEST_PASSWORD }, { from: 'https://evil.example' });
    expect(response.status).toBe(403);
    const framed = await postForm(
      t.client({ 'sec-fetch-site': 'cross-site' }),
      { username: user.username, password: TEST_PASSWORD },
      { from: 'null' },
    );
    expect(framed.status).toBe(403); // a sandboxed frame on another site
    expect(await response.json()).toMatchObject({ code: 'request.cross_origin' });
    expect(sessionSet(response)).toBe(false);
  });

  it("shares the JSON sign-in's per-account limit: throttled, even with the right password", async () => {
    const user = await insertUser(t.db);
    const half = Math.ceil(LOGIN_ACCOUNT_RULE.limit / 2);
    for (let i = 0; i < half; i += 1) {
      const json = await t.client().post('/api/auth/login', { username: user.username, password: 'guess' }, { origin });
      expect(json.status).toBe(401);
    }
    for (let i = half; i < LOGIN_ACCOUNT_RULE.limit; i += 1) {
      const form = await postForm(t.client(), { username: user.username, password: 'guess' });
      expect(form.headers.get('location')).toBe('/login?error=auth.invalid_credentials');
    }
    const right = await postForm(t.client(), { username: user.username, password: TEST_PASSWORD });
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe('/login?error=auth.login_throttled');
    expect(sessionSet(right)).toBe(false);
    const jsonRight = await t.client().post('/api/auth/login', { username: user.username, password: TEST_PASSWORD }, { origin });
    expect(jsonRight.status).toBe(429);
  });

  it('refuses a deactivated account with its own message', async () => {
    const staff = await insertUser(t.db, { role: 'admin' });
    await t.db.update(users).set({ deactivatedAt: t.clock.now() }).where(eq(users.id, staff.id));
    const response = await postForm(t.client(), { username: staff.username, password: TEST_PASSWORD });
    expect(response.headers.get('location')).toBe('/login?error=auth.account_deactivated');
    expect(sessionSet(response)).toBe(false);
  });
});

describe('POST /login?tab=register (form registration)', () => {
  let serial = 0;
  function newcomer(overrides: Record<string, string> = {}) {
    serial += 1;
    return {
      firstName: 'Nora',
      lastName: 'Newcomer',
      email: `nora${serial}@example.com`,
      username: `nora${serial}`,
      password: 'lighthouse-keeper',
      ...overrides,
    };
  }

  it('creates a homeowner with a session and answers 303 to the dashboard, a chosen plan kept', async () => {
    const fields = newcomer();
    const client = t.client();
    const response = await postForm(client, fields, { query: '?tab=register&plan=extended' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/dashboard?plan=extended');
    expect(sessionSet(response)).toBe(true);
    const me = (await (await client.get('/api/auth/me')).json()) as { user: { username: string; role: string; email: string } };
    expect(me.user).toMatchObject({ username: fields.username, role: 'homeowner', email: fields.email });
  });

  it('never makes staff: a role added to the form is not read', async () => {
    const client = t.client();
    const response = await postForm(client, { ...newcomer(), role: 'admin' }, { query: '?tab=register' });
    expect(response.headers.get('location')).toBe('/dashboard');
    const me = (await (await client.get('/api/auth/me')).json()) as { user: { role: string } };
    expect(me.user.role).toBe('homeowner');
  });

  it('sends a taken username or email back to /login?tab=register&error= with its code, and creates nothing', async () => {
    const taken = newcomer();
    expect((await postForm(t.client(), taken, { query: '?tab=register' })).status).toBe(303);
    const sameName = await postForm(t.client(), newcomer({ username: taken.username }), { query: '?tab=register&plan=standard' });
    expect(sameName.headers.get('location')).toBe('/login?tab=register&error=auth.username_taken&plan=standard');
    expect(sessionSet(sameName)).toBe(false);
    const sameEmail = await postForm(t.client(), newcomer({ email: taken.email.toUpperCase() }), { query: '?tab=register' });
    expect(sameEmail.headers.get('location')).toBe('/login?tab=register&error=auth.email_taken');
  });

  it('answers what the browser could not check (the password rules) with request.invalid, and creates nothing', async () => {
    const same = newcomer();
    const response = await postForm(t.client(), { ...same, password: same.username }, { query: '?tab=register' });
    expect(response.headers.get('location')).toBe('/login?tab=register&error=request.invalid');
    expect(sessionSet(response)).toBe(false);
    const [row] = await t.db.select().from(users).where(eq(users.username, same.username));
    expect(row).toBeUndefined();
  });

  it('keeps what was typed but the password for the page it goes back to: a signed one-minute cookie for /login only', async () => {
    const taken = newcomer();
    await postForm(t.client(), taken, { query: '?tab=register' });
    const refused = await postForm(t.client(), newcomer({ username: taken.username, password: 'secret-never-echoed' }), {
      query: '?tab=register',
    });
    const line = refused.headers.getSetCookie().find((cookie) => cookie.startsWith(`${REGISTER_ECHO_COOKIE}=`));
    expect(line).toBeDefined();
    expect(line).toMatch(/Max-Age=60/);
    expect(line).toMatch(/Path=\/login/);
    expect(line).toMatch(/HttpOnly/);
    const payload = decodeURIComponent(line!.split(';')[0]!.split('=')[1]!).split('.')[0]!;
    const kept = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { fields: Record<string, string> };
    expect(kept.fields).toEqual({
      firstName: 'Nora',
      lastName: 'Newcomer',
      email: expect.stringContaining('@example.com'),
      username: taken.username,
    });
    expect(line).not.toContain('secret-never-echoed');
    // A refused sign-in keeps nothing: its only other field is the username.
    const signIn = await postForm(t.client(), { username: 'nobody', password: 'not-it' });
    expect(signIn.headers.getSetCookie().some((cookie) => cookie.startsWith(`${REGISTER_ECHO_COOKIE}=`))).toBe(false);
  });
});
