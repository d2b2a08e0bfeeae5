/**
 * Releases end to end through the real app: publish release folders, move the channels with the
 * admin endpoint and the channel file, and check what GET /api/registry gives each visitor.
 */
import {
  CONTRACT_VERSION,
  EXPOSED_MODULES,
  type RegistryAdminView,
  type RemoteName,
  type RuntimeRegistry,
} from '@housesit/shared-contracts';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../env.js';
import { insertUser, signIn } from '../test/fixtures.js';
import { createTestApp, createTestDatabase, resetDatabase, type TestApp, type TestDatabase } from '../test/testApp.js';
import { openChannelStore } from './channelTable.js';
import { ReleaseError, ReleaseStore } from './store.js';

let dir: string;
let database: TestDatabase;
let t: TestApp;
let releasesDir: string;

/** The channels as the release command sees them: the table on PostgreSQL, the file on PGlite (like the app). */
const channelsOf = () => openChannelStore({ db: database.db, driver: database.driver, releasesDir, environment: 'test' });

/** A release folder as the areas' release build writes it (without webpack: only the files that matter here). */
async function releaseSource(remote: RemoteName, release: string, options: { contractVersion?: number; exposes?: string[] } = {}) {
  const folder = join(dir, 'builds', remote, release);
  await mkdir(folder, { recursive: true });
  const exposes = options.exposes ?? [...EXPOSED_MODULES[remote]];
  await writeFile(join(folder, 'mf-manifest.json'), JSON.stringify({ name: remote, exposes: exposes.map((path) => ({ path })) }));
  await writeFile(join(folder, 'remoteEntry.js'), `/* ${remote} ${release} */`);
  await writeFile(
    join(folder, 'release.json'),
    JSON.stringify({
      remote,
      release,
      version: release.split('-')[0],
      buildId: release.split('-')[1],
      contractVersion: options.contractVersion ?? CONTRACT_VERSION,
      builtAt: new Date().toISOString(),
      exposes,
    }),
  );
  return folder;
}

async function registryFor(headers: Record<string, string> = {}, query = ''): Promise<RuntimeRegistry> {
  const response = await t.client(headers).get(`/api/registry${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as RuntimeRegistry;
}

async function signedInAdmin() {
  const admin = await insertUser(t.db, { role: 'admin' });
  const client = t.client();
  await signIn(client, admin.username);
  return client;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hs-releases-'));
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await resetDatabase(database.db);
  releasesDir = await mkdtemp(join(dir, 'releases-'));
  t = await createTestApp({ database, env: { RELEASES_DIR: releasesDir, WEB_ROOT: dir }, logError: () => {} });
  return () => t.close();
});

describe('publishing', () => {
  it('copies a release in once, keeps old ones, and refuses one that lacks a routed screen', async () => {
    const store = new ReleaseStore(releasesDir);
    await store.publish(await releaseSource('mf_admin', '1.0.0-aaaa'));
    await store.publish(await releaseSource('mf_admin', '1.0.1-bbbb'));
    expect((await store.publish(await releaseSource('mf_admin', '1.0.1-bbbb'))).alreadyPublished).toBe(true);
    expect(store.list('mf_admin').map((info) => info.release)).toEqual(['1.0.0-aaaa', '1.0.1-bbbb']);

    const broken = await releaseSource('mf_admin', '1.0.2-cccc', { exposes: ['./Dashboard', './Jobs'] });
    await expect(store.publish(broken)).rejects.toThrow(/does not expose \.\/Revenue, \.\/Users/);
    expect(store.list('mf_admin')).toHaveLength(2);
  });

  it('refuses a release folder holding a symbolic link, naming the file, and publishes nothing', async () => {
    const store = new ReleaseStore(releasesDir);
    const outside = join(dir, 'outside-secret.eml');
    await writeFile(outside, 'Subject: Reset your password');
    const source = await releaseSource('mf_admin', '1.0.3-dddd');
    await mkdir(join(source, 'static'), { recursive: true });
    await symlink(outside, join(source, 'static', 'mail.js'));

    const refusal = store.publish(source);
    await expect(refusal).rejects.toThrow(ReleaseError);
    await expect(refusal).rejects.toThrow(/static\/mail\.js is a symbolic link/);
    expect(existsSync(join(releasesDir, 'mf_admin', '1.0.3-dddd'))).toBe(false);
    expect(store.list('mf_admin')).toEqual([]);
  });
});

describe('stable releases: promote and roll back', () => {
  it('moves only that remote on the next registry read, and rollback returns the previous one', async () => {
    const store = new ReleaseStore(releasesDir);
    await store.publish(await releaseSource('mf_admin', '1.0.1-bbbb'));
    const admin = await signedInAdmin();

    const promoted = await admin.post('/api/registry/remotes/mf_admin', { action: 'promote', release: '1.0.1-bbbb' });
    expect(promoted.status).toBe(200);
    const view = (await promoted.json()) as RegistryAdminView;
    expect(view.remotes.mf_admin).toMatchObject({ stable: '1.0.1-bbbb', previous: [null] });

    const after = await registryFor();
    expect(after.remotes.mf_admin).toEqual({
      entry: '/releases/mf_admin/1.0.1-bbbb/mf-manifest.json',
      version: '1.0.1',
      channel: 'stable',
      release: '1.0.1-bbbb',
      contractVersion: CONTRACT_VERSION,
    });
    expect(after.remotes.mf_sitter.entry).toBe('/remotes/mf_sitter/mf-manifest.json');

    expect((await admin.post('/api/registry/remotes/mf_admin', { action: 'rollback' })).status).toBe(200);
    expect((await registryFor()).remotes.mf_admin.entry).toBe('/remotes/mf_admin/mf-manifest.json');
    const again = await admin.post('/api/registry/remotes/mf_admin', { action: 'rollback' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ code: 'release.refused', message: 'mf_admin has no earlier stable release to roll back to.' });
  });

  it('refuses an unknown release, an incompatible contract, non-admins and an unknown remote', async () => {
    const store = new ReleaseStore(releasesDir);
    await store.publish(await releaseSource('mf_admin', '9.0.0-ffff', { contractVersion: CONTRACT_VERSION + 1 }));
    const admin = await signedInAdmin();
    const unknown = await admin.post('/api/registry/remotes/mf_admin', { action: 'promote', release: '1.2.3-none' });
    expect(unknown.status).toBe(409);
    expect(await unknown.json()).toEqual({ code: 'release.refused', message: 'mf_admin has no published release 1.2.3-none.' });
    expect((await admin.post('/api/registry/remotes/mf_admin', { action: 'promote', release: '9.0.0-ffff' })).status).toBe(409);
    expect((await admin.post('/api/registry/remotes/mf_admin', { action: 'promote', release: '../x' })).status).toBe(400);
    expect((await admin.post('/api/registry/remotes/mf_nope', { action: 'rollback' })).status).toBe(404);

    const homeowner = await insertUser(t.db, { role: 'homeowner' });
    const client = t.client();
    await signIn(client, homeowner.username);
    expect((await client.post('/api/registry/remotes/mf_admin', { action: 'rollback' })).status).toBe(403);
    expect((await client.get('/api/registry/releases')).status).toBe(403);
    expect((await t.client().get('/api/registry/releases')).status).toBe(401);
    expect((await channelsOf().read()).mf_admin.stable).toBeNull();
  });

  it('sees a change written to the channel file by another process without a restart', async () => {
    const store = new ReleaseStore(releasesDir);
    await store.publish(await releaseSource('mf_homeowner', '2.0.0-cafe'));
    expect((await registryFor()).remotes.mf_homeowner.channel).toBe('stable');
    // What `npm run releases -- promote` does: its own channel store on the same database or directory.
    await channelsOf().change('mf_homeowner', { action: 'promote', release: '2.0.0-cafe' }, store);
    expect((await registryFor()).remotes.mf_homeowner.release).toBe('2.0.0-cafe');
    await expect(channelsOf().change('mf_homeowner', { action: 'promote', release: '2.0.0-gone' }, store)).rejects.toThrow(ReleaseError);
  });

  // Only the embedded database keeps a channel file (a server database has the table).
  it.skipIf(loadEnv().databaseUrl !== null)('serves the builds when the channel file is broken, and says so in the log', async () => {
    const errors: string[] = [];
    await t.close();
    t = await createTestApp({ database, env: { RELEASES_DIR: releasesDir, WEB_ROOT: dir }, logError: (message) => errors.push(message) });
    await writeFile(join(releasesDir, 'registry.test.json'), '{ not json');
    expect((await registryFor()).remotes.mf_admin.entry).toBe('/remotes/mf_admin/mf-manifest.json');
    expect(errors[0]).toMatch(/registry\.test\.json is unusable/);
  });
});

describe('staging', () => {
  beforeEach(async () => {
    const store = new ReleaseStore(releasesDir);
    await store.publish(await releaseSource('mf_sitter', '1.1.0-5eed'));
    await channelsOf().change('mf_sitter', { action: 'set-staging', release: '1.1.0-5eed' }, store);
  });

  it('gives staging only to a visitor who opted in, and only for that remote', async () => {
    const stable = await registryFor();
    const optedIn = await registryFor({}, '?channel.mf_sitter=staging');
    expect(stable.remotes.mf_sitter.entry).toBe('/remotes/mf_sitter/mf-manifest.json');
    expect(optedIn.remotes.mf_sitter).toMatchObject({
      entry: '/releases/mf_sitter/1.1.0-5eed/mf-manifest.json',
      channel: 'staging',
      via: 'opt-in',
    });
    expect(optedIn.remotes.mf_homeowner).toEqual(stable.remotes.mf_homeowner);
    expect(optedIn.remotes.mf_admin).toEqual(stable.remotes.mf_admin);
    expect((await registryFor({}, '?channel.mf_admin=staging')).remotes.mf_admin.channel).toBe('stable');
  });

  it('splits a 50 % rollout about evenly across 200 visitors, the same answer for each every time', async () => {
    const admin = await signedInAdmin();
    expect(
      (await admin.post('/api/registry/remotes/mf_sitter', { action: 'set-staging', release: '1.1.0-5eed', percent: 50 })).status,
    ).toBe(200);

    const ids = Array.from({ length: 200 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const channelOf = async (id: string) => (await registryFor({ cookie: `hs_rollout=${id}` })).remotes.mf_sitter.channel;
    const first = await Promise.all(ids.map(channelOf));
    const staged = first.filter((channel) => channel === 'staging').length;
    expect(staged).toBeGreaterThanOrEqual(90);
    expect(staged).toBeLessThanOrEqual(110);
    expect(await Promise.all(ids.slice(0, 40).map(channelOf))).toEqual(first.slice(0, 40));

    // An opted-out visitor stays on stable whatever their bucket.
    const stagedId = ids[first.indexOf('staging')]!;
    expect((await registryFor({ cookie: `hs_rollout=${stagedId}` }, '?channel.mf_sitter=stable')).remotes.mf_sitter.channel).toBe('stable');
  });

  it('gives a new visitor an anonymous id cookie only while a rollout runs', async () => {
    expect((await t.client().get('/api/registry')).headers.get('set-cookie')).toBeNull();
    await channelsOf().change('mf_sitter', { action: 'set-staging', release: '1.1.0-5eed', percent: 30 }, new ReleaseStore(releasesDir));
    const client = t.client();
    await client.get('/api/registry');
    const id = client.cookies.get('hs_rollout');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const channel = (await (await client.get('/api/registry')).json()) as RuntimeRegistry;
    for (let i = 0; i < 5; i++)
      expect(((await (await client.get('/api/registry')).json()) as RuntimeRegistry).remotes.mf_sitter).toEqual(channel.remotes.mf_sitter);
    expect(client.cookies.get('hs_rollout')).toBe(id);
  });

  it('clears staging', async () => {
    const admin = await signedInAdmin();
    // Naming a release that is not the one staged (an unstage decided on stale figures) changes nothing.
    const stale = await admin.post('/api/registry/remotes/mf_sitter', { action: 'clear-staging', release: '1.0.9-0ld0' });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ code: 'release.not_staging' });
    const cleared = await admin.post('/api/registry/remotes/mf_sitter', { action: 'clear-staging' });
    expect(((await cleared.json()) as RegistryAdminView).remotes.mf_sitter).toMatchObject({ staging: null, stagingPercent: 0 });
    expect((await registryFor({}, '?channel.mf_sitter=staging')).remotes.mf_sitter.channel).toBe('stable');
    const view = (await (await admin.get('/api/registry/releases')).json()) as RegistryAdminView;
    expect(view.remotes.mf_sitter.releases.map((info) => info.release)).toEqual(['1.1.0-5eed']);
  });
});

describe('client error reports', () => {
  it('logs a report and limits how many one caller sends', async () => {
    const errors: string[] = [];
    await t.close();
    t = await createTestApp({ database, env: { RELEASES_DIR: releasesDir, WEB_ROOT: dir }, logError: (message) => errors.push(message) });
    const report = {
      remote: 'mf_homeowner',
      module: 'mf_homeowner/Dashboard',
      release: null,
      message: 'Failed to fetch',
      page: '/dashboard',
    };
    const client = t.client();
    expect((await client.post('/api/registry/client-errors', report)).status).toBe(204);
    expect(errors).toEqual(['[client-error] mf_homeowner/Dashboard failed on /dashboard: Failed to fetch']);
    // A report cannot write a line of its own into the log.
    errors.length = 0;
    const forged = { ...report, message: 'x\n[api] unexpected error on POST /api/admin: forged\r\u2028' };
    expect((await client.post('/api/registry/client-errors', forged)).status).toBe(204);
    expect(errors).toEqual([
      '[client-error] mf_homeowner/Dashboard failed on /dashboard: x\\n[api] unexpected error on POST /api/admin: forged\\r\\u2028',
    ]);
    expect(errors[0]).not.toMatch(/[\n\r\u2028]/);
    expect((await client.post('/api/registry/client-errors', { ...report, remote: 'mf_nope' })).status).toBe(400);
    for (let i = 0; i < 27; i++) await client.post('/api/registry/client-errors', report);
    const limited = await client.post('/api/registry/client-errors', report);
    expect(limited.status).toBe(429);
  });
});
