import { describe, expect, it, vi } from 'vitest';
import { CONTRACT_VERSION, REMOTE_NAMES, type RuntimeRegistry } from '@housesit/shared-contracts';
import { SHELL_BOOT_ELEMENT_ID } from '../../../server/contract/shellBoot';
import { stubFetch } from '../../test/stubApi';
import { prepareShell } from './prepareShell';
import { readShellBoot } from './shellBoot';
import { CHANNELS_STORAGE_KEY } from './channels';

const PAGE = 'https://housesit.example/dashboard';
const REGISTRY: RuntimeRegistry = {
  contractVersion: CONTRACT_VERSION,
  apiOrigin: null,
  environment: 'production',
  remotes: Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, { entry: `/remotes/${name}/mf-manifest.json`, version: '1.0.0', channel: 'stable' }]),
  ) as RuntimeRegistry['remotes'],
};
const USER = { id: 7, username: 'homeowner', email: 'h@example.com', firstName: 'Hannah', lastName: 'Owner', role: 'homeowner' };

function pageWith(text: string | null): Pick<Document, 'getElementById'> {
  return { getElementById: (id) => (id === SHELL_BOOT_ELEMENT_ID && text !== null ? ({ textContent: text } as HTMLElement) : null) };
}

describe('readShellBoot', () => {
  it("reads the server's registry answer, opt-ins and user", () => {
    const boot = readShellBoot(pageWith(JSON.stringify({ registry: REGISTRY, stagingOptIns: ['mf_admin'], user: USER })));
    expect(boot).toEqual({ registry: REGISTRY, stagingOptIns: ['mf_admin'], user: USER });
  });

  it("keeps the first screen's answers, and reads the rest of a block whose answers are not an object", () => {
    const answers = { '/api/user/stats': { upcoming: 2 } };
    expect(readShellBoot(pageWith(JSON.stringify({ registry: REGISTRY, stagingOptIns: [], user: USER, answers })))?.answers).toEqual(
      answers,
    );
    const odd = readShellBoot(pageWith(JSON.stringify({ registry: REGISTRY, stagingOptIns: [], user: USER, answers: ['x'] })));
    expect(odd).toEqual({ registry: REGISTRY, stagingOptIns: [], user: USER });
  });

  it.each([
    ['no block', null],
    ['not JSON', '{'],
    ['no registry', JSON.stringify({ stagingOptIns: [], user: null })],
    ['an unknown remote', JSON.stringify({ registry: REGISTRY, stagingOptIns: ['mf_nope'], user: null })],
    ['a user of the wrong shape', JSON.stringify({ registry: REGISTRY, stagingOptIns: [], user: { id: 'x' } })],
  ])('gives nothing for %s (the shell then asks the API)', (_case, text) => {
    expect(readShellBoot(pageWith(text))).toBeNull();
  });
});

describe('prepareShell with the page’s boot data', () => {
  const storage = (optIns: object) => {
    const items = new Map([[CHANNELS_STORAGE_KEY, JSON.stringify(optIns)]]);
    return { getItem: (k: string) => items.get(k) ?? null, setItem: vi.fn(), removeItem: vi.fn() };
  };

  it('registers the remotes from it without asking GET /api/registry', async () => {
    const fetch = stubFetch({});
    const registerRemotes = vi.fn();
    const prepared = await prepareShell({ fetch, pageUrl: PAGE, registerRemotes, boot: { registry: REGISTRY, stagingOptIns: [] } });
    expect(fetch).not.toHaveBeenCalled();
    expect(prepared.registry.status).toBe('ready');
    expect(registerRemotes.mock.calls[0]![0]).toContainEqual({
      name: 'mf_admin',
      entry: 'https://housesit.example/remotes/mf_admin/mf-manifest.json',
    });
  });

  it.each([
    ['this browser holds an opt-in the server did not see', { mf_admin: 'staging' }, REGISTRY, '/api/registry?channel.mf_admin=staging'],
    ['the answer it carries is not a registry', {}, { ...REGISTRY, remotes: 'none' } as never, '/api/registry'],
  ])('asks the API when %s', async (_case, optIns, registry, asked) => {
    const fetch = stubFetch({ 'GET /api/registry': { status: 200, body: REGISTRY } });
    const prepared = await prepareShell({
      fetch,
      pageUrl: PAGE,
      registerRemotes: vi.fn(),
      storage: storage(optIns),
      boot: { registry, stagingOptIns: [] },
    });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([asked]);
    expect(prepared.registry.status).toBe('ready');
  });
});
