import { describe, expect, it, vi } from 'vitest';
import { CONTRACT_VERSION, MIN_COMPATIBLE_CONTRACT_VERSION, REMOTE_NAMES } from '@housesit/shared-contracts';
import { stubFetch } from '../../test/stubApi';
import { prepareShell } from './prepareShell';
import { REGISTRY_TEXT } from './api/loadRegistry';

const PAGE = 'https://housesit.example/dashboard?x=1';

function registry(overrides: Record<string, unknown> = {}) {
  return {
    contractVersion: CONTRACT_VERSION,
    apiOrigin: null,
    environment: 'production',
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, { entry: `/remotes/${name}/mf-manifest.json`, version: '1.0.0', channel: 'stable' }]),
    ),
    ...overrides,
  };
}

function run(reply: Parameters<typeof stubFetch>[0][string]) {
  const fetch = stubFetch({ 'GET /api/registry': reply });
  const registerRemotes = vi.fn();
  const warn = vi.fn();
  return { fetch, registerRemotes, warn, result: prepareShell({ fetch, pageUrl: PAGE, registerRemotes, warn }) };
}

describe('prepareShell (runtime registry bootstrap)', () => {
  it('reads GET /api/registry from the page origin and registers the four remotes with absolute manifest URLs', async () => {
    const { fetch, registerRemotes, result } = run({ status: 200, body: registry() });
    const prepared = await result;
    expect(fetch.mock.calls[0]![0]).toBe('/api/registry');
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes.mock.calls[0]![0]).toEqual([
      { name: 'mf_public', entry: 'https://housesit.example/remotes/mf_public/mf-manifest.json' },
      { name: 'mf_homeowner', entry: 'https://housesit.example/remotes/mf_homeowner/mf-manifest.json' },
      { name: 'mf_sitter', entry: 'https://housesit.example/remotes/mf_sitter/mf-manifest.json' },
      { name: 'mf_admin', entry: 'https://housesit.example/remotes/mf_admin/mf-manifest.json' },
    ]);
    expect(prepared.apiBaseUrl).toBeNull();
    expect(prepared.registry.status).toBe('ready');
  });

  it('uses the API origin and remote URLs the registry gives', async () => {
    const body = registry({
      apiOrigin: 'https://api.housesit.example',
      remotes: {
        ...registry().remotes,
        mf_admin: { entry: 'https://cdn.example/admin/v2/mf-manifest.json', version: '2', channel: 'staging' },
      },
    });
    const { registerRemotes, result } = run({ status: 200, body });
    const prepared = await result;
    expect(prepared.apiBaseUrl).toBe('https://api.housesit.example');
    expect(registerRemotes.mock.calls[0]![0]).toContainEqual({ name: 'mf_admin', entry: 'https://cdn.example/admin/v2/mf-manifest.json' });
  });

  it.each([
    ['a server error', { status: 500 }],
    ['a refusal', { status: 403, body: { message: 'no' } }],
    ['a body that is not a registry', { status: 200, body: { hello: 'world' } }],
    ['a bad API origin', { status: 200, body: registry({ apiOrigin: 'javascript:alert(1)' }) }],
  ])('renders anyway after %s: nothing registered, API on the page origin, a clear message', async (_case, reply) => {
    const { registerRemotes, warn, result } = run(reply);
    const prepared = await result;
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(prepared.apiBaseUrl).toBeNull();
    expect(prepared.registry).toMatchObject({ status: 'failed', message: REGISTRY_TEXT.failed });
    expect(warn).toHaveBeenCalled();
  });

  it('survives a network failure', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const registerRemotes = vi.fn();
    const prepared = await prepareShell({ fetch, pageUrl: PAGE, registerRemotes, warn: () => {} });
    expect(prepared.registry).toMatchObject({ status: 'failed', detail: 'GET /api/registry failed: Failed to fetch' });
    expect(registerRemotes).not.toHaveBeenCalled();
  });

  it('registers the remotes it can and reports the missing ones', async () => {
    const { mf_sitter: _gone, ...rest } = registry().remotes as Record<string, unknown>;
    const { registerRemotes, warn, result } = run({ status: 200, body: registry({ remotes: rest }) });
    const prepared = await result;
    expect(registerRemotes.mock.calls[0]![0]).toHaveLength(3);
    expect(prepared.registry).toMatchObject({ status: 'ready', missing: ['mf_sitter'] });
    expect(warn).toHaveBeenCalledWith('[shell] the registry lists no entry for mf_sitter');
  });

  it('asks for a reload when the registry was made for another contract version', async () => {
    const { result } = run({ status: 200, body: registry({ contractVersion: CONTRACT_VERSION + 1 }) });
    expect((await result).registry).toMatchObject({ status: 'ready', warning: REGISTRY_TEXT.outdated });
  });

  it('sends the stored staging opt-ins with the registry request', async () => {
    const fetch = stubFetch({ 'GET /api/registry': { status: 200, body: registry() } });
    const data = new Map<string, string>();
    const storage = {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    };
    const prepared = await prepareShell({
      fetch,
      pageUrl: `${PAGE}&channel.mf_sitter=staging`,
      registerRemotes: vi.fn(),
      storage,
      warn: () => {},
    });
    expect(fetch.mock.calls[0]![0]).toBe('/api/registry?channel.mf_sitter=staging');
    expect(prepared.registry).toMatchObject({ status: 'ready', optIns: { mf_sitter: 'staging' } });
    await prepareShell({ fetch, pageUrl: PAGE, registerRemotes: vi.fn(), storage, warn: () => {} });
    expect(fetch.mock.calls[1]![0]).toBe('/api/registry?channel.mf_sitter=staging');
  });

  it('registers a remote built against the previous compatible contract and refuses an incompatible one', async () => {
    const base = registry().remotes as Record<string, Record<string, unknown>>;
    const body = registry({
      remotes: {
        ...base,
        mf_sitter: { ...base.mf_sitter, contractVersion: MIN_COMPATIBLE_CONTRACT_VERSION },
        mf_admin: { ...base.mf_admin, version: '9.0.0', contractVersion: CONTRACT_VERSION + 1 },
      },
    });
    const { registerRemotes, warn, result } = run({ status: 200, body });
    const prepared = await result;
    const names = (registerRemotes.mock.calls[0]![0] as { name: string }[]).map((remote) => remote.name);
    expect(names).toEqual(['mf_public', 'mf_homeowner', 'mf_sitter']);
    expect(prepared.registry).toMatchObject({
      status: 'ready',
      refused: [
        {
          name: 'mf_admin',
          reason: `mf_admin 9.0.0 was built for contract ${CONTRACT_VERSION + 1}; this shell runs contract ${CONTRACT_VERSION}`,
        },
      ],
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('mf_admin 9.0.0 was built for contract'));
  });

  it('turns a failing registerRemotes into the failed state', async () => {
    const fetch = stubFetch({ 'GET /api/registry': { status: 200, body: registry() } });
    const prepared = await prepareShell({
      fetch,
      pageUrl: PAGE,
      registerRemotes: () => {
        throw new Error('RUNTIME-009');
      },
      warn: () => {},
    });
    expect(prepared.registry).toMatchObject({ status: 'failed', detail: 'registering remotes failed: RUNTIME-009' });
  });
});
