/**
 * Hostile input at every endpoint that reads a JSON body (found by sending it broken JSON, so a
 * new endpoint is covered without being listed): malformed JSON, values that are not objects,
 * prototype-polluting keys, wrong types, huge and over-long strings, random structures → a 4xx
 * with a message (400 or 413, or the route's own 404/409 when it checks its object first), and
 * nothing written. Then odd but well-formed text (unicode, NUL, lone
 * surrogates, SQL-looking) in every field: any answer but a 5xx. Seeded: set FUZZ_SEED to replay.
 * And every field of every JSON body, nested ones too, given each JSON kind it does not take:
 * a 400 that names the field.
 */
import { API_ERRORS, isErrorCode } from '@housesit/shared-contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../auth/cookie.js';
import { users, visits } from '../db/schema.js';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { ACCESS_RULES, ACTORS, expectedAnswer, type Actor, type Fixtures, type ProbeRequest, type RouteRule } from './accessRules.js';
import {
  MALFORMED_JSON,
  NASTY_STRINGS,
  NOT_OBJECTS,
  POLLUTING_KEYS,
  fieldPaths,
  random,
  randomJson,
  randomString,
  valueAt,
  withValueAt,
  wrongKindsFor,
  wrongType,
  type Rng,
} from './fuzz.js';
import { NULL_ACCEPTED, SAMPLE_BODIES } from './sampleBodies.js';
import { createActors, createFixtures, databaseFingerprint, send, sessionTokens, type Actors } from './testKit.js';
import { FUZZ_SEED } from '../test/env.js';

const SEED = FUZZ_SEED;
const RANDOM_CASES = 12;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Preferred caller: the first one the rule lets in, so input reaches validation. */
const CALLER_ORDER: readonly Actor[] = ['anonymous', 'homeownerA', 'admin', 'sitterX'];

let t: TestApp;
let actors: Actors;
let origin: string;
beforeAll(async () => {
  t = await createTestApp();
  actors = await createActors(t.db);
  origin = t.env.siteOrigins[0]!;
});
afterAll(async () => {
  await t.close();
});

interface Case {
  label: string;
  body: string;
}

function mustRefuseCases(rng: Rng, base: Record<string, unknown>): Case[] {
  const cases: Case[] = [];
  for (const text of MALFORMED_JSON) cases.push({ label: `malformed ${JSON.stringify(text)}`, body: text });
  for (const value of NOT_OBJECTS) cases.push({ label: `not an object: ${JSON.stringify(value)}`, body: JSON.stringify(value) });
  for (const key of POLLUTING_KEYS) {
    // Written by hand: JSON.stringify would drop a real __proto__ key.
    const rest = JSON.stringify(base).slice(1);
    cases.push({ label: `key ${key}`, body: `{"${key}":{"role":"admin","isAdmin":true}${rest === '}' ? '}' : `,${rest}`}` });
  }
  for (const field of Object.keys(base)) {
    const sample = base[field];
    cases.push({ label: `${field}: wrong type`, body: JSON.stringify({ ...base, [field]: wrongType(rng, sample) }) });
    cases.push({ label: `${field}: 150 KB string`, body: JSON.stringify({ ...base, [field]: 'x'.repeat(150 * 1024) }) });
    if (typeof sample === 'string')
      cases.push({ label: `${field}: 60,000 characters`, body: JSON.stringify({ ...base, [field]: 'é'.repeat(60_000) }) });
  }
  for (let i = 0; i < RANDOM_CASES; i += 1) {
    const junk = randomJson(rng, 3);
    const object = { ...base, [`x_${randomString(rng, 8)}`]: junk };
    cases.push({ label: `random extra field #${i}`, body: JSON.stringify(object) });
    cases.push({
      label: `random value #${i}`,
      body: JSON.stringify(Array.isArray(junk) || junk === null || typeof junk !== 'object' ? junk : { x_: junk }),
    });
  }
  return cases;
}

function oddTextCases(rng: Rng, base: Record<string, unknown>): Case[] {
  const cases: Case[] = [];
  for (const field of Object.keys(base)) {
    const { [field]: _dropped, ...missing } = base;
    cases.push({ label: `${field}: missing`, body: JSON.stringify(missing) });
    for (const text of NASTY_STRINGS)
      cases.push({ label: `${field}: ${JSON.stringify(text)}`, body: JSON.stringify({ ...base, [field]: text }) });
    cases.push({ label: `${field}: random text`, body: JSON.stringify({ ...base, [field]: randomString(rng, 200) }) });
  }
  return cases;
}

function callerFor(rule: RouteRule): Actor {
  return CALLER_ORDER.find((actor) => expectedAnswer(rule, actor) === 'allowed') ?? 'anonymous';
}

/** A refusal must explain itself in one message with its code, without internals. */
function clearRefusal(text: string): string | null {
  let body: { code?: unknown; message?: unknown };
  try {
    body = JSON.parse(text) as { code?: unknown; message?: unknown };
  } catch {
    return `not JSON: ${text.slice(0, 120)}`;
  }
  if (typeof body.message !== 'string' || body.message.trim() === '') return `no message: ${text.slice(0, 120)}`;
  if (!isErrorCode(body.code)) return `no known code: ${text.slice(0, 120)}`;
  if (/Failed query|DrizzleQueryError|\bat .+:\d+:\d+|SQLSTATE|syntax error at/i.test(text))
    return `internals in the answer: ${text.slice(0, 200)}`;
  return null;
}

interface JsonEndpoint {
  /** The route's key in ACCESS_RULES, e.g. 'POST /api/auth/login'. */
  key: string;
  now: Date;
  fixtures: Fixtures;
  /** The rule's probe for the caller (its path and a body it accepts, when it has them). */
  probe: ProbeRequest;
  /** Sends `body` as the caller, to the probe's path. */
  call(body: string): Promise<Response>;
}

/**
 * Calls `visit` for every write route under /api/ that reads a JSON body, found by sending it
 * broken JSON (a 400 invalidJson), each with fresh fixtures and the first caller its rule lets in.
 * A route that answers the broken JSON with a 5xx is added to `serverErrors` when it is given.
 */
async function forEachJsonEndpoint(visit: (endpoint: JsonEndpoint) => Promise<void>, serverErrors?: string[]): Promise<void> {
  for (const [key, rule] of Object.entries(ACCESS_RULES)) {
    const [method, pattern] = key.split(' ') as [string, string];
    if (!WRITE_METHODS.has(method) || !pattern.startsWith('/api/')) continue;
    const now = t.clock.now();
    // The deactivate route's probe deactivates sitter Y, whose sessions would then be refused.
    await t.db.update(users).set({ deactivatedAt: null });
    const fixtures = await createFixtures(t.db, t.mediaStore, actors, now);
    // A visit under way, so the lifecycle routes read their bodies instead of refusing the state.
    await t.db.update(visits).set({ status: 'in_progress' }).where(eq(visits.id, fixtures.visitId));
    const tokens = await sessionTokens(t.db, actors, now);
    const caller = callerFor(rule);
    const token = tokens[caller];
    const probe = rule.request?.(fixtures, caller) ?? {};
    const path = probe.path ?? pattern;
    const call = (body: string) => send(t.app, method, path, { cookie: token ? `${SESSION_COOKIE}=${token}` : null, origin, body });

    const detect = await call('{"broken":');
    const detectText = await detect.text();
    if (detect.status >= 500) serverErrors?.push(`${key}: ${detect.status} for broken JSON`);
    if (detect.status === 400 && detectText.includes(API_ERRORS.invalidJson)) await visit({ key, now, fixtures, probe, call });
  }
}

describe('fuzzing every JSON endpoint', () => {
  it(`refuses hostile bodies with a 4xx and a message, writes nothing, and never answers 5xx (seed ${SEED})`, async () => {
    const rng = random(SEED);
    const failures: string[] = [];
    const fuzzed: string[] = [];
    await forEachJsonEndpoint(async ({ key, probe, call }) => {
      fuzzed.push(key);

      const base = (probe.body && typeof probe.body === 'object' && !Array.isArray(probe.body) ? probe.body : {}) as Record<
        string,
        unknown
      >;
      // Counting attempts is the limiter's job: its table may change, nothing else.
      const before = await databaseFingerprint(t.db);
      for (const { label, body } of mustRefuseCases(rng, base)) {
        const response = await call(body);
        const text = await response.text();
        if (response.status < 400 || response.status >= 500) failures.push(`${key} ${label}: ${response.status} ${text.slice(0, 160)}`);
        const unclear = clearRefusal(text);
        if (unclear) failures.push(`${key} ${label}: ${unclear}`);
      }
      const after = await databaseFingerprint(t.db);
      const changed = Object.keys(after).filter((table) => table !== 'rate_limits' && after[table] !== before[table]);
      if (changed.length) failures.push(`${key}: refused bodies changed ${changed.join(', ')}`);

      for (const { label, body } of oddTextCases(rng, base)) {
        const response = await call(body);
        const text = await response.text();
        if (response.status >= 500) failures.push(`${key} ${label}: ${response.status} ${text.slice(0, 160)}`);
        else if (response.status >= 400) {
          const unclear = clearRefusal(text);
          if (unclear) failures.push(`${key} ${label}: ${unclear}`);
        }
      }
    }, failures);
    expect(failures).toEqual([]);
    // The detection found the JSON endpoints (a sample that must be among them).
    expect(fuzzed).toEqual(
      expect.arrayContaining([
        'POST /api/auth/register',
        'POST /api/auth/login',
        'PUT /api/account/profile',
        'POST /api/visits/:id/messages',
      ]),
    );
    expect(ACTORS).toContain('homeownerA');
  }, 180_000);

  // Every field of every JSON body, nested ones too, given each JSON kind it does not take (an
  // object with a `toString` key among them): 400 naming that field, never a 5xx.
  it('refuses a value of the wrong kind in any field with a 400 that names the field', async () => {
    const failures: string[] = [];
    const covered: string[] = [];
    await forEachJsonEndpoint(async ({ key, now, fixtures, probe, call }) => {
      const sample = SAMPLE_BODIES[key]?.(fixtures, now) ?? probe.body;
      if (!sample || typeof sample !== 'object' || Object.keys(sample).length === 0) {
        failures.push(`${key}: reads JSON but has no valid body to vary (accessRules.ts probe or sampleBodies.ts)`);
        return;
      }
      covered.push(key);
      for (const path of fieldPaths(sample)) {
        const field = path.join('.');
        for (const { label, value } of wrongKindsFor(valueAt(sample, path))) {
          if (value === null && NULL_ACCEPTED.has(`${key} ${field}`)) continue;
          const response = await call(JSON.stringify(withValueAt(sample, path, value)));
          const text = await response.text();
          const body = JSON.parse(text) as { fieldErrors?: Record<string, string> };
          const named = Object.keys(body.fieldErrors ?? {}).some((name) => name === field || name.startsWith(`${field}.`));
          if (response.status !== 400 || !named) failures.push(`${key} ${field} = ${label}: ${response.status} ${text.slice(0, 160)}`);
        }
      }
    });
    expect(failures).toEqual([]);
    expect(covered).toEqual(
      expect.arrayContaining([
        'POST /api/checkout/quote',
        'POST /api/checkout',
        'POST /api/auth/register',
        'PATCH /api/visit/:id/reschedule',
      ]),
    );
  }, 180_000);
});
