import type { Page } from '@playwright/test';
import type { VisitPage } from '@housesit/shared-contracts';
import { fullName, householdJobs, nameOfTheirOwn, serviceDay } from '../fixtures/admin';
import { expect, signInWithForm, test } from '../fixtures/test';
import { expectReady } from '../fixtures/ready';

/**
 * The cards of the queue, in order. The queue shows every household the worker's server holds:
 * its counts are compared with what the screen was answered, or with the test's own homeowner's
 * visits, never with fixed numbers.
 */
const cards = (page: Page) => page.getByRole('list', { name: 'Jobs' }).getByRole('listitem');

test.describe('dispatch: the admin job queue for a day', () => {
  test("opens on today's visits, filters Unassigned and finds a homeowner's visit by name", async ({
    page,
    request,
    household,
    clock,
    health: _consoleChecked,
  }) => {
    // Every household's homeowner is 'Eleanor Whitcomb': this one gets a name of their own, so the
    // search by name finds their visits and nobody else's.
    const homeowner = await nameOfTheirOwn(request, household, household.people.homeowner);
    await signInWithForm(page, household.people.admin.username, household.password);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/jobs');
    await expectReady(page);

    // Today's visits (the household has one in progress and one later today, even at 23:55)
    // come first, then later days. Assumes the test ends on the day it starts.
    const today = serviceDay(clock.start);
    await expect(page.getByLabel('From')).toHaveValue(today);
    await expect(cards(page).first()).toContainText('Today,');
    const answer = page.waitForResponse((r) => r.url().includes('/api/admin/jobs') && r.url().includes('unassigned=true'));
    await page.getByLabel('Sitter').selectOption({ label: 'Unassigned' });
    const unassigned = (await (await answer).json()) as VisitPage;
    await expect(page).toHaveURL(/sitter=unassigned/);
    // The household's recurring plan has visits ahead with no sitter yet, so the list is not empty.
    expect(unassigned.items.length, 'unassigned visits from today on').toBeGreaterThan(0);
    await expect(cards(page)).toHaveCount(unassigned.items.length);
    for (const card of await cards(page).all()) await expect(card).toContainText('Unassigned');

    // Back to anyone; search the homeowner's name from today onwards and find their visit.
    await page.getByLabel('Sitter').selectOption({ label: 'Any sitter' });
    const listed = await householdJobs(request, household, homeowner, { from: today });
    const visit = listed.items[0];
    expect(visit, 'the household has visits from today on').toBeDefined();
    const name = fullName(homeowner);
    expect(`${visit!.homeowner.firstName} ${visit!.homeowner.lastName}`).toBe(name);
    await page.getByLabel('Search').fill(name);
    await expect(page).toHaveURL(/q=/);
    const card = cards(page).filter({ has: page.getByRole('heading', { name: `Visit #${visit!.id}`, exact: true }) });
    await expect(card).toBeVisible();
    await expect(card).toContainText(name);
    // Only that homeowner's visits from today on, once the searched list has replaced the last one.
    await expect(cards(page)).toHaveCount(listed.items.length);
    for (const other of await cards(page).all()) await expect(other).toContainText(name);

    // The URL holds the filter: reloading opens the same search.
    await page.reload();
    await expect(page.getByLabel('Search')).toHaveValue(name);
    await expect(card).toBeVisible();
  });

  test("'Completed' with the default From lists completed visits, and a sitter's name finds their visits", async ({
    page,
    request,
    household,
    health: _consoleChecked,
  }) => {
    // A sitter name no other household's sitter has, so the search means this one.
    const sitter = await nameOfTheirOwn(request, household, household.people.sitter);
    await signInWithForm(page, household.people.admin.username, household.password);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/jobs');
    await expectReady(page);
    await expect(cards(page).first()).toBeVisible();

    const completedAnswer = page.waitForResponse((r) => r.url().includes('/api/admin/jobs') && r.url().includes('status=completed'));
    await page.getByRole('button', { name: 'Completed' }).click();
    const completed = (await (await completedAnswer).json()) as VisitPage;
    // What was completed is behind today: the default From is no bound for it.
    await expect(page.getByLabel('From')).toHaveValue('');
    expect(completed.items.length, 'completed visits').toBeGreaterThan(0);
    expect(completed.items.every((visit) => visit.status === 'completed')).toBe(true);
    await expect(cards(page)).toHaveCount(completed.items.length);
    await expect(cards(page).first()).toContainText('Completed');

    const name = fullName(sitter);
    const searchedAnswer = page.waitForResponse((r) => r.url().includes('/api/admin/jobs') && r.url().includes('search='));
    await page.getByLabel('Search').fill(name);
    const searched = (await (await searchedAnswer).json()) as VisitPage;
    expect(searched.items.length, "the sitter's completed visits").toBeGreaterThan(0);
    expect(searched.items.every((visit) => visit.assignedSitterId === sitter.id)).toBe(true);
    await expect(cards(page)).toHaveCount(searched.items.length);
    await expect(cards(page).first()).toContainText(name);
  });
});
