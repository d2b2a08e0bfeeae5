/**
 * The office is told (decision 022): a customer's cancel reaches every admin as a stored
 * notification, counted by the unread badge on the account menu, in the catalogue's words, and
 * its link opens the job's details.
 */
import type { Visit } from '@housesit/shared-contracts';
import { fullName, householdJobs, serviceDay, sessionOf } from '../fixtures/admin';
import { expect, test } from '../fixtures/test';

const DAY_MS = 24 * 60 * 60 * 1000;

test("a customer's cancel is an admin notification: the account menu's badge, its words, and the job it opens", async ({
  page,
  request,
  clock,
  household,
  signInAs,
  health: _consoleChecked,
}) => {
  const owner = household.people.homeowner;
  // A visit far enough ahead for the customer to cancel it (7 days' notice).
  const earliest = serviceDay(new Date(clock.start.getTime() + 8 * DAY_MS));
  const { items } = await householdJobs(request, household, owner, { status: 'scheduled' });
  const visit = items.find((item: Visit) => serviceDay(item.scheduledDate) >= earliest);
  expect(visit, 'a scheduled visit 8 days ahead or later').toBeDefined();

  await signInAs(page, household.people.admin);
  await page.goto('/admin/dashboard');
  const menu = page.getByRole('button', { name: /^Account menu for/ });
  await expect(menu).toBeVisible();
  // Other tests' households on this worker's server tell every admin too: the badge is read as a change.
  const unread = async () => (await (await page.request.get('/api/notifications/unread')).json()) as { unread: number };
  const before = (await unread()).unread;
  await expect(menu).toHaveAccessibleName(before === 0 ? /^Account menu for [^0-9]*$/ : new RegExp(`${before} unread notifications?$`));

  const cancelled = await request.patch(`/api/visit/${visit!.id}/cancel`, { headers: sessionOf(household, owner) });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  // Live, without a reload.
  await expect(menu).toHaveAccessibleName(new RegExp(`${before + 1} unread notifications?$`));
  await menu.click();
  await page.getByRole('menuitem', { name: /^Notifications/ }).click();
  await expect(page).toHaveURL(/\/admin\/notifications$/);
  const title = `Visit #${visit!.id} cancelled by ${fullName(owner)}`;
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('will not take place.');
  await card.getByRole('link', { name: 'Open job details' }).click();
  await expect(page.getByRole('dialog', { name: `Visit #${visit!.id}` })).toBeVisible();
});
