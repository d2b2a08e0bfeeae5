/**
 * The dispatch board in a real Chromium through the real stack, at the suite's instant: the
 * admin drags an unassigned visit from the week board's Unassigned row onto the household's
 * sitter's cell for that day (native HTML5 drag and drop), the visit is assigned, and the
 * sitter's job list, open on another device, shows it without a reload. Then the keyboard path:
 * the same visit's button opens its assignment on the sitter it now has.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { SitterLoadReport, User, Visit, VisitPage } from '@housesit/shared-contracts';
import { getAs, nameOfTheirOwn, serviceDay } from '../fixtures/admin';
import { getJson } from '../fixtures/booking';
import { expect, test, type Person, type TestClock } from '../fixtures/test';
import { expectReady } from '../fixtures/ready';

async function signedInPage(
  browser: Browser,
  clock: TestClock,
  signInAs: (target: BrowserContext, person: Person) => Promise<void>,
  person: Person,
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  await clock.follow(context);
  await signInAs(context, person);
  return context.newPage();
}

test.describe('the dispatch board', () => {
  test('a visit dragged onto a sitter’s day is assigned and appears live in the sitter’s jobs', async ({
    browser,
    page,
    request,
    household,
    signInAs,
    clock,
    health: _consoleChecked,
  }) => {
    await nameOfTheirOwn(request, household, household.people.sitter);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAs(page, household.people.admin);
    const sitterPage = await signedInPage(browser, clock, signInAs, household.people.sitter);
    const { user: sitter } = await getJson<{ user: User }>(sitterPage.request, '/api/auth/me');
    const sitterName = `${sitter.firstName} ${sitter.lastName}`;

    // One of homeowner2's visits after today with the household's sitter, where that visit is
    // alone in its window and the day has room: the drop then assigns at once, with no warning.
    const { items } = await getAs<VisitPage>(
      request,
      household,
      household.people.homeowner2,
      '/api/visits?status=scheduled&when=upcoming&limit=100',
    );
    let visit: Visit | undefined;
    for (const candidate of items) {
      const day = serviceDay(candidate.scheduledDate);
      if (candidate.assignedSitterId !== sitter.id || day === serviceDay(clock.start)) continue;
      const load = await getJson<SitterLoadReport>(page.request, `/api/admin/dispatch/load?from=${day}&to=${day}&sitterId=${sitter.id}`);
      const sitterDay = load.sitters[0]?.days[0];
      if (sitterDay && !sitterDay.off && sitterDay[candidate.timeWindow] === 1 && sitterDay.total <= 4) {
        visit = candidate;
        break;
      }
    }
    expect(visit, "homeowner2 has a visit after today alone in its window with the household's sitter").toBeTruthy();
    const day = serviceDay(visit!.scheduledDate);
    const unassign = await page.request.patch(`/api/admin/jobs/${visit!.id}/assign`, { data: { sitterId: null } });
    expect(unassign.status(), await unassign.text()).toBe(200);

    await sitterPage.goto('/housesitter/jobs');
    await expectReady(sitterPage);
    await expect(sitterPage.getByRole('heading', { name: 'Job Queue' })).toBeVisible();
    await expect(sitterPage.getByText(`Visit #${visit!.id} ·`)).toHaveCount(0);

    await page.goto(`/admin/schedule?week=${day}`);
    const unassignedRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Unassigned', exact: true }) });
    const chip = unassignedRow.getByRole('button', { name: new RegExp(`^Visit #${visit!.id},`) });
    const sitterRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: sitterName, exact: true }) });
    const cell = sitterRow.locator(`td[data-day="${day}"]`);
    await expect(chip).toBeVisible();
    await expect(cell).not.toHaveAttribute('data-off', 'true');

    const started = Date.now();
    await chip.dragTo(cell);
    await expect(page.getByText(`${sitterName} is assigned to Visit #${visit!.id}.`)).toBeVisible();
    await expect(sitterRow.getByRole('button', { name: new RegExp(`^Visit #${visit!.id},`) })).toBeVisible();
    await expect(unassignedRow.getByRole('button', { name: new RegExp(`^Visit #${visit!.id},`) })).toHaveCount(0);
    const theirs = await getJson<VisitPage>(page.request, `/api/admin/jobs?from=${day}&to=${day}&sitterId=${sitter.id}&limit=100`);
    expect(theirs.items.map((item) => item.id)).toContain(visit!.id);

    // The sitter's list, on another device, shows it without a reload.
    await expect(sitterPage.getByText(`Visit #${visit!.id} ·`)).toBeVisible();
    const liveMs = Date.now() - started;
    test.info().annotations.push({ type: 'sitter saw the dropped assignment after', description: `${liveMs} ms` });

    // The keyboard path to the same assignment: the visit's button opens it, with the sitter's load that day.
    const assigned = sitterRow.getByRole('button', { name: new RegExp(`^Visit #${visit!.id},`) });
    await assigned.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Visit #${visit!.id}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Assigned sitter')).toHaveValue(String(sitter.id));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
