import { expect, submitRegisterForm, signInWithForm, test, waitForTakeOver } from '../fixtures/test';
import { expectReady } from '../fixtures/ready';

/**
 * The platform's skeleton on the production build: the public landing page from its remote,
 * registration and its validation, each role's landing screen, the guards, the 404 page, and a
 * stopped remote that leaves the rest working. Signed-in tests use the test's own household.
 */

test.describe('platform skeleton', () => {
  test('the landing page renders from mf-public with one copy of React', async ({ page, health }) => {
    const remoteFiles: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/remotes/mf_public/')) remoteFiles.push(response.url());
    });
    await page.goto('/');
    // The page's HTML (its release's, composed by the API: decision 020) paints first; the
    // remote's page then takes its place.
    await waitForTakeOver(page);
    await expect(page.locator('#root').getByRole('link', { name: 'Schedule a Housesit' }).first()).toBeVisible();
    expect(remoteFiles.some((url) => url.endsWith('mf-manifest.json'))).toBe(true);
    expect(await health.reactCopies(page)).toBe(1);
  });

  test('a new user registers, lands on /dashboard, and logs out', async ({ page, health }) => {
    await page.goto('/login?tab=register');
    const user = await submitRegisterForm(page, 'reg');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Account created!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(user.firstName);
    await expect(page.getByText('No upcoming visits scheduled')).toBeVisible();
    expect(await health.reactCopies(page)).toBe(1);

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Logged out', { exact: true })).toBeVisible();
    const me = await page.request.get('/api/auth/me');
    expect(me.status()).toBe(401);
  });

  test('the register tab shows the spec messages for bad input', async ({ page, health: _consoleChecked }) => {
    await page.goto('/login?tab=register');
    await waitForTakeOver(page);
    await page.getByLabel('Username').fill('ab');
    await page.getByLabel('Email').fill('nope');
    await page.getByLabel('Password').fill('123');
    await page.getByRole('button', { name: /create account|register/i }).click();
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('Last name is required')).toBeVisible();
  });

  test('the admin signs in and lands on the admin dashboard', async ({ page, health, household }) => {
    await signInWithForm(page, household.people.admin.username, household.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page.getByText('Active Jobs')).toBeVisible();
    await expect(page.getByText('Monthly Revenue')).toBeVisible();
    expect(await health.reactCopies(page)).toBe(1);
  });

  test('a homeowner who opens /admin/dashboard is sent to /login', async ({ page, health: _consoleChecked, household, signInAs }) => {
    await signInAs(page, household.people.homeowner);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expect(page.getByText('Active Jobs')).toHaveCount(0);
  });

  test('a signed-out visitor of a protected page is sent to /login', async ({ page }) => {
    await page.goto('/dashboard');
    // The guard keeps where the visitor was going, to come back after signing in.
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  });

  test('the homeowner sees only their upcoming visits on /dashboard', async ({ page, household, signInAs }) => {
    // The household's homeowner has visits still to come, whatever the instant (api/src/seed/plans.ts).
    await signInAs(page, household.people.homeowner);
    await page.goto('/dashboard');
    // Counted on the app's screen, once it has taken the server's page over.
    await expectReady(page);
    const visits = page.getByTestId('upcoming-visit');
    await expect(visits.first()).toBeVisible();
    expect(await visits.count()).toBeLessThanOrEqual(3);
  });

  test('a dashboard visit card opens that visit on My Visits, marked and focused', async ({ page, household, signInAs }) => {
    await signInAs(page, household.people.homeowner);
    await page.goto('/dashboard');
    await expectReady(page);
    const first = page.getByTestId('upcoming-visit').first().getByRole('heading', { level: 3 }).getByRole('link');
    const title = (await first.textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/homeowner\/visits\?visit=\d+$/);
    await expectReady(page);
    const opened = page.locator('article[aria-current="true"]');
    await expect(opened).toHaveCount(1);
    await expect(opened).toBeFocused();
    await expect(opened.getByRole('heading', { level: 2 })).toHaveText(title);
    await expect(opened).toContainText(`Visit #${new URL(page.url()).searchParams.get('visit')}`);
  });

  test('the sitter lands on the sitter dashboard with the sitter bar', async ({ page, household }) => {
    await signInWithForm(page, household.people.sitter.username, household.password);
    await expect(page).toHaveURL(/\/sitter\/dashboard$/);
    await expect(page.getByRole('link', { name: 'Earnings' })).toBeVisible();
    await page.goto('/housesitter');
    await expect(page.getByRole('link', { name: 'Job Queue' })).toBeVisible();
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByText('Page not found')).toBeVisible();
  });

  test('a stopped remote shows its fallback while the nav and other areas keep working', async ({ page, health, household, signInAs }) => {
    health.allow(/mf_homeowner|Failed to load resource|RUNTIME-|remote/i);
    await page.route('**/remotes/mf_homeowner/**', (route) => route.abort());
    await signInAs(page, household.people.homeowner);
    await page.goto('/dashboard');
    await expect(page.getByText('This part of Housesit is unavailable right now.')).toBeVisible({ timeout: 15_000 });
    // The shell's own navigation still works and leads to an area that is up.
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Help / Support' }).click();
    await expect(page).toHaveURL(/\/support$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page.getByText('This part of Housesit is unavailable right now.')).toBeVisible({ timeout: 15_000 });
    // Bring the remote back: Retry renders the dashboard without a full reload.
    await page.unroute('**/remotes/mf_homeowner/**');
    const marker = await page.evaluate(() => ((window as unknown as { __noReload: number }).__noReload = Date.now()));
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
    expect(await page.evaluate(() => (window as unknown as { __noReload?: number }).__noReload)).toBe(marker);
    expect(await health.reactCopies(page)).toBe(1);
  });
});
