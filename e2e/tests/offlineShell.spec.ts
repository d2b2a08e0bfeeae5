import type { Page } from '@playwright/test';
import type { VisitPage } from '@housesit/shared-contracts';
import { getAs, serviceDay } from '../fixtures/admin';
import { expectReady } from '../fixtures/ready';
import { expect, test } from '../fixtures/test';

/**
 * The sitter's phone without signal (docs/decisions/026): the sitter app reloads offline from
 * what its service worker kept; every other role is told it is offline; nothing of another role
 * is ever kept on the phone.
 */

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, timezoneId: 'America/New_York', serviceWorkers: 'allow' });

const OFFLINE_SITTER = /^You are offline\. Your screens show what was last loaded/;
const OFFLINE_OTHERS = 'You are offline. Changes cannot be saved until the connection returns.';

interface Stored {
  caches: Record<string, string[]>;
  /** Bytes of every kept response's body. */
  bytes: number;
  /** navigator.storage.estimate().usage: what the origin takes on the phone, all storage included. */
  usage: number;
}

/** What this origin keeps in its caches, read in the page. */
function stored(page: Page): Promise<Stored> {
  return page.evaluate(async () => {
    const result: Record<string, string[]> = {};
    let bytes = 0;
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      const requests = await cache.keys();
      result[name] = requests.map((request) => new URL(request.url).pathname + new URL(request.url).search);
      for (const request of requests) bytes += (await (await cache.match(request))?.blob())?.size ?? 0;
    }
    const usage = (await navigator.storage.estimate()).usage ?? 0;
    return { caches: result, bytes, usage };
  });
}

/** Until the worker holds this page's files and answers (offlineWorker.ts marks <html>). */
async function offlineReady(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-offline-ready', 'true', { timeout: 30_000 });
}

test.describe('the sitter app offline', () => {
  test("reloads the jobs screen without signal, with today's visit", async ({ page, context, household, signInAs, clock }) => {
    const { sitter } = household.people;
    const visits = await getAs<VisitPage>(page.request, household, sitter, '/api/visits?limit=100&offset=0');
    const today = visits.items.find((visit) => serviceDay(visit.scheduledDate) === serviceDay(clock.start));
    expect(today, "the household's sitter has a visit today").toBeDefined();

    await signInAs(context, sitter);
    await page.goto('/housesitter/jobs');
    await expectReady(page);
    await expect(page.getByText(today!.propertyAddress).first()).toBeVisible();
    await offlineReady(page);

    const kept = await stored(page);
    const names = Object.keys(kept.caches);
    // The sitter's area: one release's cache, no other area's.
    expect(names.filter((name) => name.startsWith('housesit-area:'))).toHaveLength(1);
    expect(names.filter((name) => name.startsWith('housesit-area:') && !name.includes('mf_sitter'))).toEqual([]);
    expect(kept.caches['housesit-sitter-page']).toEqual(['/housesitter/jobs']);
    const answers = kept.caches['housesit-sitter-api'] ?? [];
    expect(answers.some((url) => url.startsWith('/api/visits?'))).toBe(true);
    expect(
      Object.values(kept.caches)
        .flat()
        .filter((url) => url.includes('/access') || url.startsWith('/api/admin')),
    ).toEqual([]);
    console.log(
      `[offline] the sitter's phone keeps ${(kept.bytes / 1024).toFixed(1)} KB in ${names.length} caches ` +
        `(${Object.values(kept.caches).flat().length} responses); storage estimate ${(kept.usage / 1024).toFixed(1)} KB`,
    );
    await test.info().attach('offline-storage.json', { body: JSON.stringify(kept, null, 2), contentType: 'application/json' });

    await context.setOffline(true);
    await page.reload();
    // The kept page is the server's rendering; the app takes over from it once its screen is ready.
    await expectReady(page);
    await expect(page.getByRole('heading', { name: 'Job Queue' })).toBeVisible();
    await expect(page.getByText(today!.propertyAddress).first()).toBeVisible();
    await expect(page.getByTestId('offline-status')).toContainText(OFFLINE_SITTER);
    await page.screenshot({ path: test.info().outputPath('sitter-offline-375.png') });
    await context.setOffline(false);
  });

  test("keeps no admin answer: another role signing in on the phone ends the sitter's copy", async ({
    page,
    context,
    household,
    signInAs,
  }) => {
    const { sitter, admin } = household.people;
    await signInAs(context, sitter);
    await page.goto('/housesitter/jobs');
    await expectReady(page);
    await offlineReady(page);
    expect(Object.keys((await stored(page)).caches)).toContain('housesit-sitter-api');

    // The admin signs in on the same phone (their session replaces the sitter's) and works.
    await signInAs(context, admin);
    await page.goto('/jobs');
    await expectReady(page);
    await page.goto('/admin/dashboard');
    await expectReady(page);

    await expect.poll(async () => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    // The page unregisters the worker, then drops the caches: wait for the end of both.
    await expect.poll(async () => Object.keys((await stored(page)).caches).filter((name) => name.startsWith('housesit-'))).toEqual([]);
    const kept = await stored(page);
    expect(
      Object.values(kept.caches)
        .flat()
        .filter((url) => url.startsWith('/api/')),
    ).toEqual([]);
  });
});

test('the app is installable: its manifest and icons are served as such', async ({ page, request }) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as { name: string; icons: { src: string; sizes: string; purpose: string }[] };
  expect(manifest.name).toBe('Housesit');
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
    const size = Number(icon.sizes.split('x')[0]);
    // The PNG's own header (IHDR width) says the size the manifest promises.
    expect((await image.body()).readUInt32BE(16), icon.src).toBe(size);
  }
});

test.describe('other roles offline', () => {
  test('a homeowner is told that changes cannot be saved until the connection returns', async ({ page, context, household, signInAs }) => {
    await signInAs(context, household.people.homeowner);
    await page.goto('/dashboard');
    await expectReady(page);
    await expect(page.getByTestId('offline-status')).toBeEmpty();
    await context.setOffline(true);
    const notice = page.getByTestId('offline-status');
    await expect(notice).toHaveText(OFFLINE_OTHERS);
    await expect(notice).toBeInViewport();
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    await context.setOffline(false);
    await expect(notice).toBeEmpty();
  });
});
