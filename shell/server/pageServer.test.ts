// @vitest-environment node
import { CONTRACT_VERSION, REMOTE_NAMES, type RuntimeRegistry, type User } from '@housesit/shared-contracts';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHELL_BOOT_ELEMENT_ID, type ShellBoot } from './contract/shellBoot.js';
import { PAGE_MANIFEST_FILE, type PageManifest } from './document.js';
import { createPageServer, type PageServerDeps } from './pageServer.js';

// The page server on its own, with the API's parts as stubs: it needs nothing of the API.
const MANIFEST: PageManifest = {
  lang: 'en',
  title: 'Housesit',
  description: 'Home visits',
  head: ['<meta charset="utf-8">'],
  assetTags: [],
  scripts: ['/main.1a2b3c4d.js'],
  rootId: 'root',
  noscript: 'Needs JavaScript.',
};
const REGISTRY: RuntimeRegistry = {
  contractVersion: CONTRACT_VERSION,
  apiOrigin: null,
  environment: 'test',
  remotes: Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, { entry: `/remotes/${name}/mf-manifest.json`, version: '1', channel: 'stable' }]),
  ) as RuntimeRegistry['remotes'],
};
REGISTRY.remotes.mf_homeowner.firstRequests = { '/dashboard': ['/api/user/stats'] };
const OWNER = { id: 7, role: 'homeowner', username: 'owner' } as User;

let webRoot: string;
beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), 'hs-page-server-'));
  await mkdir(join(webRoot, 'shell', 'dist'), { recursive: true });
  await writeFile(join(webRoot, 'shell', 'dist', PAGE_MANIFEST_FILE), JSON.stringify(MANIFEST));
  await writeFile(join(webRoot, 'shell', 'dist', 'main.1a2b3c4d.js'), 'start()');
});
afterAll(async () => {
  await rm(webRoot, { recursive: true, force: true });
});

function server(user: User | null, overrides: Partial<PageServerDeps> = {}) {
  const asked: string[][] = [];
  const app = createPageServer({
    webRoot,
    releasesDir: join(webRoot, 'releases'),
    site: { publicUrl: 'https://housesit.example', support: { email: 'help@housesit.example', phone: '555', phoneHref: 'tel:555' } },
    user: () => Promise.resolve(user),
    registryAnswer: () => Promise.resolve(REGISTRY),
    publicRegistry: () => Promise.resolve(REGISTRY),
    stagingOptIns: () => [],
    firstAnswers: (_c, urls) => {
      asked.push(urls);
      return Promise.resolve(new Map(urls.map((url) => [url, { url }])));
    },
    contentSecurityPolicy: (sources) => `script-src 'self' ${sources.join(' ')}`,
    now: () => new Date('2030-03-02T12:00:00Z'),
    ...overrides,
  });
  return { app, asked };
}

const bootOf = (html: string) =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="${SHELL_BOOT_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1] ?? 'null',
  ) as ShellBoot;

describe('the page server', () => {
  it("composes a signed-in screen's page with its boot data and the answers its area declares, never stored", async () => {
    const { app, asked } = server(OWNER);
    const response = await app.request('/dashboard');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const boot = bootOf(await response.text());
    expect(boot.user).toEqual(OWNER);
    expect(asked).toEqual([['/api/conversations/unread', '/api/user/stats']]);
    expect(Object.keys(boot.answers ?? {}).sort()).toEqual(['/api/conversations/unread', '/api/user/stats']);
  });

  it("streams a signed-in screen: the head before the answers are asked, then the screen's HTML, then the boot data", async () => {
    const screenDir = join(webRoot, 'mf-homeowner', 'dist', 'ssr');
    await mkdir(screenDir, { recursive: true });
    await mkdir(join(webRoot, 'shell', 'dist', 'ssr'), { recursive: true });
    await writeFile(
      join(screenDir, 'render.cjs'),
      `exports.serverRendering = { paths: ['/dashboard'], renderScreen: async (i) => ({ html: '<h1>' + JSON.stringify(i.answers['/api/user/stats']) + '</h1>', css: '' }) };`,
    );
    await writeFile(
      join(webRoot, 'shell', 'dist', 'ssr', 'render.cjs'),
      `exports.renderFrame = async (i) => ({ before: '<nav>' + i.user.username + '</nav>', after: '', css: '' });`,
    );
    let answer: (value: Map<string, unknown>) => void = () => {};
    const { app } = server(OWNER, {
      firstAnswers: (_c, urls) =>
        new Promise((resolve) => {
          answer = () => resolve(new Map(urls.map((url) => [url, { url }])));
        }),
    });
    const response = await app.request('/dashboard');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const head = decoder.decode((await reader.read()).value);
    expect(head).toContain('<script defer src="/main.1a2b3c4d.js"></script>');
    expect(head).not.toContain(SHELL_BOOT_ELEMENT_ID);
    answer(new Map());
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += decoder.decode(chunk.value);
    expect(rest).toMatch(
      /^<style>.*<div id="server-page" data-path="\/dashboard" data-signed-in=""><nav>owner<\/nav><h1>\{"url":"\/api\/user\/stats"\}<\/h1><\/div><script type="application\/json" id="hs-boot">/,
    );
    expect(Object.keys(bootOf(head + rest).answers ?? {}).sort()).toEqual(['/api/conversations/unread', '/api/user/stats']);
    // The bundle is the server's code: never served to a browser.
    expect((await app.request('/remotes/mf_homeowner/ssr/render.cjs')).status).toBe(404);
    expect((await app.request('/ssr/render.cjs')).status).toBe(404);

    // With the shell's start-on-intent script, a screen rendered here starts the app on intent
    // (its inline script allowed by hash); a render that gives nothing writes the app's scripts after all.
    const prerender = join(webRoot, 'shell', 'dist', 'prerender.json');
    await writeFile(prerender, JSON.stringify({ pages: {}, frames: {}, boot: { onIntent: 'startOnIntent()' } }));
    const onIntent = await server(OWNER).app.request('/dashboard');
    const page = await onIntent.text();
    expect(page).toContain('<script data-main="/main.1a2b3c4d.js">startOnIntent()</script>');
    expect(page).not.toContain('<script defer src="/main.1a2b3c4d.js">');
    expect(onIntent.headers.get('content-security-policy')).toMatch(/^script-src 'self' 'sha256-/);
    await writeFile(join(screenDir, 'render.cjs'), `exports.serverRendering = { paths: ['/dashboard'], renderScreen: async () => null };`);
    const fallback = await (await server(OWNER).app.request('/dashboard')).text();
    expect(fallback).toContain('<script data-main="/main.1a2b3c4d.js">startOnIntent()</script>');
    expect(fallback).toMatch(/<script defer src="\/main.1a2b3c4d.js"><\/script><script type="application\/json" id="hs-boot">/);
    await rm(prerender);
    await rm(screenDir, { recursive: true });
  });

  it('still answers the page when the registry cannot be read: without boot data, the shell asks', async () => {
    const { app } = server(null, { registryAnswer: () => Promise.reject(new Error('database down')) });
    const response = await app.request('/reset-password');
    const html = await response.text();
    expect(html).not.toContain(SHELL_BOOT_ELEMENT_ID);
    expect(html).toContain('<noscript>Needs JavaScript.</noscript><div id="root"></div>');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the build’s files, a missing file as 404, and source maps to admins only', async () => {
    const { app } = server(OWNER);
    expect(await (await app.request('/main.1a2b3c4d.js')).text()).toBe('start()');
    expect((await app.request('/missing.1a2b3c4d.js')).status).toBe(404);
    expect((await app.request('/main.1a2b3c4d.js.map')).status).toBe(404);
    expect((await app.request('/remotes/mf_public/mf-manifest.json')).status).toBe(404);
  });
});
