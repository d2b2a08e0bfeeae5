/**
 * Deploy tokens and publishing over HTTP (decision 007 'Shipping an area'): admins make, list and
 * revoke tokens (the secret answered once, only its hash kept); POST /api/releases/:remote takes
 * a release folder as multipart with `Authorization: Bearer <token>`, refuses without a token, with
 * another area's or a revoked one, and a release the checks refuse (with their code), and stores
 * and stages a good one, telling every admin which token did it.
 */
import {
  CONTRACT_VERSION,
  type ApiResult,
  EXPOSED_MODULES,
  type CreatedDeployToken,
  type PublishedRelease,
  type RegistryAdminView,
  type RemoteName,
} from '@housesit/shared-contracts';
import { eq, sql } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deployTokens, notifications } from '../db/schema.js';
import { insertUser, signIn } from '../test/fixtures.js';
import { createTestApp, createTestDatabase, resetDatabase, type TestApp, type TestClient, type TestDatabase } from '../test/testApp.js';
import { typedClient } from '../test/typedClient.js';
import { hashDeploySecret } from '../releases/deployTokens.js';

let dir: string;
let database: TestDatabase;
let t: TestApp;
let releasesDir: string;
let admin: TestClient;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hs-publish-'));
  // The shell this API serves provides kit version 2 (releases/kit.ts reads it from WEB_ROOT).
  await mkdir(join(dir, 'shell', 'federation'), { recursive: true });
  await writeFile(join(dir, 'shell', 'federation', 'kit.cjs'), 'module.exports = { KIT_VERSION: 2 };\n');
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await resetDatabase(database.db);
  await database.db.execute(sql`truncate table deploy_tokens restart identity`);
  releasesDir = await mkdtemp(join(dir, 'releases-'));
  t = await createTestApp({ database, env: { RELEASES_DIR: releasesDir, WEB_ROOT: dir } });
  const user = await insertUser(t.db, { role: 'admin' });
  admin = t.client();
  await signIn(admin, user.username);
  return () => t.close();
});

/** A release folder's files as the release command sends them (what `releases build` used to write). */
function releaseFiles(remote: RemoteName, release: string, change: { exposes?: string[]; kitVersion?: number } = {}) {
  const exposes = change.exposes ?? [...EXPOSED_MODULES[remote]];
  const info = {
    remote,
    release,
    version: release.split('-')[0],
    buildId: release.split('-')[1],
    contractVersion: CONTRACT_VERSION,
    ...(change.kitVersion ? { kitVersion: change.kitVersion } : {}),
    builtAt: '2026-06-15T13:00:00.000Z',
    exposes,
  };
  return {
    'release.json': JSON.stringify(info),
    'mf-manifest.json': JSON.stringify({ name: remote, exposes: exposes.map((path) => ({ path })) }),
    'remoteEntry.js': `/* ${remote} ${release} */`,
    'static/js/123.js': '/* a chunk */',
  };
}

function publish(remote: string, files: Record<string, string>, token: string | null, query = '') {
  const form = new FormData();
  for (const [path, content] of Object.entries(files)) form.append(path, new Blob([content]), path);
  return t.app.request(`http://localhost/api/releases/${remote}${query}`, {
    method: 'POST',
    body: form,
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
  });
}

/** The answer of a call that must succeed. */
function data<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new Error(`expected success, got ${result.status}`);
  return result.data;
}

async function newToken(name: string, remote: RemoteName | null): Promise<CreatedDeployToken> {
  return data(await typedClient(admin).registry.createDeployToken({ name, remote }));
}

describe('deploy tokens', () => {
  it('answers the secret once, keeps only its hash, lists and revokes', async () => {
    const created = await newToken('admin-ci', 'mf_admin');
    expect(created.secret).toMatch(/^hsd_[A-Za-z0-9_-]{43}$/);
    expect(created.token).toMatchObject({ name: 'admin-ci', remote: 'mf_admin', revokedAt: null, lastUsedAt: null });
    const [row] = await t.db.select().from(deployTokens);
    expect(row?.secretHash).toBe(hashDeploySecret(created.secret));
    expect(JSON.stringify(row)).not.toContain(created.secret);

    const client = typedClient(admin).registry;
    const listed = data(await client.deployTokens());
    expect(listed.tokens).toEqual([created.token]);
    expect(JSON.stringify(listed)).not.toContain(created.secret);

    const revoked = data(await client.revokeDeployToken(created.token.id));
    expect(revoked.revokedAt).toBe(t.clock.now().toISOString());
    expect(data(await client.deployTokens()).tokens[0]?.revokedAt).toBe(revoked.revokedAt);
    expect((await admin.request('DELETE', '/api/registry/deploy-tokens/999')).status).toBe(404);
  });

  it('refuses a blank name and an unknown area, and everyone but admins', async () => {
    expect((await admin.post('/api/registry/deploy-tokens', { name: ' ', remote: null })).status).toBe(400);
    expect((await admin.post('/api/registry/deploy-tokens', { name: 'x', remote: 'mf_shop' })).status).toBe(400);
    expect((await t.client().get('/api/registry/deploy-tokens')).status).toBe(401);
    const sitter = t.client();
    await signIn(sitter, (await insertUser(t.db, { role: 'housesitter' })).username);
    expect((await sitter.post('/api/registry/deploy-tokens', { name: 'x', remote: null })).status).toBe(403);
  });
});

describe('POST /api/releases/:remote', () => {
  it('refuses without a token (401), with an unknown or revoked one (401), another area’s (403)', async () => {
    const files = releaseFiles('mf_admin', '1.1.0-aaaa000001');
    const noToken = await publish('mf_admin', files, null);
    expect(noToken.status).toBe(401);
    expect(await noToken.json()).toMatchObject({ code: 'deploy_token.missing' });
    // A session is no deploy token.
    const withSession = await admin.request('POST', '/api/releases/mf_admin', { json: {} });
    expect(withSession.status).toBe(401);

    expect(await (await publish('mf_admin', files, 'hsd_guessed')).json()).toMatchObject({ code: 'deploy_token.invalid' });
    const sitterToken = await newToken('sitter-ci', 'mf_sitter');
    const wrongArea = await publish('mf_admin', files, sitterToken.secret);
    expect(wrongArea.status).toBe(403);
    expect(await wrongArea.json()).toMatchObject({
      code: 'deploy_token.wrong_area',
      message: "Deploy token 'sitter-ci' may publish mf_sitter only, not mf_admin.",
    });

    const adminToken = await newToken('admin-ci', 'mf_admin');
    await typedClient(admin).registry.revokeDeployToken(adminToken.token.id);
    const revoked = await publish('mf_admin', files, adminToken.secret);
    expect(revoked.status).toBe(401);
    expect(await revoked.json()).toMatchObject({ code: 'deploy_token.invalid' });
    expect(existsSync(join(releasesDir, 'mf_admin'))).toBe(false);
  });

  it.each<[string, Record<string, string>, number, string]>([
    [
      'a release missing a module the route table needs',
      releaseFiles('mf_admin', '1.1.0-bbbb000001', { exposes: EXPOSED_MODULES.mf_admin.slice(1) }),
      422,
      'release.refused',
    ],
    ['another area’s release', releaseFiles('mf_sitter', '1.1.0-bbbb000002'), 422, 'release.wrong_remote'],
    ['a folder without release.json', { 'remoteEntry.js': '', 'mf-manifest.json': '{}' }, 422, 'release.refused'],
    [
      'a path climbing out of the folder',
      { ...releaseFiles('mf_admin', '1.1.0-bbbb000003'), '../x.js': '' },
      400,
      'release.upload_invalid',
    ],
  ])('refuses %s with its code and stores nothing', async (_case, files, status, code) => {
    const token = await newToken('ci', null);
    const answer = await publish('mf_admin', files, token.secret);
    expect(answer.status).toBe(status);
    expect(((await answer.json()) as { code: string }).code).toBe(code);
    expect(existsSync(join(releasesDir, 'mf_admin'))).toBe(false);
    expect(await t.db.select().from(notifications)).toEqual([]);
  });

  it('refuses a release needing a newer kit than the shell’s (release.kit_incompatible)', async () => {
    const token = await newToken('ci', null);
    const answer = await publish('mf_admin', releaseFiles('mf_admin', '1.1.0-cccc000001', { kitVersion: 3 }), token.secret);
    expect(answer.status).toBe(422);
    expect(await answer.json()).toMatchObject({ code: 'release.kit_incompatible' });
    expect(existsSync(join(releasesDir, 'mf_admin'))).toBe(false);
  });

  it('stores a good release, stages it at the percent asked, and tells every admin which token did it', async () => {
    const token = await newToken('admin-ci', 'mf_admin');
    const files = releaseFiles('mf_admin', '1.1.0-dddd000001');
    const answer = await publish('mf_admin', files, token.secret, '?stage=1&percent=10');
    expect(answer.status).toBe(201);
    const body = (await answer.json()) as PublishedRelease;
    expect(body).toMatchObject({
      remote: 'mf_admin',
      release: '1.1.0-dddd000001',
      alreadyPublished: false,
      staged: true,
      url: '/releases/mf_admin/1.1.0-dddd000001/mf-manifest.json',
      channels: { stable: null, staging: '1.1.0-dddd000001', stagingPercent: 10 },
    });
    expect(existsSync(join(releasesDir, 'mf_admin', '1.1.0-dddd000001', 'static', 'js', '123.js'))).toBe(true);

    const view = (await (await admin.get('/api/registry/releases')).json()) as RegistryAdminView;
    expect(view.remotes.mf_admin.staging).toBe('1.1.0-dddd000001');
    const served = await t.client().get('/api/registry?channel.mf_admin=staging');
    expect(((await served.json()) as { remotes: Record<string, { release?: string }> }).remotes.mf_admin?.release).toBe('1.1.0-dddd000001');

    const notices = await t.db.select().from(notifications).where(eq(notifications.type, 'releasePublished'));
    expect(notices.map((notice) => notice.details)).toEqual([
      { remote: 'mf_admin', release: '1.1.0-dddd000001', tokenName: 'admin-ci', percent: 10 },
    ]);
    const [row] = await t.db.select().from(deployTokens);
    expect(row?.lastUsedAt?.toISOString()).toBe(t.clock.now().toISOString());

    // The same build again: nothing new, nobody told.
    const again = await publish('mf_admin', files, token.secret);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ alreadyPublished: true, staged: false });
    expect(await t.db.select().from(notifications).where(eq(notifications.type, 'releasePublished'))).toHaveLength(1);
  });

  it('refuses a percent outside 0–100 before reading the upload', async () => {
    const token = await newToken('ci', null);
    const answer = await publish('mf_admin', releaseFiles('mf_admin', '1.1.0-eeee000001'), token.secret, '?stage=1&percent=150');
    expect(answer.status).toBe(400);
    expect(existsSync(join(releasesDir, 'mf_admin'))).toBe(false);
  });
});
