/**
 * Releases of one area (docs/decisions/007-releases.md), in a real browser against the
 * production server: a second release of mf-admin built from its source with a visible marker,
 * promoted and rolled back; a fixture mf-sitter built in this run against the previous
 * shared-contracts (contract 1) as staging for one browser only; a 50 % rollout; a published
 * release that disappears from the server. Builds use the operators' own commands.
 */
import type { Page } from '@playwright/test';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { SHELL_BOOT_ELEMENT_ID, type RuntimeRegistry, type ShellBoot } from '@housesit/shared-contracts';
import { releasesCommand, REPO } from '../fixtures/releases';
import { expect, signInByApi, test } from '../fixtures/test';

const RELEASES_DIR = process.env.E2E_RELEASES_DIR ?? '';
/** Inside the repository, so the builds resolve React, webpack and the shell's federation config. */
const WORK = join(REPO, 'e2e', 'test-results', 'releases-work');
const UNAVAILABLE = 'This part of Housesit is unavailable right now.';

const releases = (...args: string[]) => releasesCommand(args);

/** `releases build` then `publish`; answers the release id. */
function buildAndPublish(remoteDir: string): string {
  const built = releases('build', remoteDir);
  const match = /release (\S+) \(contract \d+\) in (\S+)/.exec(built);
  if (!match?.[1] || !match[2]) throw new Error(`unexpected build output: ${built}`);
  releases('publish', match[2]);
  return match[1];
}

/** mf-admin's source with version 1.0.1 and a visible line on its dashboard. */
function adminWithMarker(): string {
  const dir = join(WORK, 'mf-admin');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const item of ['src', 'webpack.config.cjs', 'package.json'])
    cpSync(join(REPO, 'mf-admin', item), join(dir, item), { recursive: true });
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ extends: join(REPO, 'mf-admin', 'tsconfig.json'), include: ['src'] }));
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ ...pkg, version: '1.0.1' }));
  writeFileSync(
    join(dir, 'src', 'exposes', 'Dashboard.tsx'),
    `import type { RemoteScreenProps } from '@housesit/shared-contracts';
import Screen from '../features/dashboard/components/AdminDashboardScreen';
export default function Dashboard(props: RemoteScreenProps) {
  return (<><p>Admin release 1.0.1 is live</p><Screen {...props} /></>);
}
`,
  );
  return dir;
}

/** A minimal mf_sitter built against the previous contract: its own shared-contracts says 1. */
function fixtureSitter(): string {
  const dir = join(WORK, 'fixture-sitter');
  rmSync(dir, { recursive: true, force: true });
  const contracts = join(dir, 'node_modules', '@housesit', 'shared-contracts');
  mkdirSync(contracts, { recursive: true });
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'fixture-sitter', version: '0.9.0', private: true }));
  writeFileSync(
    join(contracts, 'package.json'),
    JSON.stringify({ name: '@housesit/shared-contracts', version: '0.9.0', type: 'module', main: 'index.js' }),
  );
  writeFileSync(join(contracts, 'index.js'), 'export const CONTRACT_VERSION = 1;\n');
  writeFileSync(
    join(dir, 'src', 'Screen.js'),
    `import { createElement } from 'react';
import { CONTRACT_VERSION } from '@housesit/shared-contracts';
export default function Screen({ path }) {
  return createElement('h1', null, 'Sitter preview release (contract ' + CONTRACT_VERSION + ') at ' + path);
}
`,
  );
  const require = createRequire(import.meta.url);
  const sitterConfig = require(join(REPO, 'mf-sitter', 'webpack.config.cjs')) as (
    env: unknown,
    argv: { mode: string },
  ) => {
    plugins: { constructor: { name: string }; _options?: { exposes?: Record<string, string> } }[];
  };
  const plugin = sitterConfig({}, { mode: 'production' }).plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
  const exposes = Object.fromEntries(Object.keys(plugin?._options?.exposes ?? {}).map((name) => [name, './src/Screen.js']));
  writeFileSync(
    join(dir, 'webpack.config.cjs'),
    `const { createRemoteConfig } = require('@housesit/shell/federation');
module.exports = createRemoteConfig({ dirname: __dirname, name: 'mf_sitter', port: 3099, exposes: ${JSON.stringify(exposes)} });
`,
  );
  return dir;
}

/** The registry the page started from: the answer the server wrote into it (ShellBoot), which the shell used instead of asking. */
async function gotoAndReadRegistry(page: Page, path: string): Promise<RuntimeRegistry> {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/registry') asked.push(request.url());
  });
  await page.goto(path);
  const boot = JSON.parse((await page.locator(`#${SHELL_BOOT_ELEMENT_ID}`).textContent()) ?? 'null') as ShellBoot;
  await expect(page.getByRole('main')).toBeVisible();
  expect(asked, 'the shell started from the page, without GET /api/registry').toEqual([]);
  return boot.registry;
}

let adminRelease = '';
let sitterRelease = '';

test.describe.configure({ mode: 'serial' });

test.describe('releases of one area', () => {
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    expect(RELEASES_DIR, 'playwright.config.ts sets E2E_RELEASES_DIR').not.toBe('');
    adminRelease = buildAndPublish(adminWithMarker());
    sitterRelease = buildAndPublish(fixtureSitter());
  });

  test.afterAll(() => {
    // The other spec files share this server: every remote back on its build.
    rmSync(join(RELEASES_DIR, 'registry.production.json'), { force: true });
  });

  test('a promoted mf-admin release reaches an admin on reload, and rollback brings the old one back', async ({ page, health }) => {
    expect(adminRelease).toMatch(/^1\.0\.1-[0-9a-f]{10}$/);
    await signInByApi(page, 'admin');
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByText('Admin release 1.0.1 is live')).toHaveCount(0);

    // The admin-only endpoint, with the admin's session.
    const promoted = await page.request.post('/api/registry/remotes/mf_admin', { data: { action: 'promote', release: adminRelease } });
    expect(promoted.status(), await promoted.text()).toBe(200);
    const registry = await gotoAndReadRegistry(page, '/admin/dashboard');
    expect(registry.remotes.mf_admin).toMatchObject({ release: adminRelease, channel: 'stable' });
    expect(registry.remotes.mf_homeowner.entry).toMatch(/\/remotes\/mf_homeowner\/mf-manifest\.json$/);
    await expect(page.getByText('Admin release 1.0.1 is live')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    const manifest = await page.request.get(`/releases/mf_admin/${adminRelease}/mf-manifest.json`);
    expect(manifest.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await health.reactCopies(page)).toBe(1);

    // The command line, as an operator would.
    expect(releases('rollback', 'mf_admin')).toContain('stable (build)');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByText('Admin release 1.0.1 is live')).toHaveCount(0);
  });

  test('one browser opted into mf-sitter staging sees it, another stays on stable; other areas are the same', async ({
    page,
    browser,
    health,
  }) => {
    releases('stage', 'mf_sitter', sitterRelease);
    await signInByApi(page, 'sitter');
    const staged = await gotoAndReadRegistry(page, '/sitter/dashboard?channel.mf_sitter=staging');
    await expect(page.getByRole('heading', { name: 'Sitter preview release (contract 1) at /sitter/dashboard' })).toBeVisible();
    const indicator = page.getByRole('complementary', { name: 'Preview releases' });
    await expect(indicator).toContainText(`Sitter area ${sitterRelease} (staging)`);
    // Kept across reloads without the flag.
    await page.goto('/sitter/dashboard');
    await expect(page.getByRole('heading', { name: /Sitter preview release/ })).toBeVisible();
    expect(await health.reactCopies(page)).toBe(1);

    const other = await browser.newContext();
    try {
      const second = await other.newPage();
      await signInByApi(second, 'sitter');
      const stable = await gotoAndReadRegistry(second, '/sitter/dashboard');
      await expect(second.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(second.getByRole('heading', { name: /Sitter preview release/ })).toHaveCount(0);
      await expect(second.getByRole('complementary', { name: 'Preview releases' })).toHaveCount(0);
      expect(stable.remotes.mf_sitter.channel).toBe('stable');
      expect(staged.remotes.mf_sitter).toMatchObject({ channel: 'staging', release: sitterRelease, contractVersion: 1, via: 'opt-in' });
      expect(staged.remotes.mf_homeowner).toEqual(stable.remotes.mf_homeowner);
      expect(staged.remotes.mf_admin).toEqual(stable.remotes.mf_admin);
    } finally {
      await other.close();
    }

    // The indicator hides on request, and the flag takes this browser back to stable.
    await page.getByRole('button', { name: 'Hide' }).click();
    await expect(indicator).toHaveCount(0);
    await page.goto('/sitter/dashboard?channel.mf_sitter=stable');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Sitter preview release/ })).toHaveCount(0);
  });

  test('a 50 % rollout splits 200 visitors about evenly and gives each the same answer every time', async ({ request }) => {
    releases('stage', 'mf_sitter', sitterRelease, '--percent', '50');
    const ids = Array.from({ length: 200 }, (_, i) => `6f1c2a4e-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const channelOf = async (id: string) => {
      const response = await request.get('/api/registry', { headers: { cookie: `hs_rollout=${id}` } });
      return ((await response.json()) as RuntimeRegistry).remotes.mf_sitter.channel;
    };
    const first: string[] = [];
    for (const id of ids) first.push(await channelOf(id));
    const staged = first.filter((channel) => channel === 'staging').length;
    expect(staged).toBeGreaterThanOrEqual(90);
    expect(staged).toBeLessThanOrEqual(110);
    for (const [i, id] of ids.slice(0, 50).entries()) expect(await channelOf(id)).toBe(first[i]);
    releases('unstage', 'mf_sitter');
  });

  test('a published release that disappears shows the fallback in its area only, and Retry recovers it', async ({
    page,
    browser,
    health,
  }) => {
    health.allow(/mf_admin|Failed to load resource|RUNTIME-|remote/i);
    releases('promote', 'mf_admin', adminRelease);
    const folder = join(RELEASES_DIR, 'mf_admin', adminRelease);
    const away = `${folder}.away`;
    renameSync(folder, away);
    try {
      await signInByApi(page, 'admin');
      await page.goto('/admin/dashboard');
      await expect(page.getByText(UNAVAILABLE)).toBeVisible({ timeout: 15_000 });
      // The shell's navigation and the other areas keep working.
      await page.goto('/support');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
      const other = await browser.newContext();
      try {
        const homeowner = await other.newPage();
        await signInByApi(homeowner, 'homeowner');
        await homeowner.goto('/dashboard');
        await expect(homeowner.getByRole('heading', { level: 1 })).toContainText('Welcome');
      } finally {
        await other.close();
      }
      await page.goBack();
      await expect(page.getByText(UNAVAILABLE)).toBeVisible({ timeout: 15_000 });
    } finally {
      if (existsSync(away)) renameSync(away, folder);
    }
    const marker = await page.evaluate(() => ((window as unknown as { __noReload: number }).__noReload = Date.now()));
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('Admin release 1.0.1 is live')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __noReload?: number }).__noReload)).toBe(marker);
    expect(await health.reactCopies(page)).toBe(1);
    releases('rollback', 'mf_admin');
  });
});
