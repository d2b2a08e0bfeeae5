import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestDatabase } from '../test/testApp.js';

let dir: string;
let database: TestDatabase;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hs-serve-releases-'));
  await mkdir(join(dir, 'releases', 'mf_admin', '1.0.1-bbbb'), { recursive: true });
  await writeFile(join(dir, 'releases', 'mf_admin', '1.0.1-bbbb', 'mf-manifest.json'), '{"name":"mf_admin"}');
  await writeFile(join(dir, 'releases', 'registry.production.json'), '{"remotes":{}}');
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

describe('GET /releases/<remote>/<release>/…', () => {
  it('serves published files as immutable, and nothing else from the releases directory', async () => {
    const t = await createTestApp({ database, env: { SERVE_STATIC: '1', WEB_ROOT: dir, RELEASES_DIR: join(dir, 'releases') } });
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
});
