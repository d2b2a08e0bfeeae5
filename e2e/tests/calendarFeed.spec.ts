import type { Visit } from '@housesit/shared-contracts';
import { expect, test } from '../fixtures/test';
import { expectReady } from '../fixtures/ready';

/**
 * A private calendar feed from Settings: the customer makes a link, a calendar app (a request
 * without the session) reads their visits from it, and a new link ends the old one at once.
 */
test('a customer adds their visits to a calendar app, then replaces the link', async ({
  page,
  household,
  signInAs,
  playwright,
  baseURL,
}) => {
  await signInAs(page, household.people.homeowner);
  const visits = ((await (await page.request.get('/api/visits')).json()) as { items: Visit[] }).items;
  const upcoming = visits.find((visit) => visit.status === 'scheduled');
  expect(upcoming, 'the household has a scheduled visit').toBeTruthy();

  await page.goto('/settings');
  await expectReady(page);
  const section = page.getByRole('region', { name: 'Calendar' });
  await section.getByRole('button', { name: 'Create calendar link' }).click();
  const link = section.getByLabel('Your calendar link');
  await expect(link).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const first = new URL(await link.inputValue()).pathname;

  // A calendar app has no cookie: a fresh request context, not the page's.
  const calendarApp = await playwright.request.newContext({ baseURL });
  const feed = await calendarApp.get(first);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const document = await feed.text();
  expect(document).toContain('BEGIN:VCALENDAR');
  expect(document).toContain(`UID:visit-${upcoming!.id}@`);

  await section.getByRole('button', { name: 'Get a new link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get a new calendar link?' });
  await dialog.getByRole('button', { name: 'Get a new link' }).click();
  await expect(link).not.toHaveValue(new RegExp(first.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')));
  const second = new URL(await link.inputValue()).pathname;
  expect((await calendarApp.get(first)).status()).toBe(404);
  expect((await calendarApp.get(second)).status()).toBe(200);
  await calendarApp.dispose();
});
