import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, signIn } from '../test/fixtures.js';
import { createTestApp, createTestDatabase, type TestDatabase } from '../test/testApp.js';

let dir: string;
let database: TestDatabase;
const release = () => join(dir, 'releases', 'mf_admin', '1.0.1-bbbb');
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hs-serve-releases-'));
  await mkdir(join(release(), 'static', 'js'), { recursive: true });
  await writeFile(join(release(), 'mf-manifest.json'), '{"name":"mf_admin"}');
  await writeFile(join(release(), 'static', 'js', 'Users.1a2b3c4d.js'), 'export {}');
  await writeFile(join(release(), 'static', 'js', 'Users.1a2b3c4d.js.map'), '{"version":3,"sources":["Users.tsx"]}');
  await writeFile(join(dir, 'releases', 'registry.production.json'), '{"remotes":{}}');
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

const serving = () => createTestApp({ database, env: { SERVE_STATIC: '1', WEB_ROOT: dir, RELEASES_DIR: join(dir, 'releases') } });

describe('GET /releases/<remote>/<release>/…', () => {
  it('serves published files as immutable, and nothing else from the releases directory', async () => {
    const t = await serving();
    try {
      const manifest = await t.client().get('/releases/mf_admin/1.0.1-bbbb/mf-manifest.json');
      expect(manifest.status).toBe(200);
      expect(manifest.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await manifest.json()).toEqual({ name: 'mf_admin' });
      expect((await t.client().get('/releases/mf_admin/1.0.2-none/mf-manifest.json')).status).toBe(404);
      expect((await t.client().get('/releases/registry.production.json')).status).toBe(404);
      expect((await t.client().get('/releases/mf_admin/../registry.production.json')).status).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('never follows a symbolic link planted in the releases folder out of it', async () => {
    // The mailbox folder (password-reset emails) is the file a planted link was shown to expose.
    const mailbox = join(dir, 'mailbox');
    await mkdir(mailbox, { recursive: true });
    await writeFile(join(mailbox, 'reset.eml'), 'Subject: Reset your password');
    await symlink(join(mailbox, 'reset.eml'), join(release(), 'static', 'js', 'leak.js'));
    await symlink(mailbox, join(release(), 'mail'));
    await symlink(mailbox, join(dir, 'releases', 'mf_admin', '6.6.6-evil'));
    const t = await serving();
    try {
      for (const path of [
        '/releases/mf_admin/1.0.1-bbbb/static/js/leak.js',
        '/releases/mf_admin/1.0.1-bbbb/mail/reset.eml',
        '/releases/mf_admin/6.6.6-evil/reset.eml',
      ]) {
        const response = await t.client().get(path);
        expect(response.status, path).toBe(404);
        expect(await response.text(), path).not.toContain('Reset your password');
        expect((await t.client().request('HEAD', path)).status, `HEAD ${path}`).toBe(404);
      }
      expect((await t.client().get('/releases/mf_admin/1.0.1-bbbb/static/js/Users.1a2b3c4d.js')).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("serves a release's source maps to signed-in admins only, never from a shared cache", async () => {
    const t = await serving();
    try {
      const path = '/releases/mf_admin/1.0.1-bbbb/static/js/Users.1a2b3c4d.js.map';
      expect((await t.client().get(path)).status).toBe(404);
      const homeowner = t.client();
      await signIn(homeowner, (await insertUser(t.db, { role: 'homeowner' })).username);
      expect((await homeowner.get(path)).status).toBe(404);
      const admin = t.client();
      await signIn(admin, (await insertUser(t.db, { role: 'admin' })).username);
      const map = await admin.get(path);
      expect(map.status).toBe(200);
      expect(await map.json()).toEqual({ version: 3, sources: ['Users.tsx'] });
      expect(map.headers.get('cache-control')).toMatch(/^private/);
    } finally {
      await t.close();
    }
  });
});
