/**
 * Releases of one area (docs/decisions/007-releases.md), in a real browser against the
 * production build, with releases built from source before the run by the operators' own
 * command (fixtures/releases.ts) and published into this worker's server: a second release of
 * mf-admin with a visible marker, promoted and rolled back; a fixture mf-sitter built against the
 * previous shared-contracts (contract 1) as staging for one browser only; a 50 % rollout; a
 * published release that disappears from the server.
 */
import type { Page } from '@playwright/test';
import { existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import type { RuntimeRegistry } from '@housesit/shared-contracts';
import { SHELL_BOOT_ELEMENT_ID, type ShellBoot } from '@housesit/shell/server';
import { ADMIN_MARKER, expect, test } from '../fixtures/releases';
import { expectReady } from '../fixtures/ready';

const UNAVAILABLE = 'This part of Housesit is unavailable right now.';

/** The registry the page started from: the answer the server wrote into it (ShellBoot), which the shell used instead of asking. */
async function gotoAndReadRegistry(page: Page, path: string): Promise<RuntimeRegistry> {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/registry') asked.push(request.url());
  });
  await page.goto(path);
  const boot = JSON.parse((await page.locator(`#${SHELL_BOOT_ELEMENT_ID}`).textContent()) ?? 'null') as ShellBoot;
  // The app's own screen, once it has taken the server's page over (decision 028).
  await expectReady(page);
  await expect(page.getByRole('main')).toBeVisible();
  expect(asked, 'the shell started from the page, without GET /api/registry').toEqual([]);
  return boot.registry;
}

/** Promotes an mf-admin release to stable through the admin-only endpoint, with the page's admin session. */
async function promote(page: Page, release: string): Promise<void> {
  const promoted = await page.request.post('/api/registry/remotes/mf_admin', { data: { action: 'promote', release } });
  expect(promoted.status(), await promoted.text()).toBe(200);
}

test.describe('releases of one area', () => {
  test('a promoted mf-admin release reaches an admin on reload, and rollback brings the old one back', async ({
    page,
    health,
    household,
    signInAs,
    releases,
  }) => {
    const { release: adminRelease } = releases.publish('adminMarker');
    expect(adminRelease).toMatch(/^1\.0\.1-[0-9a-f]{10}$/);
    await signInAs(page, household.people.admin);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByText(ADMIN_MARKER)).toHaveCount(0);

    await promote(page, adminRelease);
    const registry = await gotoAndReadRegistry(page, '/admin/dashboard');
    expect(registry.remotes.mf_admin).toMatchObject({ release: adminRelease, channel: 'stable' });
    expect(registry.remotes.mf_homeowner.entry).toMatch(/\/remotes\/mf_homeowner\/mf-manifest\.json$/);
    await expect(page.getByText(ADMIN_MARKER)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    const manifest = await page.request.get(`/releases/mf_admin/${adminRelease}/mf-manifest.json`);
    expect(manifest.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await health.reactCopies(page)).toBe(1);

    // The command line, as an operator would.
    expect(releases.run('rollback', 'mf_admin')).toContain('stable (build)');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByText(ADMIN_MARKER)).toHaveCount(0);
  });

  test('a page keeps the release its HTML was rendered from; the next page load renders and runs the new one', async ({
    page,
    health,
    household,
    signInAs,
    releases,
  }) => {
    const { release: adminRelease } = releases.publish('adminMarker');
    await signInAs(page, household.people.admin);
    const first = await page.goto('/admin/dashboard');
    // Rendered on the server from the build (decision 028), then taken over by the same build.
    expect(await first?.text()).not.toContain(ADMIN_MARKER);
    await expectReady(page);

    await promote(page, adminRelease);
    // A navigation inside the page goes on with the code it started with: no mix of two releases.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs' }).click();
    await expectReady(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await expectReady(page);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByText(ADMIN_MARKER)).toHaveCount(0);

    // The next page load: its HTML is the new release's rendering, and the app runs that release.
    const next = await page.goto('/admin/dashboard');
    const html = (await next?.text()) ?? '';
    expect(html.slice(html.indexOf('<div id="server-page"'))).toContain(ADMIN_MARKER);
    await expectReady(page);
    await expect(page.locator('#server-page')).toHaveCount(0);
    await expect(page.getByText(ADMIN_MARKER)).toBeVisible();
    expect(await health.reactCopies(page)).toBe(1);
  });

  test('one browser opted into mf-sitter staging sees it, another stays on stable; other areas are the same', async ({
    page,
    browser,
    health,
    clock,
    household,
    signInAs,
    releases,
  }) => {
    const { release: sitterRelease } = releases.publish('sitterContract1');
    releases.run('stage', 'mf_sitter', sitterRelease);
    await signInAs(page, household.people.sitter);
    const staged = await gotoAndReadRegistry(page, '/sitter/dashboard?channel.mf_sitter=staging');
    await expect(page.getByRole('heading', { name: 'Sitter preview release (contract 1) at /sitter/dashboard' })).toBeVisible();
    const indicator = page.getByRole('complementary', { name: 'Preview releases' });
    await expect(indicator).toContainText(`Sitter area ${sitterRelease} (staging)`);
    // Kept across reloads without the flag.
    await page.goto('/sitter/dashboard');
    await expect(page.getByRole('heading', { name: /Sitter preview release/ })).toBeVisible();
    expect(await health.reactCopies(page)).toBe(1);

    // The same sitter in another browser, which never opted in.
    const other = await browser.newContext();
    try {
      await clock.follow(other);
      await signInAs(other, household.people.sitter);
      const second = await other.newPage();
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

  test('a 50 % rollout splits 200 visitors about evenly and gives each the same answer every time', async ({ request, releases }) => {
    const { release: sitterRelease } = releases.publish('sitterContract1');
    releases.run('stage', 'mf_sitter', sitterRelease, '--percent', '50');
    // Fixed visitor ids: the split is a hash of each, the same on every run.
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
    releases.run('unstage', 'mf_sitter');
  });

  test('a published release that disappears shows the fallback in its area only, and Retry recovers it', async ({
    page,
    browser,
    health,
    clock,
    household,
    signInAs,
    releases,
  }) => {
    health.allow(/mf_admin|Failed to load resource|RUNTIME-|remote/i);
    const { release: adminRelease } = releases.publish('adminMarker');
    releases.run('promote', 'mf_admin', adminRelease);
    // Only this worker's server reads this folder.
    const folder = join(releases.folder, 'mf_admin', adminRelease);
    const away = `${folder}.away`;
    renameSync(folder, away);
    try {
      await signInAs(page, household.people.admin);
      await page.goto('/admin/dashboard');
      await expect(page.getByText(UNAVAILABLE)).toBeVisible({ timeout: 15_000 });
      // The shell's navigation and the other areas keep working.
      await page.goto('/support');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
      const other = await browser.newContext();
      try {
        await clock.follow(other);
        await signInAs(other, household.people.homeowner);
        const homeowner = await other.newPage();
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
    await expect(page.getByText(ADMIN_MARKER)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __noReload?: number }).__noReload)).toBe(marker);
    expect(await health.reactCopies(page)).toBe(1);
    releases.run('rollback', 'mf_admin');
  });
});
