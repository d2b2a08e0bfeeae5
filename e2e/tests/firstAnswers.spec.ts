import type { Page } from '@playwright/test';
import { expect, test, type HouseholdPart } from '../fixtures/test';

/**
 * Decision 020, 'First answers in the page': a signed-in screen's first GETs come in its page
 * (ShellBoot.answers) and the API client takes them from there. Proved by never answering those
 * requests over the network: the screen still leaves its loading state and shows its data.
 */
async function holdRequests(page: Page, pathnames: string[]) {
  const held: string[] = [];
  await page.route(
    (url) => pathnames.includes(url.pathname),
    (route) => {
      // Never answered: a screen that waits for the network stays loading.
      held.push(new URL(route.request().url()).pathname);
    },
  );
  return held;
}

test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('the homeowner dashboard shows its figures and upcoming visits with their requests held', async ({ page, household, signInAs }) => {
  await holdRequests(page, ['/api/visits', '/api/user/stats', '/api/conversations/unread']);
  await signInAs(page, household.people.homeowner);
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Your Housesits' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Upcoming Visits' })).toBeVisible();
});

for (const { path, user, heading, held } of [
  { path: '/jobs', user: 'admin', heading: 'Job Queue', held: ['/api/admin/jobs', '/api/admin/users', '/api/conversations/unread'] },
  { path: '/housesitter/jobs', user: 'sitter', heading: 'Job Queue', held: ['/api/visits', '/api/conversations/unread'] },
] satisfies { path: string; user: HouseholdPart; heading: string; held: string[] }[]) {
  test(`${path} (${user}) leaves its loading state with its requests held`, async ({ page, household, signInAs }) => {
    await holdRequests(page, held);
    await signInAs(page, household.people[user]);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading jobs...' })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
}

test('a screen that asks for something else still asks the network (the admin queue filtered by its URL)', async ({
  page,
  household,
  signInAs,
}) => {
  const held = await holdRequests(page, ['/api/admin/jobs']);
  await signInAs(page, household.people.admin);
  await page.goto('/jobs?status=completed');
  await expect(page.getByRole('heading', { level: 1, name: 'Job Queue' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading jobs...' })).toBeVisible();
  expect(held).toContain('/api/admin/jobs');
});
