import type { APIRequestContext } from '@playwright/test';
import type { VisitEvent } from '@housesit/shared-contracts';
import { householdJobs, serviceDay } from '../fixtures/admin';
import { marbleheadDay } from '../fixtures/booking';
import { expect, signInWithForm, test, type Household } from '../fixtures/test';

/** A scheduled visit of the household's after today (the service area's tomorrow on), without photos. */
async function laterScheduledVisit(request: APIRequestContext, household: Household) {
  const tomorrow = serviceDay(marbleheadDay(1));
  const listed = await householdJobs(request, household, household.people.homeowner, { from: tomorrow, status: 'scheduled', limit: 20 });
  const visit = listed.items.find((item) => (item.report?.mediaUrls.length ?? 0) === 0);
  expect(visit, 'the household has scheduled visits after today').toBeDefined();
  return visit!;
}

test.describe('visit safety in the job details (docs/product/DECISIONS.md "Visit safety")', () => {
  test('an admin reverts a started visit with a reason and sees it in History', async ({
    page,
    request,
    household,
    health: _consoleChecked,
  }) => {
    await signInWithForm(page, household.people.admin.username, household.password);
    await expect(page).not.toHaveURL(/\/login/);
    const visit = await laterScheduledVisit(request, household);
    // Started by mistake: an admin may start a visit off its day with a reason.
    const started = await page.request.patch(`/api/visit/${visit.id}/start`, { data: { reason: 'e2e: the wrong visit was started' } });
    expect(started.status()).toBe(200);

    // The link a notification uses opens the job's details.
    await page.goto(`/jobs?from=&q=%23${visit.id}&visit=${visit.id}`);
    const dialog = page.getByRole('dialog', { name: `Visit #${visit.id}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('In Progress')).toBeVisible();
    const history = dialog.getByRole('list', { name: `History of Visit #${visit.id}` });
    await expect(history).toContainText('Reason: e2e: the wrong visit was started');

    await dialog.getByRole('button', { name: 'Revert to scheduled' }).click();
    // The reason is required: the screen says so and sends nothing.
    await dialog.getByRole('button', { name: 'Revert to scheduled' }).click();
    await expect(dialog.getByText('Give a reason to put this visit back to scheduled.')).toBeVisible();
    await dialog.getByLabel('Reason for reverting').fill('Started at the wrong house');
    const reverted = page.waitForResponse((r) => r.url().endsWith(`/api/visit/${visit.id}/revert`));
    await dialog.getByRole('button', { name: 'Revert to scheduled' }).click();
    expect((await reverted).status()).toBe(200);

    await expect(dialog.getByText('Upcoming')).toBeVisible();
    await expect(history.getByRole('listitem').last()).toContainText(/Put back to scheduled by \S+/);
    await expect(history.getByRole('listitem').last()).toContainText('Reason: Started at the wrong house');
    // The time is New York's, with its zone.
    await expect(history.getByRole('listitem').last()).toContainText(/\d{1,2}:\d{2} (AM|PM) E[SD]T/);

    // The API agrees: scheduled again, the revert recorded last with its reason.
    const events = (await (await page.request.get(`/api/visit/${visit.id}/history`)).json()) as { items: VisitEvent[] };
    expect(events.items.at(-1)).toMatchObject({ kind: 'reverted', reason: 'Started at the wrong house' });
  });
});
