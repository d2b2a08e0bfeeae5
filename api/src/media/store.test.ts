import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalDiskMediaStore } from './store.js';

describe('LocalDiskMediaStore', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('stores and reads bytes by key, and answers null for a missing key', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hs-media-'));
    dirs.push(dir);
    const store = new LocalDiskMediaStore(dir);
    await store.put('reports/1/a.png', new Uint8Array([1, 2, 3]));
    expect(Array.from((await store.get('reports/1/a.png')) ?? [])).toEqual([1, 2, 3]);
    expect(await store.get('reports/1/missing.png')).toBeNull();
    await store.delete('reports/1/a.png');
    await store.delete('reports/1/a.png');
    expect(await store.get('reports/1/a.png')).toBeNull();
  });

  it('refuses keys that could leave its directory', async () => {
    const store = new LocalDiskMediaStore('/tmp/hs-media-never');
    for (const key of ['../etc/passwd', 'a/../../b', '/abs', 'a//b', '.hidden/x', 'a/./b']) {
      await expect(store.get(key)).rejects.toThrow('Invalid media storage key');
      await expect(store.delete(key)).rejects.toThrow('Invalid media storage key');
    }
  });
});
