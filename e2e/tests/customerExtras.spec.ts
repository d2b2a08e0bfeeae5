import { teamAnswersText, type OfficeHours, type VisitPage } from '@housesit/shared-contracts';
import { getJson } from '../fixtures/booking';
import { expect, test } from '../fixtures/test';
import { expectReady } from '../fixtures/ready';

/** Customer steps the other homeowner specs leave out: restoring an archived report, and the team's hours. */
test.describe('customer extras', () => {
  test('an archived report is restored and is back under the active reports without a reload', async ({
    page,
    household,
    signInAs,
    health: _checked,
  }) => {
    await signInAs(page, household.people.homeowner);
    const past = await getJson<VisitPage>(page.request, '/api/visits?when=past&archived=false&status=completed&limit=100');
    const visit = past.items.find((v) => v.report);
    expect(visit, 'a completed visit with a report').toBeTruthy();
    const { id } = visit!;
    const card = () => page.getByRole('article').filter({ hasText: new RegExp(`Visit #${id} ·`) });

    await page.goto('/reports');
    await expectReady(page);
    await card().getByRole('button', { name: 'Archive' }).click();
    await expect(card()).toHaveCount(0);
    await page.getByRole('button', { name: 'Show Archived' }).click();
    await expect(page).toHaveURL(/\/reports\?archived=true$/);
    await card().getByRole('button', { name: 'Restore' }).click();
    await expect(card()).toHaveCount(0);
    await page.getByRole('button', { name: 'Show Active' }).click();
    await expect(page).toHaveURL(/\/reports$/);
    await expect(card()).toBeVisible();
    await expect(card().getByRole('button', { name: 'Archive' })).toBeVisible();
    // The server agrees: the report is active again.
    const active = await getJson<VisitPage>(page.request, '/api/visits?when=past&archived=false&status=completed&limit=100');
    expect(active.items.some((v) => v.id === id)).toBe(true);
  });

  test('a conversation about a visit without a sitter says the team’s office hours', async ({
    page,
    clock,
    household,
    signInAs,
    health: _checked,
  }) => {
    await signInAs(page, household.people.homeowner);
    const upcoming = await getJson<VisitPage>(page.request, '/api/visits?when=upcoming&limit=100');
    const visit = upcoming.items.find((v) => v.assignedSitter === null && v.status === 'scheduled');
    expect(visit, 'an upcoming visit no sitter has yet').toBeTruthy();
    const hours = await getJson<OfficeHours>(page.request, '/api/support/hours');
    expect(hours.periods.length).toBeGreaterThan(0);

    await page.goto(`/messages?visitId=${visit!.id}`);
    const pane = page.getByRole('region', { name: `Visit #${visit!.id}` });
    await expect(pane.getByText('Answered by', { exact: false })).toBeVisible();
    await expect(pane.getByTestId('team-hours')).toHaveText(teamAnswersText(hours, clock.start));
    await expect(pane.getByTestId('team-hours')).toContainText(hours.text);
  });
});
