import { CONTRACT_VERSION, REMOTE_NAMES, type RuntimeRegistry } from '@housesit/shared-contracts';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROOT } from '../env.js';
import { createTestApp, createTestDatabase, type TestDatabase } from '../test/testApp.js';
import { loadRegistry, RegistryFileError } from './registry.js';

let dir: string;
let database: TestDatabase;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hs-registry-'));
  await mkdir(join(dir, 'mf-public'));
  await writeFile(join(dir, 'mf-public', 'package.json'), JSON.stringify({ name: '@housesit/mf-public', version: '1.4.2' }));
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

describe('GET /api/registry', () => {
  it('points every remote at this server by default, uncached', async () => {
    const t = await createTestApp({ database, env: { WEB_ROOT: dir } });
    try {
      const response = await t.client().get('/api/registry');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      const registry = (await response.json()) as RuntimeRegistry;
      expect(registry).toEqual({
        contractVersion: CONTRACT_VERSION,
        apiOrigin: null,
        environment: 'test',
        remotes: {
          mf_public: { entry: '/remotes/mf_public/mf-manifest.json', version: '1.4.2', channel: 'stable' },
          mf_homeowner: { entry: '/remotes/mf_homeowner/mf-manifest.json', version: '0.0.0', channel: 'stable' },
          mf_sitter: { entry: '/remotes/mf_sitter/mf-manifest.json', version: '0.0.0', channel: 'stable' },
          mf_admin: { entry: '/remotes/mf_admin/mf-manifest.json', version: '0.0.0', channel: 'stable' },
        },
      });
    } finally {
      await t.close();
    }
  });

  it('takes environment and remote locations from REGISTRY_FILE', async () => {
    const file = join(dir, 'registry.json');
    await writeFile(
      file,
      JSON.stringify({
        environment: 'staging',
        remotes: { mf_admin: { entry: 'https://cdn.example.com/admin/2.0.0/mf-manifest.json', version: '2.0.0' } },
      }),
    );
    const t = await createTestApp({ database, env: { WEB_ROOT: dir, REGISTRY_FILE: file } });
    try {
      const registry = (await (await t.client().get('/api/registry')).json()) as RuntimeRegistry;
      expect(registry.environment).toBe('staging');
      expect(registry.remotes.mf_admin).toEqual({
        entry: 'https://cdn.example.com/admin/2.0.0/mf-manifest.json',
        version: '2.0.0',
        channel: 'stable',
      });
      expect(registry.remotes.mf_public.entry).toBe('/remotes/mf_public/mf-manifest.json');
    } finally {
      await t.close();
    }
  });

  it('refuses an unusable REGISTRY_FILE at start with a clear error', async () => {
    const bad = join(dir, 'bad.json');
    await writeFile(bad, JSON.stringify({ remotes: { mf_unknown: { entry: 'x' } } }));
    expect(() => loadRegistry({ registryFile: bad, webRoot: dir, nodeEnv: 'test' })).toThrow(RegistryFileError);
    expect(() => loadRegistry({ registryFile: join(dir, 'missing.json'), webRoot: dir, nodeEnv: 'test' })).toThrow(/could not be read/);
  });

  it('ships a development registry pointing at the four dev servers', () => {
    const registry = loadRegistry({
      registryFile: join(API_ROOT, 'config', 'registry.development.json'),
      webRoot: dir,
      nodeEnv: 'development',
    });
    expect(registry.environment).toBe('development');
    expect(REMOTE_NAMES.map((name) => registry.remotes[name].entry)).toEqual([
      'http://localhost:3011/mf-manifest.json',
      'http://localhost:3012/mf-manifest.json',
      'http://localhost:3013/mf-manifest.json',
      'http://localhost:3014/mf-manifest.json',
    ]);
  });
});
