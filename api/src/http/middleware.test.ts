import { API_ERRORS, type Role } from '@housesit/shared-contracts';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { sessionCookiePolicy, SESSION_COOKIE } from '../auth/cookie.js';
import { openDatabase } from '../db/open.js';
import { loadEnv } from '../env.js';
import { LocalDiskMediaStore } from '../media/store.js';
import { insertUser, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { bodyLimits } from './bodyLimit.js';
import { ApiProblem, handleError } from './errors.js';
import { loadSession, requireAuth, requireRole } from './session.js';
import type { AppEnv } from './types.js';

let t: TestApp;
const logged: unknown[] = [];
beforeAll(async () => {
  t = await createTestApp({ logError: (_message, error) => logged.push(error) });
  await insertUser(t.db, { username: 'owner', role: 'homeowner' });
  await insertUser(t.db, { username: 'keeper', role: 'housesitter' });
  await insertUser(t.db, { username: 'boss', role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

/** A small app using the real session middleware and the guards under test. */
function guardedApp() {
  const app = new Hono<AppEnv>();
  app.onError(handleError(() => {}));
  app.use('*', loadSession({ db: t.db, clock: t.clock, cookie: sessionCookiePolicy(false) }));
  app.get('/signed-in', requireAuth, (c) => c.json({ ok: true }));
  app.get('/staff', requireRole('admin', 'housesitter'), (c) => c.json({ role: c.get('user')?.role }));
  app.get('/boom', () => {
    throw new Error('kaput');
  });
  app.get('/problem', () => {
    throw new ApiProblem(422, 'request.invalid', 'Nope', { field: 'Bad' });
  });
  return app;
}

async function cookieFor(username: string): Promise<string> {
  const client = t.client();
  await signIn(client, username);
  return `${SESSION_COOKIE}=${client.cookies.get(SESSION_COOKIE)}`;
}

describe('requireAuth and requireRole', () => {
  it('answer 401 notSignedIn without a session', async () => {
    const app = guardedApp();
    for (const path of ['/signed-in', '/staff']) {
      const response = await app.request(path);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ code: 'auth.not_signed_in', message: API_ERRORS.notSignedIn });
    }
  });

  it.each<[string, Role, number]>([
    ['owner', 'homeowner', 403],
    ['keeper', 'housesitter', 200],
    ['boss', 'admin', 200],
  ])('let %s (%s) through requireRole(admin, housesitter) with %i', async (username, role, status) => {
    const app = guardedApp();
    const cookie = await cookieFor(username);
    expect((await app.request('/signed-in', { headers: { cookie } })).status).toBe(200);
    const response = await app.request('/staff', { headers: { cookie } });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual(status === 200 ? { role } : { code: 'auth.forbidden', message: API_ERRORS.forbidden });
  });
});

describe('error format', () => {
  it('answers an ApiProblem with its status, message and field errors', async () => {
    const response = await guardedApp().request('/problem');
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ code: 'request.invalid', message: 'Nope', fieldErrors: { field: 'Bad' } });
  });

  it('answers 500 with the internal message for an unexpected error and logs it', async () => {
    const logs: unknown[] = [];
    const app = new Hono();
    app.onError(handleError((_m, error) => logs.push(error)));
    app.get('/boom', () => {
      throw new Error('kaput');
    });
    const response = await app.request('/boom');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ code: 'server.internal', message: API_ERRORS.internal });
    expect(logs).toHaveLength(1);
  });

  it('reports health when the database answers', async () => {
    const response = await t.client().get('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const response = await t.client().get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'not_found', message: API_ERRORS.notFound });
  });

  it('answers 503 serviceUnavailable when the database cannot be reached', async () => {
    const unreachable = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none', maxConnections: 1 });
    const logs: unknown[] = [];
    try {
      const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: t.env.dataDir, SERVE_STATIC: '0' });
      const app = createApp(
        { db: unreachable.db, env, mediaStore: new LocalDiskMediaStore(t.mediaDir) },
        { logError: (_m, e) => logs.push(e) },
      );
      const response = await app.request('/api/auth/login', {
        method: 'POST',
        body: JSON.stringify({ username: 'someone', password: 'whatever' }),
      });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ code: 'server.unavailable', message: API_ERRORS.serviceUnavailable });
      expect((await app.request('/api/health')).status).toBe(503);
      expect(logs).toHaveLength(2);
    } finally {
      await unreachable.close();
    }
  });

  it('answers 413 for a body over 100 KB', async () => {
    const response = await t
      .client()
      .request('POST', '/api/auth/login', { body: JSON.stringify({ username: 'x'.repeat(110 * 1024), password: 'p' }) });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'request.too_large', message: expect.stringMatching(/too large/) });
  });
});

describe('cross-site request check', () => {
  const login = (headers: Record<string, string>) =>
    t.client().request('POST', '/api/auth/login', { json: { username: 'owner', password: 'wrong password' }, headers });

  it('refuses an unsafe request from an origin that is not configured', async () => {
    const response = await login({ origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: 'request.cross_origin', message: API_ERRORS.crossOrigin });
  });

  it('refuses a cross-site request that only sends Sec-Fetch-Site', async () => {
    expect((await login({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await login({ 'sec-fetch-site': 'same-site' })).status).toBe(403);
  });

  it("takes 'Origin: null' (a form post under Referrer-Policy no-referrer) only from the same origin", async () => {
    expect((await login({ origin: 'null', 'sec-fetch-site': 'same-origin' })).status).toBe(401);
    expect((await login({ origin: 'null', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await login({ origin: 'null', 'sec-fetch-site': 'none' })).status).toBe(403);
    expect((await login({ origin: 'null' })).status).toBe(403);
  });

  it('lets configured origins, same-origin fetches and non-browser callers through', async () => {
    expect(t.env.siteOrigins).toContain('http://localhost:3000');
    expect((await login({ origin: 'http://localhost:3000' })).status).toBe(401);
    expect((await login({ origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-origin' })).status).toBe(401);
    expect((await login({ 'sec-fetch-site': 'same-origin' })).status).toBe(401);
    expect((await login({})).status).toBe(401);
  });

  it('does not check safe methods', async () => {
    const response = await t.client().get('/api/registry', { origin: 'https://evil.example' });
    expect(response.status).toBe(200);
  });
});

describe('headers', () => {
  it('sets the secure headers and no-store on API answers', async () => {
    const response = await t.client().get('/api/auth/me');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    // HSTS is production-only (contentSecurity.test.ts); tests run as NODE_ENV=test over http.
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('logs nothing for handled errors', () => {
    expect(logged).toEqual([]);
  });
});

describe('body limits by route', () => {
  it('lets a listed route take a larger body and keeps the default elsewhere', async () => {
    const app = new Hono();
    app.use('*', bodyLimits([{ method: 'POST', path: /^\/upload$/, maxSize: 300 * 1024 }]));
    app.post('*', async (c) => c.json({ size: (await c.req.text()).length }));
    const big = 'x'.repeat(200 * 1024);
    expect((await app.request('/upload', { method: 'POST', body: big })).status).toBe(200);
    expect((await app.request('/other', { method: 'POST', body: big })).status).toBe(413);
    expect((await app.request('/upload', { method: 'POST', body: big + big })).status).toBe(413);
  });
});
