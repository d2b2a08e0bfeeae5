/**
 * JSON bodies with too many members or too deep a nesting are refused before
 * they are parsed and validated, and a refusal names only a few fields. Failed before: a sign-in
 * with 9,000 unknown fields (87 KB) answered request.invalid with a 270 KB body after about
 * 100-170 ms of CPU in validation.
 */
import { API_ERRORS } from '@housesit/shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { JSON_MAX_DEPTH, JSON_MAX_MEMBERS, MAX_REPORTED_FIELDS, withinJsonLimits } from './body.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (body: string) => t.client().request('POST', '/api/auth/login', { body, headers: { 'content-type': 'application/json' } });

function withFields(count: number): string {
  const fields: Record<string, unknown> = { username: 'someone', password: 'whatever' };
  for (let i = 0; i < count; i += 1) fields[`f${i}`] = 1;
  return JSON.stringify(fields);
}

describe('JSON bodies', () => {
  it('refuses 9,000 unknown fields with a small answer, before validating them', async () => {
    const response = await login(withFields(9000));
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ code: 'request.too_complex', message: API_ERRORS.tooComplex });
    expect(text.length).toBeLessThan(200);
  });

  it('refuses nesting deeper than the limit', async () => {
    const deep = `{"username":"someone","password":"x","extra":${'['.repeat(JSON_MAX_DEPTH)}${']'.repeat(JSON_MAX_DEPTH)}}`;
    const response = await login(deep);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('request.too_complex');
  });

  it('names at most a few fields when many are wrong', async () => {
    const response = await login(withFields(JSON_MAX_MEMBERS - 10));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; message: string; fieldErrors: Record<string, string> };
    expect(body.code).toBe('request.invalid');
    expect(Object.keys(body.fieldErrors)).toHaveLength(MAX_REPORTED_FIELDS);
    expect(body.message).toBe(Object.values(body.fieldErrors)[0]);
  });

  it('counts members and depth outside strings only', () => {
    expect(withinJsonLimits('{"a":1,"b":[1,2,{"c":3}]}', 3, 3)).toBe(true);
    expect(withinJsonLimits('{"a":1,"b":[1,2,{"c":3}]}', 2, 3)).toBe(false);
    expect(withinJsonLimits('{"a":1,"b":[1,2,{"c":3}]}', 3, 2)).toBe(false);
    // Colons, brackets and escaped quotes inside strings are text.
    expect(withinJsonLimits(JSON.stringify({ a: 'x:y:z [[[{{{', b: 'say \\"hi\\": [' }), 2, 1)).toBe(true);
    expect(withinJsonLimits('"unterminated', 0, 0)).toBe(true);
  });
});
