/**
 * The kit version: an old shell (kit 1) and a remote built against a newer kit (2). Publishing
 * refuses the release with its code, and so does staging or promoting one that got into the
 * releases folder another way; a release of the shell's own kit goes through.
 */
import { CONTRACT_VERSION, EXPOSED_MODULES } from '@housesit/shared-contracts';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { shellKitVersion } from './kit.js';
import { ReleaseError, ReleaseStore } from './store.js';

let dir: string;
let t: TestApp;
let releasesDir: string;

async function build(release: string, kitVersion: number | undefined) {
  const folder = join(dir, 'builds', release);
  await mkdir(folder, { recursive: true });
  const exposes = [...EXPOSED_MODULES.mf_admin];
  await writeFile(join(folder, 'mf-manifest.json'), JSON.stringify({ name: 'mf_admin', exposes: exposes.map((path) => ({ path })) }));
  await writeFile(join(folder, 'remoteEntry.js'), '/* mf_admin */');
  const [version, buildId] = release.split('-');
  const info = {
    remote: 'mf_admin',
    release,
    version,
    buildId,
    contractVersion: CONTRACT_VERSION,
    builtAt: '2026-11-28T09:00:00Z',
    exposes,
  };
  await writeFile(join(folder, 'release.json'), JSON.stringify(kitVersion === undefined ? info : { ...info, kitVersion }));
  return folder;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hs-kit-'));
  // The old shell this API serves: kit 1.
  await mkdir(join(dir, 'shell', 'federation'), { recursive: true });
  await writeFile(join(dir, 'shell', 'federation', 'kit.cjs'), 'module.exports = { KIT_VERSION: 1 };\n');
  releasesDir = join(dir, 'releases');
  t = await createTestApp({ env: { RELEASES_DIR: releasesDir, WEB_ROOT: dir } });
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('kit version', () => {
  it('reads the shell kit version, and the repository shell has one', () => {
    expect(shellKitVersion(dir)).toBe(1);
    expect(shellKitVersion(join(dir, 'nowhere'))).toBeNull();
    expect(shellKitVersion(join(import.meta.dirname, '..', '..', '..'))).toBeGreaterThanOrEqual(1);
  });

  it('refuses to publish a release that needs a newer kit than the shell provides', async () => {
    const store = new ReleaseStore(releasesDir, shellKitVersion(dir));
    const refusal = store.publish(await build('2.0.0-newkit', 2));
    await expect(refusal).rejects.toThrow(ReleaseError);
    await expect(refusal).rejects.toMatchObject({ code: 'release.kit_incompatible' });
    await expect(refusal).rejects.toThrow('needs kit version 2; the current shell provides kit version 1');
    expect(store.list('mf_admin')).toEqual([]);
    // The shell's own kit, and a release from before kits had a version (kit 1), go through.
    await store.publish(await build('1.0.0-samekit', 1));
    await store.publish(await build('0.9.0-nokit', undefined));
    expect(
      store
        .list('mf_admin')
        .map((info) => info.release)
        .sort(),
    ).toEqual(['0.9.0-nokit', '1.0.0-samekit']);
  });

  it('refuses to stage or promote such a release, with the code and the reason', async () => {
    // Copied in by a store that knows no shell (another machine): the registry still checks it.
    await new ReleaseStore(releasesDir).publish(await build('2.1.0-copied', 2));
    await insertUser(t.db, { role: 'admin', username: 'kitadmin' });
    const admin = t.client();
    await signIn(admin, 'kitadmin');
    for (const action of [
      { action: 'set-staging', release: '2.1.0-copied', percent: 10 },
      { action: 'promote', release: '2.1.0-copied' },
    ]) {
      const response = await admin.post('/api/registry/remotes/mf_admin', action);
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({
        code: 'release.kit_incompatible',
        message: expect.stringMatching(/needs kit version 2/),
      });
    }
    expect((await admin.post('/api/registry/remotes/mf_admin', { action: 'set-staging', release: '1.0.0-samekit' })).status).toBe(200);
  });
});
