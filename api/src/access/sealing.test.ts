import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env.js';
import { configuredKeyring, kekOf, keyring, rewrap, seal, unseal, UnknownKekError } from './sealing.js';

describe('sealing access details', () => {
  const ring = keyring(randomBytes(32));

  it('opens what it sealed, for the same property only, and seals each time under a new data key', () => {
    const sealed = seal(ring, 7, { doorCode: '2468' });
    expect(unseal(ring, 7, sealed)).toEqual({ doorCode: '2468' });
    expect(Buffer.from(sealed.sealed, 'base64').toString('latin1')).not.toContain('2468');
    expect(() => unseal(ring, 8, sealed)).toThrow();
    const again = seal(ring, 7, { doorCode: '2468' });
    expect(again.sealed).not.toBe(sealed.sealed);
    expect(again.wrappedKey).not.toBe(sealed.wrappedKey);
  });

  it('re-wraps the data key under another key, which alone then opens the record', () => {
    const next = kekOf(randomBytes(32));
    const sealed = seal(ring, 3, { alarmCode: '1111' });
    const moved = rewrap(ring.current, next, 3, sealed);
    expect(moved.sealed).toBe(sealed.sealed);
    expect(unseal({ current: next, others: [] }, 3, moved)).toEqual({ alarmCode: '1111' });
    expect(() => unseal(ring, 3, moved)).toThrow(UnknownKekError);
    // During a rotation an instance holds both keys.
    expect(unseal({ current: next, others: [ring.current] }, 3, sealed)).toEqual({ alarmCode: '1111' });
  });

  it('without ACCESS_KEY generates a key once in DATA_DIR and keeps using it', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'hs-access-key-'));
    try {
      const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir });
      const first = configuredKeyring(env);
      expect(configuredKeyring(env).current.id).toBe(first.current.id);
      expect(Buffer.from((await readFile(env.accessKeyFile, 'utf8')).trim(), 'base64')).toEqual(first.current.key);
      expect((await stat(env.accessKeyFile)).mode & 0o777).toBe(0o600);
      const given = randomBytes(32);
      expect(configuredKeyring(loadEnv({ DATA_DIR: dataDir, ACCESS_KEY: given.toString('base64') })).current.key).toEqual(given);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
