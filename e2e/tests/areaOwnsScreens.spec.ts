/**
 * An area owns its existing screens too (decision 016): its release declares every screen and
 * navigation entry of the area, labels and order included. Here a release of mf-admin (the
 * area's build with a changed declaration) renames the bar's Jobs entry and retires
 * /admin/schedule: the admin it is staged for sees the new label and no Schedule entry, and the
 * retired path is the 404 page, while an admin on stable keeps today's navigation. A release
 * without /jobs, one of the product's screens, is refused at publish and at staging with its
 * reason.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTRACT_VERSION } from '@housesit/shared-contracts';
import { expect, REPO, test, type AreaFile } from '../fixtures/releases';
import type { Person, TestClock } from '../fixtures/test';

const RENAMED = 'Visit queue';
const RETIRED = '/admin/schedule';
const TODAY = ['Dashboard', 'Jobs', 'Schedule', 'Messages', 'Revenue', 'Users'];

/**
 * A release of mf-admin in `into/<id>`: the area's build (mf-admin/dist, the code every admin runs
 * on stable) with a release.json as the release build writes it, its declaration (the build's
 * area.json) changed by `change`, as a later area.json of the same code would ship.
 */
function adminRelease(into: string, id: string, change: (area: AreaFile) => void): string {
  const dist = join(REPO, 'mf-admin', 'dist');
  const target = join(into, id);
  mkdirSync(into, { recursive: true });
  cpSync(dist, target, { recursive: true });
  const area = JSON.parse(readFileSync(join(dist, 'area.json'), 'utf8')) as AreaFile;
  const declaration: AreaFile = { routes: area.routes, nav: area.nav };
  change(declaration);
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as { exposes: { path: string }[] };
  const kit = JSON.parse(readFileSync(join(dist, 'kit.json'), 'utf8')) as { kitVersion: number };
  const [version, buildId] = id.split('-') as [string, string];
  const info = {
    remote: 'mf_admin',
    release: id,
    version,
    buildId,
    contractVersion: CONTRACT_VERSION,
    kitVersion: kit.kitVersion,
    builtAt: new Date(0).toISOString(),
    exposes: manifest.exposes.map((module) => module.path),
    ...declaration,
  };
  writeFileSync(join(target, 'release.json'), JSON.stringify(info, null, 2));
  return target;
}

/** Jobs renamed on the bar, /admin/schedule retired with its entries. */
function renameAndRetire(area: AreaFile): void {
  area.routes = area.routes.filter((screen) => screen.path !== RETIRED);
  area.nav = area.nav
    .filter((entry) => entry.to !== RETIRED)
    .map((entry) => (entry.menu === 'bar' && entry.to === '/jobs' ? { ...entry, label: RENAMED } : entry));
}

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
/** The bar's labels; a badge (Messages' unread count) ends its entry's text. */
const barLabels = async (page: Page) => (await bar(page).getByRole('link').allTextContents()).map((text) => text.replace(/\d+$/, ''));

test.describe('an area owns its existing screens', () => {
  test('a staged release renames an entry and retires a screen for its admin only', async ({
    browser,
    clock,
    household,
    signInAs,
    releases,
  }) => {
    // Two browsers, a dozen page loads and three runs of the release command.
    test.setTimeout(90_000);
    const id = '1.2.0-eeee000001';
    // Placed in the releases folder as a deployment's storage holds it: staging checks it again.
    adminRelease(join(releases.folder, 'mf_admin'), id, renameAndRetire);
    const staged = await adminPage(browser, clock, signInAs, household.people.admin);
    const stable = await adminPage(browser, clock, signInAs, household.people.admin);
    try {
      releases.run('stage', 'mf_admin', id);
      await staged.goto('/admin/dashboard?channel.mf_admin=staging');
      await expect(bar(staged).getByRole('link', { name: RENAMED })).toBeVisible();
      expect(await barLabels(staged)).toEqual(['Dashboard', RENAMED, 'Messages', 'Revenue', 'Users']);
      await staged.getByRole('button', { name: /Account menu/ }).click();
      await expect(staged.getByRole('menuitem', { name: 'Job Queue' })).toBeVisible();
      await expect(staged.getByRole('menuitem', { name: 'Schedule' })).toHaveCount(0);
      await staged.keyboard.press('Escape');
      await bar(staged).getByRole('link', { name: RENAMED }).click();
      await expect(staged).toHaveURL('/jobs');
      await expect(staged.getByRole('heading', { name: 'Job Queue' })).toBeVisible();
      await staged.goto(RETIRED);
      await expect(staged.getByRole('heading', { name: 'Page not found' })).toBeVisible();

      await stable.goto('/admin/dashboard');
      await expect(bar(stable).getByRole('link', { name: 'Jobs' })).toBeVisible();
      expect(await barLabels(stable)).toEqual(TODAY);
      await expect(stable.getByRole('link', { name: RENAMED })).toHaveCount(0);
      await bar(stable).getByRole('link', { name: 'Schedule' }).click();
      await expect(stable).toHaveURL(RETIRED);
      await expect(stable.getByRole('heading', { name: 'Schedule' })).toBeVisible();

      // Unstaged: the staged admin is back on today's navigation and screens.
      releases.run('unstage', 'mf_admin');
      await staged.goto('/admin/dashboard');
      await expect(bar(staged).getByRole('link', { name: 'Schedule' })).toBeVisible();
      expect(await barLabels(staged)).toEqual(TODAY);
    } finally {
      await staged.context().close();
      await stable.context().close();
    }
  });

  test('a release without /jobs is refused at publish and at staging, naming /jobs', async ({ releases }, testInfo) => {
    const withoutJobs = (area: AreaFile) => {
      area.routes = area.routes.filter((screen) => screen.path !== '/jobs');
      area.nav = area.nav.filter((entry) => entry.to !== '/jobs' && entry.to !== '/admin/job-queue');
    };
    const reason = (id: string) =>
      `mf_admin release ${id} refused (route.spec_screen_dropped): mf_admin drops /jobs, one of the product's screens: ` +
      `every release of mf_admin keeps it, with the access rule 'role'.`;
    const built = testInfo.outputPath('builds');
    expect(releases.refusedPublish(adminRelease(built, '1.2.1-eeee000002', withoutJobs))).toContain(reason('1.2.1-eeee000002'));
    // Copied into the releases folder without publish: staging refuses it with the same reason.
    adminRelease(join(releases.folder, 'mf_admin'), '1.2.2-eeee000003', withoutJobs);
    expect(releases.refused('stage', 'mf_admin', '1.2.2-eeee000003')).toContain(reason('1.2.2-eeee000003'));
    expect((await releases.channels()).mf_admin.staging).toBeNull();
  });
});
