/**
 * The access matrix (ASVS 8.2–8.3): every route the app registers, read from app.routes, must
 * have a rule in accessRules.ts, and every route is called by six actors. Each answer must match
 * the rule: 401 anonymous, 403 wrong role, 404 for homeowner A's things outside their audience,
 * and past the door otherwise. A refusal carries only a message, no refused request writes
 * anything, and A's canary text never reaches anonymous callers, homeowner B or sitter Y.
 * Every state-changing route also refuses a request from another site (CSRF, ASVS 3.5).
 */
import { API_ERRORS, isErrorCode, type ErrorCode } from '@housesit/shared-contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../auth/cookie.js';
import { users } from '../db/schema.js';
import { startRealtime, type Realtime } from '../realtime/realtime.js';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { ACCESS_RULES, ACTORS, expectedAnswer, type Actor, type Expected, type RouteRule } from './accessRules.js';
import { CANARY, createActors, createFixtures, databaseFingerprint, send, sessionTokens, type Actors } from './testKit.js';

const HAS_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Who must never see homeowner A's data. */
const OUTSIDERS: readonly Actor[] = ['anonymous', 'homeownerB', 'sitterY'];

let t: TestApp;
let realtime: Realtime;
let actors: Actors;
let origin: string;

beforeAll(async () => {
  const base = await createTestApp();
  realtime = await startRealtime({ db: base.db, channel: base.database.notifications, logError: () => {} });
  // The same database with /ws served, so the matrix sees every route production has.
  t = await createTestApp({ database: base.database, realtime });
  const close = t.close;
  t.close = async () => {
    await close();
    await realtime.close();
    await base.close();
  };
  actors = await createActors(t.db);
  origin = t.env.siteOrigins[0]!;
});
afterAll(async () => {
  // t is unset when beforeAll failed before creating it.
  await (t as TestApp | undefined)?.close();
});

/** 'METHOD /path' of every endpoint (middleware and catch-alls are registered as ALL …/*). */
function registeredRoutes(): string[] {
  const keys = new Set<string>();
  for (const route of t.app.routes) {
    if (route.method === 'ALL') {
      expect(route.path, 'an ALL route must be middleware or a catch-all ending in *').toMatch(/\*$/);
      continue;
    }
    keys.add(`${route.method} ${route.path}`);
  }
  return [...keys].sort();
}

function patternOf(path: string): RegExp {
  const escaped = path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+');
  return new RegExp(`^${escaped}(\\?.*)?$`);
}

const REFUSAL_MESSAGES: Partial<Record<Expected, string>> = {
  401: API_ERRORS.notSignedIn,
  403: API_ERRORS.forbidden,
};
const REFUSAL_CODES: Partial<Record<Expected, ErrorCode>> = {
  401: 'auth.not_signed_in',
  403: 'auth.forbidden',
};

describe('the access matrix', () => {
  it('has a rule for every registered route, and no rule for a route that does not exist', () => {
    const routes = registeredRoutes();
    const missing = routes.filter((key) => !(key in ACCESS_RULES));
    expect(missing, 'routes without a rule: add them to api/src/security/accessRules.ts').toEqual([]);
    const stale = Object.keys(ACCESS_RULES).filter((key) => !routes.includes(key));
    expect(stale, 'rules for routes the app does not register').toEqual([]);
  });

  it('answers every route as its rule says, for every actor, with no leaks and no writes when refusing', async () => {
    const failures: string[] = [];
    let probes = 0;
    let insiderSightings = 0;
    for (const key of registeredRoutes()) {
      const rule: RouteRule | undefined = ACCESS_RULES[key];
      if (!rule) continue;
      const [method, pattern] = key.split(' ') as [string, string];
      const now = t.clock.now();
      // The deactivate route's probe deactivates sitter Y, who could then have no session.
      await t.db.update(users).set({ deactivatedAt: null });
      const fixtures = await createFixtures(t.db, t.mediaStore, actors, now);
      const tokens = await sessionTokens(t.db, actors, now);
      // Refusals first, on a still untouched database; then the actors the rule lets in.
      const order = [...ACTORS].sort(
        (x, y) => Number(expectedAnswer(rule, x) === 'allowed') - Number(expectedAnswer(rule, y) === 'allowed'),
      );
      const before = await databaseFingerprint(t.db);
      let checkedWrites = false;
      for (const actor of order) {
        const expected = expectedAnswer(rule, actor);
        if (expected === 'allowed' && !checkedWrites) {
          checkedWrites = true;
          const after = await databaseFingerprint(t.db);
          const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
          if (changed.length) failures.push(`${key}: refused requests changed ${changed.join(', ')}`);
        }
        const probe = rule.request?.(fixtures, actor) ?? {};
        const path = probe.path ?? pattern;
        if (!patternOf(pattern).test(path)) failures.push(`${key}: the rule's path ${path} does not match the route`);
        const token = tokens[actor];
        const response = await send(t.app, method, path, {
          cookie: token ? `${SESSION_COOKIE}=${token}` : null,
          origin,
          body: HAS_BODY.has(method) ? JSON.stringify(probe.body ?? {}) : undefined,
        });
        probes += 1;
        const text = await response.text();
        const where = `${key} as ${actor}: expected ${expected}, got ${response.status} ${text.slice(0, 160)}`;
        if (response.status >= 500) failures.push(where);
        else if (expected === 'allowed') {
          if ([401, 403, 404].includes(response.status)) failures.push(where);
        } else if (expected === 'refused') {
          if (response.status < 400) failures.push(where);
        } else if (response.status !== expected) {
          failures.push(where);
        } else if (response.headers.get('content-type')?.includes('json')) {
          // A refusal says why and nothing else.
          const body = JSON.parse(text) as Record<string, unknown>;
          // A route's own refusal (rule.refusals) has its own code and message.
          const own = rule.refusals?.[actor];
          const message = own ? undefined : REFUSAL_MESSAGES[expected];
          const code = own ?? REFUSAL_CODES[expected];
          const saysWhy = Object.keys(body).sort().join() === 'code,message' && isErrorCode(body['code']);
          if (!saysWhy || (message && body['message'] !== message) || (code && body['code'] !== code))
            failures.push(`${where} (refusal body)`);
        }
        if (!OUTSIDERS.includes(actor) && text.includes(CANARY)) insiderSightings += 1;
        if (OUTSIDERS.includes(actor) && text.includes(CANARY))
          failures.push(`${key} as ${actor}: LEAKED homeowner A's data: ${text.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(probes).toBe(registeredRoutes().length * ACTORS.length);
    // The canaries are there to be found: the people they belong to do see them.
    expect(insiderSightings).toBeGreaterThan(10);
  });

  it('refuses every state-changing route from another site, whoever is signed in, and writes nothing', async () => {
    const failures: string[] = [];
    const fixtures = await createFixtures(t.db, t.mediaStore, actors, t.clock.now());
    const tokens = await sessionTokens(t.db, actors, t.clock.now());
    const before = await databaseFingerprint(t.db);
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
    ];
    for (const key of registeredRoutes()) {
      const [method, pattern] = key.split(' ') as [string, string];
      if (!HAS_BODY.has(method)) continue;
      const rule = ACCESS_RULES[key];
      for (const actor of ['homeownerA', 'admin'] as const) {
        const probe = rule?.request?.(fixtures, actor) ?? {};
        for (const headers of crossSite) {
          const response = await send(t.app, method, probe.path ?? pattern, {
            cookie: `${SESSION_COOKIE}=${tokens[actor]}`,
            headers,
            body: JSON.stringify(probe.body ?? {}),
          });
          const body = (await response.json()) as unknown;
          if (rule?.crossSite === 'tokenInUrl') {
            // Let through, and refused for want of a signed token: the session counts for nothing.
            if (response.status !== 400)
              failures.push(`${key} as ${actor} with ${JSON.stringify(headers)}: ${response.status} ${JSON.stringify(body)}`);
            continue;
          }
          if (
            response.status !== 403 ||
            JSON.stringify(body) !== JSON.stringify({ code: 'request.cross_origin', message: API_ERRORS.crossOrigin })
          ) {
            failures.push(`${key} as ${actor} with ${JSON.stringify(headers)}: ${response.status} ${JSON.stringify(body)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });

  it.each(['admin', 'housesitter'])('refuses sign-up asking for %s, for every actor, and creates no account', async (role) => {
    const tokens = await sessionTokens(t.db, actors, t.clock.now());
    const staffBefore = (await t.db.select().from(users).where(eq(users.role, role))).length;
    for (const actor of ACTORS) {
      const username = `want_${role}_${actor}`.toLowerCase();
      const token = tokens[actor];
      const response = await send(t.app, 'POST', '/api/auth/register', {
        cookie: token ? `${SESSION_COOKIE}=${token}` : null,
        origin,
        body: JSON.stringify({ username, email: `${username}@example.com`, password: 'secret-pass', firstName: 'W', lastName: 'R', role }),
      });
      expect(response.status, actor).toBe(403);
      expect(((await response.json()) as { message: string }).message).toBe(API_ERRORS.registrationRoleRefused);
      expect(await t.db.select().from(users).where(eq(users.username, username))).toHaveLength(0);
    }
    expect(await t.db.select().from(users).where(eq(users.role, role))).toHaveLength(staffBefore);
  });
});
