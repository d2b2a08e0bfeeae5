import type { Page } from '@playwright/test';
import { fullBrowser } from '../env';
import { expectReady } from '../fixtures/ready';
import { expect, test } from '../fixtures/test';

/**
 * Decision 020: a signed-out visitor's public page is the server's HTML, and the app starts on
 * their first sign of intent (its inline boot script allowed by the page's CSP hash); a signed-in
 * visitor's page starts the app at once, and /login still leads them to their dashboard. Decision
 * 028: a signed-in visitor's first screen, the server's HTML with their data, waits for intent too.
 */
// The page before the visitor's intent: the full browser, whose pointer is not resting on it.
test.use(fullBrowser);

const appRendered = (page: Page) => page.locator('#root').locator('h1');

test('a signed-out visitor reads the server page without the app; the first key press starts it and it takes over', async ({
  page,
  health: _consoleChecked,
}) => {
  // The app's script is prefetched while the visitor reads (a <link rel=prefetch>), not run.
  const scriptArrived = page.waitForEvent('requestfinished', (request) => /^\/main\.[0-9a-f]+\.js$/.test(new URL(request.url()).pathname));
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  // The page has loaded (goto waits for the load event: a deferred app script would have run by
  // then) and the app's script has arrived; still it has not run: the inline script that starts
  // it on intent has not added it to the page.
  const appScript = await page.locator('script[data-main]').getAttribute('data-main');
  expect(new URL((await scriptArrived).url()).pathname).toBe(appScript);
  await expect(page.locator(`script[src="${appScript}"]`)).toHaveCount(0);
  // Nothing ran: the app has not rendered behind the server's page, and no API call was made.
  await expect(appRendered(page)).toHaveCount(0);
  await expect(page.locator('#server-page')).toHaveCount(1);
  const apiCalls = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/')).length);
  expect(apiCalls).toBe(0);

  await page.keyboard.press('Shift');
  await expect(page.locator(`script[src="${appScript}"]`)).toHaveCount(1);
  await expect(page.locator('#server-page')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(appRendered(page)).toHaveCount(1);
});

test('a signed-in visitor gets the app at once, and /login leads them to their dashboard', async ({
  page,
  health: _consoleChecked,
  household,
  signInAs,
}) => {
  await signInAs(page, household.people.homeowner);
  await page.goto('/login');
  // No intent shown: the app takes the page over by itself.
  await expect(page.locator('#server-page')).toHaveCount(0);
  await expect(page.getByText(/You are signed in as/)).toBeVisible();
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

// Decision 028: a signed-in visitor's first screen is the server's HTML too, and starts the same way.
test("the app starts on the visitor's first intent, not before, and then takes the page over", async ({ browser, baseURL, household }) => {
  // A context of its own: signInAs would act as a visitor who touches the page at once.
  const context = await browser.newContext({ baseURL: baseURL! });
  try {
    await context.addCookies([{ name: household.cookieName, value: household.people.homeowner.sessionToken, url: baseURL! }]);
    const page = await context.newPage();
    await page.goto('/dashboard', { waitUntil: 'load' });
    const appStarted = () => page.evaluate(() => (globalThis as { __housesitKit?: string[] }).__housesitKit !== undefined);
    expect(await appStarted()).toBe(false);
    await expect(page.locator('#server-page').getByRole('region', { name: 'Upcoming Visits' })).toBeVisible();
    await page.keyboard.press('Shift');
    await expectReady(page);
    expect(await appStarted()).toBe(true);
    await expect(page.locator('#server-page')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Upcoming Visits' })).toBeVisible();
  } finally {
    await context.close();
  }
});
