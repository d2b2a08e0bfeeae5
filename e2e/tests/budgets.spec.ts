import type { Page } from '@playwright/test';
import { CRITICAL_PATH_BUDGET_KB, describeCriticalPath, measureCriticalPath } from '../bench/lib/criticalPath';
import { kib } from '../bench/lib/stats';
import { REACT_PROBE, reactCopies } from '../bench/lib/reactProbe';
import { expectReady } from '../fixtures/ready';
import { expect, test, type HouseholdPart } from '../fixtures/test';

/**
 * The fast budget checks on the production build (the first load's weight, one React, the shell's
 * script hints, public pages without scripts); `npm run bench` prints the same figures and the
 * slow ones (Lighthouse, throughput, first interaction).
 */
test.describe('critical-path budget', () => {
  // A first visit to `/` or `/login` loads at most CRITICAL_PATH_BUDGET_KB (gzip) of HTML, JS and
  // CSS until the app's first render has taken the server's page over (decision 020), React included.
  for (const path of ['/', '/login']) {
    test(`${path} loads at most ${CRITICAL_PATH_BUDGET_KB} KB gzip until the app took it over, with one React`, async ({
      page,
      baseURL,
    }, testInfo) => {
      const result = await measureCriticalPath(page, new URL(path, baseURL).href);
      await testInfo.attach('critical-path', { body: describeCriticalPath(path, result), contentType: 'text/plain' });
      await expect(page.locator('#server-page')).toHaveCount(0);
      expect(result.reactPackages, 'copies of react evaluated').toBe(1);
      expect(result.reactCopies, 'copies of react-dom that registered a renderer').toBe(1);
      expect(result.totalGzip, `${kib(result.totalGzip)} before first render:\n${describeCriticalPath(path, result)}`).toBeLessThanOrEqual(
        CRITICAL_PATH_BUDGET_KB * 1024,
      );
    });
  }
});

test.describe('one React, signed in', () => {
  // Each area's remote shares the shell's React; one that bundled its own would count 2 as soon
  // as its code is evaluated (bench/lib/reactProbe.ts), even before it renders.
  for (const { path, user } of [
    { path: '/dashboard', user: 'homeowner' },
    { path: '/jobs', user: 'admin' },
    { path: '/housesitter/jobs', user: 'sitter' },
  ] satisfies { path: string; user: HouseholdPart }[]) {
    test(`${path} (${user}) evaluates one copy of react and of react-dom`, async ({ page, household, signInAs }) => {
      await page.addInitScript(REACT_PROBE);
      await signInAs(page, household.people[user]);
      await page.goto(path);
      await expect(page.locator('#root h1')).toBeVisible();
      // Counted once the screen has done its work: every remote and chunk it uses has run by then.
      await expectReady(page);
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await reactCopies(page)).toEqual({ react: 1, renderers: 1 });
    });

    // Decision 020: the page hints what the shell loads before its first screen
    // (boot-scripts.json), and every hint is used (an unused one is bytes taken from the screen).
    test(`${path} (${user}) hints every shell script its first screen needs, and nothing it does not use`, async ({
      page,
      household,
      signInAs,
    }) => {
      const requested = new Set<string>();
      page.on('request', (request) => requested.add(new URL(request.url()).pathname));
      await signInAs(page, household.people[user]);
      await page.goto(path);
      await expect(page.locator('#root h1')).toBeVisible();
      // The sitter's offline support (the offline-worker chunk, features/offline) is loaded once the
      // app runs, for what comes after the first screen: not hinted on purpose. With the server's page
      // in front (decision 028) the app's screen shows later, after that chunk has been asked for.
      const beforeScreen = [...requested].filter(
        (pathname) => /^\/[^/]+\.js$/.test(pathname) && !pathname.startsWith('/main.') && !pathname.startsWith('/offline-worker.'),
      );
      // Prefetch when the server rendered the screen (the app starts on intent, decision 028),
      // held in a template until the page has painted.
      const hints = await page.evaluate(() => {
        const template = document.querySelector('template[data-app-hints]');
        const held = template instanceof HTMLTemplateElement ? [...template.content.querySelectorAll('link')] : [];
        const live = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"], link[rel="prefetch"]')];
        return [...new Set([...held, ...live].map((link) => new URL(link.getAttribute('href') ?? '', location.href).pathname))];
      });
      expect(hints.length).toBeGreaterThan(10);
      expect(
        beforeScreen.filter((script) => !hints.includes(script)),
        'shell scripts loaded before the screen without a hint',
      ).toEqual([]);
      // Every script the screen loads is asked for by the time it says it is done.
      await expectReady(page);
      expect(
        hints.filter((hint) => !requested.has(hint)),
        'hints the page never used',
      ).toEqual([]);
    });
  }
});

test.describe('public pages as HTML, without scripts', () => {
  // Decision 020: a browser that runs no script (a crawler, a link preview) gets each public page's
  // content in the document the server sends.
  test.use({ javaScriptEnabled: false });

  const serverPage = (page: Page) => page.locator('#server-page');
  const PAGES: { path: string; check: (page: Page) => Promise<void> }[] = [
    {
      path: '/',
      check: async (page) => {
        await expect(serverPage(page).getByRole('heading', { level: 1 })).toHaveText(/Peace of mind/);
        await expect(serverPage(page).getByRole('link', { name: 'Schedule a Housesit' }).first()).toBeVisible();
        await expect(serverPage(page).getByRole('heading', { level: 2, name: 'Simple, transparent pricing' })).toBeVisible();
        await expect(serverPage(page).getByRole('heading', { level: 2, name: 'Frequently Asked Questions' })).toBeVisible();
      },
    },
    {
      path: '/terms',
      check: async (page) => {
        await expect(serverPage(page).getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
        await expect(serverPage(page).getByRole('heading', { level: 2 })).toHaveCount(10);
      },
    },
    {
      path: '/privacy',
      check: async (page) => {
        await expect(serverPage(page).getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
        await expect(serverPage(page).getByRole('heading', { level: 2 })).toHaveCount(12);
      },
    },
    {
      path: '/support',
      check: async (page) => {
        await expect(serverPage(page).getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
        await expect(serverPage(page).getByRole('heading', { level: 2, name: 'Frequently Asked Questions' })).toBeVisible();
      },
    },
    {
      path: '/login',
      check: async (page) => {
        await expect(serverPage(page).getByLabel('Username', { exact: true })).toBeVisible();
        await expect(serverPage(page).getByLabel('Password', { exact: true })).toBeVisible();
        // It posts itself without scripts (decision 020), never as a GET with the password in the URL.
        await expect(serverPage(page).getByRole('button', { name: 'Sign in' })).toBeEnabled();
        await expect(serverPage(page).locator('form[method="post"]').getByLabel('Password', { exact: true })).toBeVisible();
      },
    },
  ];
  for (const { path, check } of PAGES) {
    test(`${path} shows its content with scripts off`, async ({ page }) => {
      await page.goto(path);
      await check(page);
      await expect(page.locator('#root')).toBeEmpty();
    });
  }
});
