// @vitest-environment node
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REMOTE_NAMES } from '@housesit/shared-contracts';
import type { ShellBoot } from './contract/shellBoot.js';
import { appPagePreloads, BOOT_SCRIPTS_FILE, preloadTags, readShellBootScripts, sharedModulesOf } from './startupPreloads.js';

/** The part of mf-homeowner's dist/mf-manifest.json the hints read: the modules it takes from the share scope. */
const HOMEOWNER_MANIFEST = {
  name: 'mf_homeowner',
  metaData: { name: 'mf_homeowner', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  shared: ['react-router-dom', 'react/jsx-runtime', 'react', 'styled-components', '@housesit/shell/kit', '@housesit/shell/kit/areas'].map(
    (name) => ({
      id: `mf_homeowner:${name}`,
      name,
      singleton: true,
      assets: { js: { async: [], sync: [] }, css: { async: [], sync: [] } },
    }),
  ),
  exposes: [{ id: 'mf_homeowner:Dashboard', name: 'Dashboard', path: './Dashboard' }],
};

describe('readShellBootScripts', () => {
  let dist: string;
  beforeEach(async () => {
    dist = await mkdtemp(join(tmpdir(), 'shell-dist-'));
  });
  afterEach(async () => {
    await rm(dist, { recursive: true, force: true });
  });

  it('answers the listed scripts as hrefs from the site root', async () => {
    await writeFile(join(dist, BOOT_SCRIPTS_FILE), JSON.stringify({ scripts: ['bootstrap.f8092240.js', '325.f7091c5d.js'] }));
    expect(readShellBootScripts(dist).scripts).toEqual(['/bootstrap.f8092240.js', '/325.f7091c5d.js']);
  });

  it('sees a rebuild: the file is read again when its mtime changes', async () => {
    const file = join(dist, BOOT_SCRIPTS_FILE);
    await writeFile(file, JSON.stringify({ scripts: ['old.11111111.js'] }));
    await utimes(file, 1_000, 1_000);
    expect(readShellBootScripts(dist).scripts).toEqual(['/old.11111111.js']);

    await writeFile(file, JSON.stringify({ scripts: ['new.22222222.js'] }));
    await utimes(file, 1_000, 1_000);
    // Same mtime: still the cached list, so the file is not read for every page.
    expect(readShellBootScripts(dist).scripts).toEqual(['/old.11111111.js']);
    await utimes(file, 2_000, 2_000);
    expect(readShellBootScripts(dist).scripts).toEqual(['/new.22222222.js']);
  });

  it('answers no scripts when the build wrote no list', () => {
    expect(readShellBootScripts(dist).scripts).toEqual([]);
  });

  it.each([
    ['not JSON', '{"scripts": ['],
    ['no scripts field', '{"files": ["a.js"]}'],
    ['scripts not a list', '{"scripts": "a.js"}'],
    ['a list', '["a.js"]'],
  ])('answers no scripts for a malformed file (%s)', async (_case, text) => {
    await writeFile(join(dist, BOOT_SCRIPTS_FILE), text);
    expect(readShellBootScripts(dist).scripts).toEqual([]);
  });

  it('reads the signed-in list and the shared modules beside the boot scripts', async () => {
    const lists = {
      scripts: ['bootstrap.1.js'],
      signedIn: ['nav-bar.2.js'],
      shared: { '@housesit/shell/kit/areas': ['311.3.js'], bad: 'x' },
    };
    await writeFile(join(dist, BOOT_SCRIPTS_FILE), JSON.stringify(lists));
    expect(readShellBootScripts(dist)).toEqual({
      scripts: ['/bootstrap.1.js'],
      signedIn: ['/nav-bar.2.js'],
      shared: { '@housesit/shell/kit/areas': ['/311.3.js'], bad: [] },
    });
  });

  it('keeps only the names among other entries', async () => {
    await writeFile(join(dist, BOOT_SCRIPTS_FILE), JSON.stringify({ scripts: ['a.12345678.js', 3, null, '', { f: 1 }] }));
    expect(readShellBootScripts(dist).scripts).toEqual(['/a.12345678.js']);
  });
});

describe('sharedModulesOf', () => {
  it("lists the modules a remote's manifest takes from the share scope", () => {
    expect(sharedModulesOf(HOMEOWNER_MANIFEST)).toEqual([
      'react-router-dom',
      'react/jsx-runtime',
      'react',
      'styled-components',
      '@housesit/shell/kit',
      '@housesit/shell/kit/areas',
    ]);
  });

  it.each([
    ['null', null],
    ['no shared list', { exposes: [] }],
    ['entries of another shape', { shared: [{ id: 1 }, 'react'] }],
  ])('lists none for %s', (_case, manifest) => {
    expect(sharedModulesOf(manifest)).toEqual([]);
  });
});

describe('preloadTags', () => {
  it('preloads scripts as scripts and fetches in CORS mode without credentials across origins', () => {
    expect(preloadTags(['/bootstrap.f8092240.js'], ['/remotes/mf_homeowner/mf-manifest.json'])).toBe(
      '<link rel="preload" as="script" href="/bootstrap.f8092240.js">' +
        '<link rel="preload" as="fetch" crossorigin href="/remotes/mf_homeowner/mf-manifest.json">',
    );
  });

  it('escapes the attribute values', () => {
    expect(preloadTags(['/a.js?x="><script>alert(1)</script>&y'], [])).toBe(
      '<link rel="preload" as="script" href="/a.js?x=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;y">',
    );
  });

  it('answers nothing for nothing', () => {
    expect(preloadTags([], [])).toBe('');
  });
});

describe('appPagePreloads', () => {
  let dist: string;
  let manifestFile: string;
  const homeowner = { id: 1, username: 'h', email: 'h@example.com', firstName: 'H', lastName: 'O', role: 'homeowner' } as const;
  const registry = (entry: string): ShellBoot['registry'] => ({
    contractVersion: 5,
    apiOrigin: null,
    environment: 'production',
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [
        name,
        { entry: name === 'mf_homeowner' ? entry : `/remotes/${name}/mf-manifest.json`, version: '1', channel: 'stable' },
      ]),
    ) as ShellBoot['registry']['remotes'],
  });
  beforeEach(async () => {
    dist = await mkdtemp(join(tmpdir(), 'shell-dist-'));
    manifestFile = join(dist, 'mf-manifest.json');
    const lists = {
      scripts: ['bootstrap.f8092240.js'],
      signedIn: ['nav-bar.ad75686c.js', '311.89f646a0.js'],
      shared: { '@housesit/shell/kit/areas': ['311.89f646a0.js', '42.dd25389a.js'] },
    };
    await writeFile(join(dist, BOOT_SCRIPTS_FILE), JSON.stringify(lists));
    await writeFile(manifestFile, JSON.stringify(HOMEOWNER_MANIFEST));
  });
  afterEach(async () => {
    await rm(dist, { recursive: true, force: true });
  });
  const preloads = (localFile: (path: string) => string | null = () => manifestFile) => appPagePreloads({ shellDist: dist, localFile });
  const hrefs = (tags: string) => [...tags.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

  it("hints the shell's boot and signed-in scripts, the screen's manifest from the visitor's release and the shell's part of its shared modules", () => {
    const tags = preloads()('/dashboard', {
      registry: registry('/releases/mf_homeowner/1.0.1-abc/mf-manifest.json'),
      stagingOptIns: [],
      user: homeowner,
    });
    expect(hrefs(tags)).toEqual([
      '/bootstrap.f8092240.js',
      '/nav-bar.ad75686c.js',
      '/311.89f646a0.js',
      // the shell's part of what the remote takes from the share scope, once
      '/42.dd25389a.js',
      '/releases/mf_homeowner/1.0.1-abc/mf-manifest.json',
    ]);
    expect(tags).toContain('<link rel="preload" as="fetch" crossorigin href="/releases/mf_homeowner/1.0.1-abc/mf-manifest.json">');
  });

  it("hints only the shell's scripts when the guard will send the visitor elsewhere, or the manifest is another host's", () => {
    const boot = { registry: registry('/remotes/mf_homeowner/mf-manifest.json'), stagingOptIns: [], user: null };
    expect(hrefs(preloads()('/dashboard', boot))).toEqual(['/bootstrap.f8092240.js']);
    const onlyShell = ['/bootstrap.f8092240.js', '/nav-bar.ad75686c.js', '/311.89f646a0.js'];
    expect(hrefs(preloads()('/dashboard', { ...boot, user: { ...homeowner, role: 'admin' } }))).toEqual(onlyShell);
    const elsewhere = { ...boot, user: homeowner, registry: registry('https://cdn.example/mf_homeowner/mf-manifest.json') };
    expect(hrefs(preloads()('/dashboard', elsewhere))).toEqual(onlyShell);
    expect(hrefs(preloads(() => null)('/dashboard', { ...boot, user: homeowner }))).toEqual(onlyShell);
    // The cached list is not changed by a page that added its screen's files to it.
    preloads()('/dashboard', { ...boot, user: homeowner });
    expect(hrefs(preloads()('/no/such/page', { ...boot, user: homeowner }))).toEqual(onlyShell);
  });
});
