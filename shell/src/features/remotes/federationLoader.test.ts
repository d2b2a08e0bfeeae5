import { describe, expect, it, vi } from 'vitest';
import { createFederationLoader, RemoteRefusedError, type FederationRuntime } from './federationLoader';

const remotes = [{ name: 'mf_admin' as const, entry: 'https://h.example/remotes/mf_admin/mf-manifest.json' }];

function fakeRuntime(overrides: Partial<FederationRuntime> = {}) {
  return {
    loadRemote: vi.fn(async (id: string) => ({ default: id })),
    registerRemotes: vi.fn(),
    isEntryLoaded: vi.fn(() => false),
    ...overrides,
  } satisfies FederationRuntime;
}

describe('createFederationLoader', () => {
  it('loads through the runtime', async () => {
    const runtime = fakeRuntime();
    const load = createFederationLoader(runtime, remotes);
    await expect(load('mf_admin/Jobs')).resolves.toEqual({ default: 'mf_admin/Jobs' });
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
  });

  it('re-registers a remote whose entry never loaded before trying it again', async () => {
    let up = false;
    const runtime = fakeRuntime({
      loadRemote: vi.fn(async (id: string) => {
        if (!up) throw new Error('RUNTIME-013');
        return { default: id };
      }),
    });
    const load = createFederationLoader(runtime, remotes);
    await expect(load('mf_admin/Jobs')).rejects.toThrow('RUNTIME-013');
    up = true;
    await expect(load('mf_admin/Jobs')).resolves.toBeTruthy();
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([remotes[0]], { force: true });
    await load('mf_admin/Users');
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
  });

  it('leaves a remote with a loaded entry registered (webpack retries its chunks)', async () => {
    const runtime = fakeRuntime({
      loadRemote: vi.fn(async () => {
        throw new Error('ChunkLoadError');
      }),
      isEntryLoaded: vi.fn(() => true),
    });
    const load = createFederationLoader(runtime, remotes);
    await expect(load('mf_admin/Jobs')).rejects.toThrow();
    await expect(load('mf_admin/Jobs')).rejects.toThrow();
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
  });

  it('treats a null module (a plugin swallowed the error) as a failure', async () => {
    const load = createFederationLoader(fakeRuntime({ loadRemote: vi.fn(async () => null) }), remotes);
    await expect(load('mf_admin/Jobs')).rejects.toThrow('mf_admin/Jobs could not be loaded');
  });

  it('never loads a remote refused for its contract version', async () => {
    const runtime = fakeRuntime();
    const load = createFederationLoader(runtime, remotes, [{ name: 'mf_sitter', reason: 'mf_sitter 9.0.0 was built for contract 9' }]);
    await expect(load('mf_sitter/Jobs')).rejects.toThrow(RemoteRefusedError);
    await expect(load('mf_sitter/Jobs')).rejects.toThrow('built for contract 9');
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    await expect(load('mf_admin/Jobs')).resolves.toBeTruthy();
  });
});
