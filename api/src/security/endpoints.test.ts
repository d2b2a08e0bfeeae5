/**
 * Every route the app registers has one endpoint definition (shared-contracts/src/endpoints),
 * and every definition has its route: the client, the access table, the body limits and the
 * OpenAPI description are all read from the definitions, so a route without one would be
 * missing from all four, and a definition without a route would be a door the client knocks on
 * in vain.
 */
import { DEPLOY_UPLOAD_MAX_BYTES, ENDPOINTS, PHOTO_BODY_MAX } from '@housesit/shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyLimitRules } from '../http/bodyLimit.js';
import { PHOTO_MAX_BASE64_CHARS } from '../media/imageCheck.js';
import { PROBES } from './accessRules.js';
import { startRealtime, type Realtime } from '../realtime/realtime.js';
import { createTestApp, type TestApp } from '../test/testApp.js';

let t: TestApp;
let realtime: Realtime;

beforeAll(async () => {
  const base = await createTestApp();
  realtime = await startRealtime({ db: base.db, channel: base.database.notifications, logError: () => {} });
  // With /ws served, as production has it.
  t = await createTestApp({ database: base.database, realtime });
  const close = t.close;
  t.close = async () => {
    await close();
    await realtime.close();
    await base.close();
  };
});
afterAll(async () => {
  await (t as TestApp | undefined)?.close();
});

/** 'METHOD /path' of every endpoint the app registers (middleware and catch-alls are ALL …/*). */
function registeredRoutes(): string[] {
  return [...new Set(t.app.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`))].sort();
}

describe('one definition per endpoint', () => {
  it('has a definition for every registered route', () => {
    const missing = registeredRoutes().filter((key) => !(key in ENDPOINTS));
    expect(missing, 'routes without a definition: add them to shared-contracts/src/endpoints').toEqual([]);
  });

  it('has a registered route for every definition', () => {
    const routes = new Set(registeredRoutes());
    const stale = Object.keys(ENDPOINTS).filter((key) => !routes.has(key));
    expect(stale, 'definitions the app does not register').toEqual([]);
  });

  it('keeps who may call a defined endpoint in its definition only, never again in accessRules.ts', () => {
    const repeated = Object.entries(PROBES)
      .filter(([key, probe]) => key in ENDPOINTS && (probe.access || probe.object || probe.crossSite))
      .map(([key]) => key);
    expect(repeated, 'remove access/object/crossSite from these probes: the definition has them').toEqual([]);
  });

  it('finds what it checks: the routes are the app’s, and the definitions are many', () => {
    // Guards the two tests above against passing on an empty walk.
    expect(registeredRoutes()).toContain('PATCH /api/visit/:id/start');
    expect(registeredRoutes().length).toBe(Object.keys(ENDPOINTS).length);
  });
});

describe('body limits from the definitions', () => {
  const rules = bodyLimitRules(Object.values(ENDPOINTS));

  it('lets the photo uploads take a photo, and nothing else more than the default', () => {
    const limitOf = (method: string, path: string) => rules.find((rule) => rule.method === method && rule.path.test(path))?.maxSize;
    expect(limitOf('PATCH', '/api/report/12/add-photo')).toBe(PHOTO_BODY_MAX);
    expect(limitOf('PATCH', '/api/visit/7/add-photo')).toBe(PHOTO_BODY_MAX);
    expect(limitOf('PATCH', '/api/visit/7/start')).toBeUndefined();
    expect(limitOf('PATCH', '/api/visit/7/add-photo/extra')).toBeUndefined();
    expect(limitOf('POST', '/api/visit/7/add-photo')).toBeUndefined();
    // A sitter's profile photo comes the same way.
    expect(limitOf('PUT', '/api/account/sitter-profile')).toBe(PHOTO_BODY_MAX);
    // An area's release, sent by its release command with a deploy token.
    expect(limitOf('POST', '/api/releases/mf_admin')).toBe(DEPLOY_UPLOAD_MAX_BYTES);
    expect(rules).toHaveLength(4);
  });

  it('allows a whole photo as base64 text plus the JSON around it', () => {
    expect(PHOTO_BODY_MAX).toBe(PHOTO_MAX_BASE64_CHARS + 64 * 1024);
  });
});
