/**
 * In a real Chromium through the real stack: the admin finds an unassigned visit with
 * the queue's Unassigned filter, gives it to the household's sitter from the week schedule, and
 * the sitter's job list (open on another device) shows it without a reload. Also the schedule
 * and the staff accounts at 375 px: the page itself never scrolls sideways, the grid does.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { User, Visit, VisitPage } from '@housesit/shared-contracts';
import { getAs, nameOfTheirOwn, serviceDay } from '../fixtures/admin';
import { getJson } from '../fixtures/booking';
import { linkIn, receivedEmails, waitForEmail } from '../fixtures/mail';
import { expect, test, type Person, type TestClock } from '../fixtures/test';
import { expectReady } from '../fixtures/ready';

/** Another person's phone: a context of its own, on the server's clock, signed in as `person`. */
async function signedInPage(
  browser: Browser,
  clock: TestClock,
  signInAs: (target: BrowserContext, person: Person) => Promise<void>,
  person: Person,
  viewport = { width: 375, height: 740 },
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await clock.follow(context);
  await signInAs(context, person);
  return context.newPage();
}

/** Elements whose own text is wider than their box (clipped), by their text. */
async function clipped(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent));
}

/** The page itself fits the phone: only inner regions (the grid) may scroll sideways. */
async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

test.describe('the week schedule', () => {
  test('the admin filters Unassigned, assigns from the week view, and the sitter sees it live', async ({
    browser,
    page,
    request,
    household,
    signInAs,
    clock,
    health: _consoleChecked,
  }) => {
    // Every household's sitter is 'Daniel Reyes': this one gets a name of their own, so their row
    // in the schedule and their option in the picker are theirs alone.
    await nameOfTheirOwn(request, household, household.people.sitter);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAs(page, household.people.admin);
    const sitterPage = await signedInPage(browser, clock, signInAs, household.people.sitter);
    const { user: sitter } = await getJson<{ user: User }>(sitterPage.request, '/api/auth/me');

    // One of homeowner2's upcoming visits on a later day (today's may be about to pass at
    // 23:55), taken from its sitter.
    const { items } = await getAs<VisitPage>(
      request,
      household,
      household.people.homeowner2,
      '/api/visits?status=scheduled&when=upcoming&limit=100',
    );
    const visit: Visit | undefined = items.find(
      (v) => v.assignedSitterId === sitter.id && serviceDay(v.scheduledDate) !== serviceDay(clock.start),
    );
    expect(visit, "homeowner2 has a scheduled visit after today with the household's sitter").toBeTruthy();
    const unassign = await page.request.patch(`/api/admin/jobs/${visit!.id}/assign`, { data: { sitterId: null } });
    expect(unassign.status(), await unassign.text()).toBe(200);

    await sitterPage.goto('/housesitter/jobs');
    await expectReady(sitterPage);
    await expect(sitterPage.getByRole('heading', { name: 'Job Queue' })).toBeVisible();
    await expect(sitterPage.getByText(`Visit #${visit!.id} ·`)).toHaveCount(0);

    // The queue: Unassigned, any date, this visit's id.
    await page.goto(`/jobs?from=&sitter=unassigned&q=${visit!.id}`);
    await expect(page.getByLabel('Sitter')).toHaveValue('unassigned');
    const card = page
      .getByRole('list', { name: 'Jobs' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: `Visit #${visit!.id}`, exact: true }) });
    await expect(card).toContainText('Unassigned');

    // The schedule, reached from the bar, then the visit's week.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Schedule' }).click();
    await expect(page).toHaveURL(/\/admin\/schedule/);
    await expect(page.getByRole('heading', { name: 'Schedule', level: 1 })).toBeVisible();
    await page.goto(`/admin/schedule?week=${serviceDay(visit!.scheduledDate)}`);
    const unassignedRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Unassigned', exact: true }) });
    const chip = unassignedRow.getByRole('button', { name: new RegExp(`^Visit #${visit!.id},`) });
    await chip.click();
    const dialog = page.getByRole('dialog', { name: `Visit #${visit!.id}` });
    await dialog.getByLabel('Assigned sitter').selectOption({ label: `${sitter.firstName} ${sitter.lastName}` });
    const started = Date.now();
    await dialog.getByRole('button', { name: 'Save sitter' }).click();
    await expect(dialog).toBeHidden();

    // The admin's grid moved it to the sitter's row; the sitter's list shows it without a reload.
    const sitterRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: `${sitter.firstName} ${sitter.lastName}`, exact: true }) });
    await expect(sitterRow.getByRole('button', { name: new RegExp(`^Visit #${visit!.id},`) })).toBeVisible();
    await expect(sitterPage.getByText(`Visit #${visit!.id} ·`)).toBeVisible();
    const liveMs = Date.now() - started;
    console.log(`[schedule] the sitter's job list showed the assignment ${liveMs} ms after Save sitter`);
    test.info().annotations.push({ type: 'sitter saw the assignment after', description: `${liveMs} ms` });

    // 375 px: the schedule scrolls inside its region, never the page.
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.getByRole('region', { name: 'Week schedule' })).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: test.info().outputPath('schedule-375.png'), fullPage: true });
    await sitterPage.screenshot({ path: test.info().outputPath('sitter-jobs-375.png'), fullPage: true });
    // Once clipped at 375 px: 'Completed n' in the tab strip; the bars' labels.
    expect(await clipped(sitterPage, '[role="tab"]')).toEqual([]);
    expect(await clipped(sitterPage, 'nav[aria-label="Sitter"] a')).toEqual([]);
    await expect(sitterPage.getByRole('navigation', { name: 'Sitter' }).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(await clipped(page, 'nav[aria-label="Main"] a')).toEqual([]);

    await sitterPage.context().close();
  });

  test('staff accounts at 375 px: deactivate and reactivate a new sitter, who is refused at sign-in meanwhile', async ({
    page,
    request,
    baseURL,
    household,
    signInAs,
    health: _consoleChecked,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signInAs(page, household.people.admin);
    const tag = `temp${Date.now().toString(36)}`;
    const before = await receivedEmails();
    const created = await page.request.post('/api/admin/users', {
      data: { username: tag, email: `${tag}@example.com`, firstName: 'Tess', lastName: tag, role: 'housesitter' },
    });
    expect(created.status(), await created.text()).toBe(201);
    // She sets her password from the emailed invitation (decision 017): admins never choose one.
    const invitation = await waitForEmail({ to: `${tag}@example.com`, subject: 'Your Housesit account: set your password', after: before });
    const token = new URL(linkIn(invitation, `${baseURL}/reset-password?token=`)).searchParams.get('token');
    // From a request context of its own: the confirmation signs out the browser that sends it.
    const set = await request.post('/api/auth/password-reset/confirm', { data: { token, password: 'a long temp password' } });
    expect(set.status(), await set.text()).toBe(200);

    await page.goto('/users');
    await page.getByRole('tab', { name: 'Staff accounts' }).click();
    const card = page
      .getByRole('list', { name: /^Sitters/ })
      .getByRole('listitem')
      .filter({ hasText: `@${tag}` });
    await card.getByRole('button', { name: `Deactivate Tess ${tag}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Account deactivated' })).toBeVisible();
    await expect(card).toContainText('Deactivated');
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: test.info().outputPath('staff-accounts-375.png'), fullPage: true });

    const refused = await page.request.post('/api/auth/login', { data: { username: tag, password: 'a long temp password' } });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('auth.account_deactivated');
    // The admin's own session is untouched by that attempt (the request shares its cookie jar).
    const me = await getJson<{ user: User }>(page.request, '/api/auth/me');
    expect(me.user.id).toBe(household.people.admin.id);
    await page.goto('/users');
    await page.getByRole('tab', { name: 'Staff accounts' }).click();
    await card.getByRole('button', { name: `Reactivate Tess ${tag}` }).click();
    await expect(card).not.toContainText('Deactivated');
  });
});
