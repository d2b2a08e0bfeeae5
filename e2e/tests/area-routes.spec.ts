/**
 * Each area owns its screens (decision 016), in a real browser against the production server: an
 * mf-admin release built in this run from its source, adding /admin/reports-preview in its
 * area.json with a navigation entry (the only files touched are inside mf-admin), staged for one
 * browser, promoted for everyone and rolled back, with the shell's files unchanged throughout;
 * and releases that claim another area's path or a public admin screen refused at publish.
 */
import type { Browser, Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { releasesCommand, REPO } from '../fixtures/releases';
import { expect, signInByApi, test } from '../fixtures/test';

const RELEASES_DIR = process.env.E2E_RELEASES_DIR ?? '';
const WORK = join(REPO, 'e2e', 'test-results', 'area-routes-work');
const PATH = '/admin/reports-preview';
const LABEL = 'Reports preview';
const HEADING = 'Reports preview (from the admin release)';

const releases = (...args: string[]) => releasesCommand(args);

/** The release command's failure: its exit code and what it printed. */
function refusedRelease(...args: string[]): string {
  try {
    releases(...args);
  } catch (error) {
    const failure = error as { status: number; stderr: string };
    expect(failure.status).toBe(1);
    return failure.stderr;
  }
  throw new Error(`releases ${args.join(' ')} was not refused`);
}

interface AreaFile {
  routes: { path: string; access: string; module: string; title: string }[];
  nav: { menu: string; label: string; to: string; order: number }[];
}

/**
 * mf-admin's source plus one screen, as the admin team adds it: a screen file, its line in
 * webpack's exposes and its route and bar entry in area.json. Nothing outside mf-admin changes.
 */
function adminWithPreviewScreen(): string {
  const dir = join(WORK, 'mf-admin');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const item of ['src', 'webpack.config.cjs', 'package.json', 'area.json'])
    cpSync(join(REPO, 'mf-admin', item), join(dir, item), { recursive: true });
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ extends: join(REPO, 'mf-admin', 'tsconfig.json'), include: ['src'] }));
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ ...pkg, version: '1.1.0' }));
  writeFileSync(
    join(dir, 'src', 'exposes', 'ReportsPreview.tsx'),
    `import type { RemoteScreenProps } from '@housesit/shared-contracts';
export default function ReportsPreview({ path }: RemoteScreenProps) {
  return (<section><h1>${HEADING}</h1><p>Rendered at {path}.</p></section>);
}
`,
  );
  const config = readFileSync(join(dir, 'webpack.config.cjs'), 'utf8');
  const exposes = "'./Messages': './src/exposes/Messages.tsx',";
  expect(config).toContain(exposes);
  writeFileSync(
    join(dir, 'webpack.config.cjs'),
    config.replace(exposes, `${exposes}\n    './ReportsPreview': './src/exposes/ReportsPreview.tsx',`),
  );
  const area = JSON.parse(readFileSync(join(dir, 'area.json'), 'utf8')) as AreaFile;
  area.routes.push({ path: PATH, access: 'role', module: './ReportsPreview', title: LABEL });
  area.nav.push({ menu: 'bar', label: LABEL, to: PATH, order: 55 });
  writeFileSync(join(dir, 'area.json'), JSON.stringify(area, null, 2));
  return dir;
}

/** A copy of a built release whose release.json claims something else (what a careless or hostile build would ship). */
function tamperedCopy(folder: string, id: string, change: (area: AreaFile) => void): string {
  const target = join(WORK, id);
  rmSync(target, { recursive: true, force: true });
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

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInByApi(page, 'admin');
  return page;
}

const bar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

let release = '';
let builtFolder = '';

test.describe.configure({ mode: 'serial' });

test.describe('an area adds a screen with its own release', () => {
  test.beforeAll(() => {
    test.setTimeout(240_000);
    expect(RELEASES_DIR, 'playwright.config.ts sets E2E_RELEASES_DIR').not.toBe('');
    const built = releases('build', adminWithPreviewScreen());
    const match = /release (\S+) \(contract \d+\) in (\S+)/.exec(built);
    if (!match?.[1] || !match[2]) throw new Error(`unexpected build output: ${built}`);
    release = match[1];
    builtFolder = match[2];
    releases('publish', builtFolder);
  });

  test.afterAll(() => {
    rmSync(join(RELEASES_DIR, 'registry.production.json'), { force: true });
  });

  test('staged for one admin, promoted for all, rolled back to the 404 page; the shell never changes', async ({ browser, page }) => {
    test.setTimeout(90_000);
    const shellBefore = shellFiles();
    const servedBefore = await servedShell(page);
    const first = await adminPage(browser);
    const second = await adminPage(browser);
    try {
      releases('stage', 'mf_admin', release);
      // The first admin opts into mf-admin's staging release; the second stays on stable.
      await first.goto('/admin/dashboard?channel.mf_admin=staging');
      await first.getByRole('link', { name: LABEL }).click();
      await expect(first).toHaveURL(PATH);
      await expect(first.getByRole('heading', { name: HEADING })).toBeVisible();
      await expect(first).toHaveTitle(`${LABEL} · Housesit`);
      const links = await bar(first).getByRole('link').allTextContents();
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
      releases('promote', 'mf_admin', release);
      for (const admin of [first, second]) {
        await admin.goto('/admin/dashboard?channel.mf_admin=stable');
        await admin.reload();
        await bar(admin).getByRole('link', { name: LABEL }).click();
        await expect(admin.getByRole('heading', { name: HEADING })).toBeVisible();
      }

      // Roll back: gone from the bar, and its path is the 404 page again.
      releases('rollback', 'mf_admin');
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

  test('a release claiming /dashboard, or a public /admin screen, is refused at publish with the reason', () => {
    const homeownersPath = tamperedCopy(builtFolder, '1.1.1-dddd000001', (info) => {
      info.routes.push({ path: '/dashboard', access: 'role', module: './ReportsPreview', title: 'Mine now' });
    });
    expect(refusedRelease('publish', homeownersPath)).toContain(
      `mf_admin release 1.1.1-dddd000001 refused (route.other_area): mf_admin claims /dashboard, which belongs to mf_homeowner.`,
    );
    const publicAdmin = tamperedCopy(builtFolder, '1.1.2-dddd000002', (info) => {
      info.routes.push({ path: '/admin/x', access: 'public', module: './ReportsPreview', title: 'Open' });
    });
    expect(refusedRelease('publish', publicAdmin)).toContain(
      'mf_admin release 1.1.2-dddd000002 refused (route.public_on_role_area): mf_admin declares /admin/x public, but mf_admin is for admin accounts only.',
    );
    const listed = releases('list', 'mf_admin');
    expect(listed).toContain(release);
    expect(listed).not.toContain('1.1.1-dddd000001');
    expect(listed).not.toContain('1.1.2-dddd000002');
  });
});
