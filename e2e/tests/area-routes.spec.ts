/**
 * Each area owns its screens (decision 016), in a real browser against the production build: an
 * mf-admin release built from its source before the run (fixtures/releases.ts `adminPreview`),
 * adding /admin/reports-preview in its area.json with a navigation entry (the only files touched
 * are inside mf-admin), published into this worker's server, staged for one browser, promoted for
 * everyone and rolled back, with the shell's files unchanged throughout; and releases that claim
 * another area's path or a public admin screen refused at publish.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, PREVIEW_SCREEN, REPO, test, type AreaFile } from '../fixtures/releases';
import type { Person, TestClock } from '../fixtures/test';

const { path: PATH, label: LABEL, heading: HEADING } = PREVIEW_SCREEN;

/** A copy of a built release whose release.json claims something else (what a careless or hostile build would ship). */
function tamperedCopy(folder: string, into: string, id: string, change: (area: AreaFile) => void): string {
  const target = join(into, id);
  cpSync(folder, target, { recursive: true });
  const info = JSON.parse(readFileSync(join(target, 'release.json'), 'utf8')) as AreaFile & { release: string; buildId: string };
  change(info);
  writeFileSync(join(target, 'release.json'), JSON.stringify({ ...info, release: id, buildId: id.split('-')[1] }));
  return target;
}

/** SHA-256 of every file the shell serves from its build. */
function shellFiles(): Record<string, string> {
  const root = join(REPO, 'shell', 'dist');
  const hashes: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hashes[relative(root, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(root);
  return hashes;
}

async function servedShell(page: Page): Promise<string> {
  return createHash('sha256')
    .update(await (await page.request.get('/')).body())
    .update(await (await page.request.get('/login')).body())
    .digest('hex');
}

/** A browser of its own for the household's admin, on the server's clock. */
async function adminPage(
  browser: Browser,
  clock: TestClock,
  signIn: (context: BrowserContext, person: Person) => Promise<void>,
  admin: Person,
): Promise<Page> {
  const context = await browser.newContext();
  await clock.follow(context);
  await signIn(context, admin);
  return context.newPage();
}

const bar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('an area adds a screen with its own release', () => {
  test('staged for one admin, promoted for all, rolled back to the 404 page; the shell never changes', async ({
    browser,
    page,
    clock,
    household,
    signInAs,
    releases,
  }) => {
    // Two browsers through three channel states, a dozen page loads and five runs of the release
    // command (each a Node process that opens the database): more than the default 30 s here.
    test.setTimeout(90_000);
    const { release } = releases.publish('adminPreview');
    const shellBefore = shellFiles();
    const servedBefore = await servedShell(page);
    const first = await adminPage(browser, clock, signInAs, household.people.admin);
    const second = await adminPage(browser, clock, signInAs, household.people.admin);
    try {
      releases.run('stage', 'mf_admin', release);
      // The first admin's browser opts into mf-admin's staging release; the second stays on stable.
      await first.goto('/admin/dashboard?channel.mf_admin=staging');
      await first.getByRole('link', { name: LABEL }).click();
      await expect(first).toHaveURL(PATH);
      await expect(first.getByRole('heading', { name: HEADING })).toBeVisible();
      await expect(first).toHaveTitle(`${LABEL} · Housesit`);
      const links = await bar(first).getByRole('link').allTextContents();
      // A bar entry's badge (Messages' unread count) ends its text.
      expect(links.map((text) => text.replace(/\d+$/, ''))).toEqual([
        'Dashboard',
        'Jobs',
        'Schedule',
        'Messages',
        'Revenue',
        LABEL,
        'Users',
      ]);

      await second.goto('/admin/dashboard');
      await expect(bar(second).getByRole('link', { name: 'Jobs' })).toBeVisible();
      await expect(second.getByRole('link', { name: LABEL })).toHaveCount(0);
      await second.goto(PATH);
      await expect(second.getByRole('heading', { name: 'Page not found' })).toBeVisible();

      // Promote: both see it after a reload.
      releases.run('promote', 'mf_admin', release);
      for (const admin of [first, second]) {
        await admin.goto('/admin/dashboard?channel.mf_admin=stable');
        await admin.reload();
        await bar(admin).getByRole('link', { name: LABEL }).click();
        await expect(admin.getByRole('heading', { name: HEADING })).toBeVisible();
      }

      // Roll back: gone from the bar, and its path is the 404 page again.
      releases.run('rollback', 'mf_admin');
      for (const admin of [first, second]) {
        await admin.goto('/admin/dashboard');
        await expect(bar(admin).getByRole('link', { name: 'Jobs' })).toBeVisible();
        await expect(admin.getByRole('link', { name: LABEL })).toHaveCount(0);
        await admin.goto(PATH);
        await expect(admin.getByRole('heading', { name: 'Page not found' })).toBeVisible();
        await expect(admin.getByRole('heading', { name: HEADING })).toHaveCount(0);
      }
    } finally {
      await first.context().close();
      await second.context().close();
    }
    expect(shellFiles()).toEqual(shellBefore);
    expect(await servedShell(page)).toBe(servedBefore);
  });

  test('a release claiming /dashboard, or a public /admin screen, is refused at publish with the reason', ({ releases }, testInfo) => {
    const { release, folder } = releases.publish('adminPreview');
    const homeownersPath = tamperedCopy(folder, testInfo.outputPath(), '1.1.1-dddd000001', (info) => {
      info.routes.push({ path: '/dashboard', access: 'role', module: './ReportsPreview', title: 'Mine now' });
    });
    expect(releases.refusedPublish(homeownersPath)).toContain(
      `mf_admin release 1.1.1-dddd000001 refused (route.other_area): mf_admin claims /dashboard, which belongs to mf_homeowner.`,
    );
    const publicAdmin = tamperedCopy(folder, testInfo.outputPath(), '1.1.2-dddd000002', (info) => {
      info.routes.push({ path: '/admin/x', access: 'public', module: './ReportsPreview', title: 'Open' });
    });
    expect(releases.refusedPublish(publicAdmin)).toContain(
      'mf_admin release 1.1.2-dddd000002 refused (route.public_on_role_area): mf_admin declares /admin/x public, but mf_admin is for admin accounts only.',
    );
    const listed = releases.run('list', 'mf_admin');
    expect(listed).toContain(release);
    expect(listed).not.toContain('1.1.1-dddd000001');
    expect(listed).not.toContain('1.1.2-dddd000002');
  });
});
