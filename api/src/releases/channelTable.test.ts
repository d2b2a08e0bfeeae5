/**
 * The registry's channels in the database: two app instances on one database answer the same
 * registry at once after a change made through either of them or by the release command.
 */
import { CONTRACT_VERSION, EXPOSED_MODULES, type RemoteName, type RuntimeRegistry } from '@housesit/shared-contracts';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, signIn } from '../test/fixtures.js';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../test/testApp.js';
import { ChannelTable } from './channelTable.js';
import { ReleaseStore } from './store.js';

let dir: string;
let releasesDir: string;
let database: TestDatabase;
let a: TestApp, b: TestApp;
let adminId: number;

async function publish(remote: RemoteName, release: string) {
  const folder = join(dir, 'builds', remote, release);
  await mkdir(folder, { recursive: true });
  const exposes = [...EXPOSED_MODULES[remote]];
  await writeFile(join(folder, 'mf-manifest.json'), JSON.stringify({ name: remote, exposes: exposes.map((path) => ({ path })) }));
  await writeFile(join(folder, 'remoteEntry.js'), `/* ${remote} ${release} */`);
  const [version, buildId] = release.split('-');
  const info = { remote, release, version, buildId, contractVersion: CONTRACT_VERSION, builtAt: new Date().toISOString(), exposes };
  await writeFile(join(folder, 'release.json'), JSON.stringify(info));
  await new ReleaseStore(releasesDir).publish(folder);
}

const registryOf = async (app: TestApp) => (await (await app.client().get('/api/registry')).json()) as RuntimeRegistry;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hs-channels-'));
  releasesDir = join(dir, 'releases');
  database = await createTestDatabase();
  // Two instances with their own channel-store objects (as two processes have), one database.
  const env = { RELEASES_DIR: releasesDir, WEB_ROOT: dir };
  a = await createTestApp({ database, env, channels: new ChannelTable(database.db, 'test') });
  b = await createTestApp({ database, env, channels: new ChannelTable(database.db, 'test') });
  adminId = (await insertUser(a.db, { username: 'admin', role: 'admin' })).id;
  await publish('mf_admin', '1.1.0-aaaa');
  await publish('mf_admin', '1.2.0-bbbb');
});
afterAll(async () => {
  await a.close();
  await b.close();
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

describe('channels in the database', () => {
  it('answers a promote made through instance A from instance B at once, and records who did it', async () => {
    const admin = a.client();
    await signIn(admin, 'admin');
    const promoted = await admin.post('/api/registry/remotes/mf_admin', { action: 'promote', release: '1.1.0-aaaa' });
    expect(promoted.status).toBe(200);
    expect((await registryOf(b)).remotes.mf_admin).toMatchObject({ release: '1.1.0-aaaa', channel: 'stable' });
    expect((await registryOf(a)).remotes.mf_admin.release).toBe('1.1.0-aaaa');

    const [latest] = await new ChannelTable(database.db, 'test').history('mf_admin');
    expect(latest).toMatchObject({ action: { action: 'promote', release: '1.1.0-aaaa' }, stable: '1.1.0-aaaa', changedBy: adminId });
  });

  it('serves what the release command changes (its own connection) on every instance, and rolls back', async () => {
    const command = new ChannelTable(database.db, 'test');
    await command.change('mf_admin', { action: 'promote', release: '1.2.0-bbbb' }, new ReleaseStore(releasesDir));
    expect((await registryOf(a)).remotes.mf_admin.release).toBe('1.2.0-bbbb');
    expect((await registryOf(b)).remotes.mf_admin.release).toBe('1.2.0-bbbb');

    await command.change('mf_admin', { action: 'rollback' }, new ReleaseStore(releasesDir));
    expect((await registryOf(b)).remotes.mf_admin.release).toBe('1.1.0-aaaa');
    const [rollback] = await command.history('mf_admin');
    expect(rollback).toMatchObject({ action: { action: 'rollback' }, stable: '1.1.0-aaaa', changedBy: null });
  });

  it('applies concurrent changes of one remote one after the other (none is lost)', async () => {
    const store = new ReleaseStore(releasesDir);
    const tables = [new ChannelTable(database.db, 'test'), new ChannelTable(database.db, 'test')];
    const before = (await tables[0]!.history('mf_admin', 500)).length;
    await Promise.all([
      tables[0]!.change('mf_admin', { action: 'promote', release: '1.2.0-bbbb' }, store),
      tables[1]!.change('mf_admin', { action: 'set-staging', release: '1.1.0-aaaa', percent: 10 }, store),
    ]);
    const state = (await tables[0]!.read()).mf_admin;
    // Both took effect whatever their order: stable from the promote, staging from the other.
    expect(state).toMatchObject({ stable: '1.2.0-bbbb', staging: '1.1.0-aaaa', stagingPercent: 10 });
    expect((await tables[0]!.history('mf_admin', 500)).length).toBe(before + 2);
  });

  it('keeps environments apart', async () => {
    expect((await new ChannelTable(database.db, 'production').read()).mf_admin.stable).toBeNull();
  });

  it('imports the channel file of a one-machine deployment once, when the table has none for it', async () => {
    await mkdir(releasesDir, { recursive: true });
    const remotes = { mf_admin: { stable: '1.1.0-aaaa', staging: null, stagingPercent: 0, previous: [null] } };
    await writeFile(join(releasesDir, 'registry.staging.json'), JSON.stringify({ remotes }));
    const table = new ChannelTable(database.db, 'staging', releasesDir);
    expect((await table.read()).mf_admin).toEqual(remotes.mf_admin);
    // The table is now the truth: a later file change is not imported again.
    await writeFile(
      join(releasesDir, 'registry.staging.json'),
      JSON.stringify({ remotes: { mf_admin: { ...remotes.mf_admin, stable: '1.2.0-bbbb' } } }),
    );
    expect((await new ChannelTable(database.db, 'staging', releasesDir).read()).mf_admin.stable).toBe('1.1.0-aaaa');
  });
});
