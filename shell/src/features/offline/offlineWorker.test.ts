import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const messageSW = vi.fn(async () => true);
vi.mock('workbox-window', () => ({
  Workbox: class {
    register = vi.fn(async () => undefined);
    active = Promise.resolve({});
    messageSW = messageSW;
  },
}));

const { clearSitterData, startSitterOffline } = await import('./offlineWorker');

/** A Cache Storage stand-in: cache names and the URLs put in each. */
function fakeCaches(names: string[]) {
  const store = new Map<string, string[]>(names.map((name) => [name, []]));
  return {
    store,
    keys: async () => [...store.keys()],
    delete: async (name: string) => store.delete(name),
    open: async (name: string) => {
      if (!store.has(name)) store.set(name, []);
      return { put: async (url: string) => void store.get(name)?.push(url) };
    },
  };
}

const unregister = vi.fn(async () => true);
let storage: ReturnType<typeof fakeCaches>;

beforeEach(() => {
  storage = fakeCaches([
    'housesit-shell',
    'housesit-area:/releases/mf_sitter/r1/',
    'housesit-area:/releases/mf_sitter/r2/',
    'housesit-sitter-api',
    'housesit-sitter-page',
    'other-site-cache',
  ]);
  vi.stubGlobal('caches', storage);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistrations: async () => [{ unregister }] },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  document.documentElement.removeAttribute('data-offline-ready');
});

describe("the page's side of the sitter's service worker", () => {
  it('marks the phone, hands the worker this page, and keeps only the release the page runs', async () => {
    await startSitterOffline('/releases/mf_sitter/r2/mf-manifest.json');
    expect(storage.store.get('housesit-signed-in-sitter')).toEqual(['/__housesit/signed-in-sitter']);
    expect(messageSW).toHaveBeenCalledWith({
      type: 'CACHE_URLS',
      payload: { urlsToCache: expect.arrayContaining([location.href]) as unknown },
    });
    expect([...storage.store.keys()]).toEqual([
      'housesit-shell',
      'housesit-area:/releases/mf_sitter/r2/',
      'housesit-sitter-api',
      'housesit-sitter-page',
      'other-site-cache',
      'housesit-signed-in-sitter',
    ]);
    expect(document.documentElement).toHaveAttribute('data-offline-ready', 'true');
  });

  it("signing out removes the sitter's page and answers and keeps the worker", async () => {
    await clearSitterData({ otherRoleSignedIn: false });
    expect([...storage.store.keys()]).toEqual([
      'housesit-shell',
      'housesit-area:/releases/mf_sitter/r1/',
      'housesit-area:/releases/mf_sitter/r2/',
      'other-site-cache',
    ]);
    expect(unregister).not.toHaveBeenCalled();
  });

  it('another role signed in loses the worker and everything it kept', async () => {
    await clearSitterData({ otherRoleSignedIn: true });
    expect([...storage.store.keys()]).toEqual(['other-site-cache']);
    expect(unregister).toHaveBeenCalledTimes(1);
  });
});
