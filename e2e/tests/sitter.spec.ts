import { PLANS, SITTER_PAY_CENTS, TOASTS, formatCents, type ChatMessage, type PlanId, type VisitPage } from '@housesit/shared-contracts';
import { solidPng } from '../fixtures/png';
import { expect, signInWithForm, test } from '../fixtures/test';
import { expectReady } from '../fixtures/ready';

/**
 * The sitter's day on a phone: the household's sitter (made with visits later today, as the demo's)
 * does one visit from start to finish and sees it under Completed and in Earnings.
 */

// The sitter works in Marblehead, MA, on a 375 px phone: "today" is the service's day.
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, timezoneId: 'America/New_York' });

test.describe('sitter visit workflow', () => {
  test("the sitter does today's visit and is paid for it", async ({ page, health, browser, household, signInAs, clock }) => {
    const { sitter, homeowner, homeowner2 } = household.people;
    await signInWithForm(page, sitter.username, household.password);
    await expect(page).toHaveURL(/\/sitter\/dashboard$/);

    // Today's schedule: the first visit still to start.
    const today = page.getByRole('list', { name: "Today's visits" });
    const visitCard = today.getByRole('listitem').filter({ hasText: 'Upcoming' }).first();
    await expect(visitCard).toBeVisible();
    await visitCard.getByRole('button', { name: /View details/ }).click();

    const dialog = page.getByRole('dialog');
    const title = (await dialog.getByRole('heading', { level: 2 }).textContent()) ?? '';
    const visitLabel = title.trim();
    expect(visitLabel).toMatch(/^Visit #\d+$/);
    const planName = (await dialog.locator('dt:text-is("Plan") + dd').textContent())?.trim();
    const plan = (Object.keys(PLANS) as PlanId[]).find((id) => PLANS[id].name === planName);
    expect(plan, `plan of ${visitLabel}: ${planName}`).toBeDefined();

    // At the door: tap-to-call the homeowner and tap-to-open the address in maps.
    await expect(dialog.getByRole('link', { name: /^Call .+ at / })).toHaveAttribute('href', /^tel:[+\d]{7,}$/);
    await expect(dialog.getByRole('link', { name: /in maps$/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=.*Marblehead/,
    );

    // Start it, after a confirm step.
    await dialog.getByRole('button', { name: 'Start visit' }).click();
    await expect(dialog.getByRole('group', { name: 'Confirm start' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes, start visit' }).click();
    await expect(page.getByText(TOASTS.visitStarted.title, { exact: true })).toBeVisible();
    await expect(dialog.getByText('In Progress', { exact: true })).toBeVisible();
    // The check-in is a real time in the service area's zone (docs/product/DECISIONS.md 'Time').
    const checkedIn = dialog.locator('dt:text-is("Checked in") + dd');
    await expect(checkedIn).toHaveText(/^\d{1,2}:\d{2} [AP]M E[DS]T$/);
    await page.screenshot({ path: test.info().outputPath('sitter-sheet-375.png') });

    // Tick every task but the last, which gets a reason instead.
    const boxes = dialog.getByRole('checkbox');
    const taskCount = await boxes.count();
    expect(taskCount).toBeGreaterThanOrEqual(2);
    for (let index = 0; index < taskCount - 1; index++) {
      await boxes.nth(index).click();
      await expect(boxes.nth(index)).toBeChecked();
      await expect(boxes.nth(index)).toBeEnabled();
    }
    await expect(dialog.getByText(`${taskCount - 1} of ${taskCount} done`)).toBeVisible();
    const skipReason = 'The homeowner asked to leave it this week.';
    await dialog.getByLabel(/^Why was '.+' not done\?$/).fill(skipReason);

    // A photo from a file, through the camera-friendly input.
    const input = dialog.getByLabel(`Photo files for ${visitLabel}`);
    await expect(input).toHaveAttribute('capture', 'environment');
    await input.setInputFiles({ name: 'front-door.png', mimeType: 'image/png', buffer: solidPng(64, 48, [31, 111, 92]) });
    await expect(page.getByText(TOASTS.photoAdded.title, { exact: true })).toBeVisible();
    const thumbnail = dialog.getByRole('img', { name: `Photo 1 of ${visitLabel}` });
    await expect(thumbnail).toBeVisible();
    // Served back by the API to the assigned sitter (the outbox shows the phone's copy until it is sent): the image really loads.
    await expect(thumbnail).toHaveAttribute('src', /^\/api\/media\//);
    await thumbnail.scrollIntoViewIfNeeded();
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);

    // The visit's homeowner is on /reports in another browser, to be told live.
    const visitId = Number(visitLabel.replace('Visit #', ''));
    const homeownerContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
    await clock.follow(homeownerContext);
    const homeownerPage = await homeownerContext.newPage();
    // The sitter's list names each visit's homeowner: one of the household's two.
    const assigned = (await (await page.request.get('/api/visits?limit=100')).json()) as VisitPage;
    const ownerId = assigned.items.find((v) => v.id === visitId)?.homeowner.id;
    const visitOwner = [homeowner, homeowner2].find((owner) => owner.id === ownerId) ?? null;
    expect(visitOwner, `the homeowner of ${visitLabel}`).not.toBeNull();
    await signInAs(homeownerContext, visitOwner!);
    await homeownerPage.goto('/reports');
    await expectReady(homeownerPage);
    await expect(homeownerPage.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();

    // Complete it with notes.
    const notes = 'All doors locked, mail on the hall table, plants watered.';
    await dialog.getByLabel('Visit notes').fill(notes);
    await dialog.getByRole('button', { name: 'Complete visit' }).click();
    await expect(page.getByText(TOASTS.visitCompleted.title, { exact: true })).toBeVisible();
    await expect(dialog.getByText('Completed', { exact: true })).toBeVisible();
    await expect(dialog).toContainText(notes);
    // The homeowner hears of it at once, over /ws.
    await expect(homeownerPage.getByText(TOASTS.visitCompletedLive.title, { exact: true })).toBeVisible();
    await expect(homeownerPage.getByText(TOASTS.visitCompletedLive.description)).toBeVisible();
    // The report tells the homeowner why a task was not done.
    await homeownerPage.reload();
    await homeownerPage
      .getByRole('article')
      .filter({ hasText: new RegExp(`${visitLabel} ·`) })
      .getByRole('button', { name: 'View Report' })
      .click();
    await expect(homeownerPage.getByRole('dialog').getByText(`— Not done because: ${skipReason}`)).toBeVisible();
    await homeownerContext.close();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();

    // Under Completed in the job queue.
    await page.getByRole('link', { name: 'Job Queue' }).click();
    await expect(page).toHaveURL(/\/housesitter\/jobs$/);
    await page.getByRole('tab', { name: /Completed/ }).click();
    await expect(
      page
        .getByRole('tabpanel')
        .getByRole('listitem')
        .filter({ hasText: `${visitLabel} ·` }),
    ).toBeVisible();

    // And paid for in Earnings, at the sitter rate of its plan.
    await page.getByRole('link', { name: 'Earnings' }).click();
    await expect(page).toHaveURL(/\/housesitter\/earnings$/);
    await page.getByRole('tab', { name: 'Visit History' }).click();
    const paid = page
      .getByRole('list', { name: 'Completed visits' })
      .getByRole('listitem')
      .filter({ hasText: `${visitLabel} ·` });
    await expect(paid).toContainText(formatCents(SITTER_PAY_CENTS[plan!]));
    expect(await health.reactCopies(page)).toBe(1);
  });

  test('the sitter messages the homeowner about a visit from its details', async ({
    page,
    playwright,
    health,
    household,
    signInAs,
    baseURL,
  }) => {
    // The homeowner, signed in by their session in a second request context, reads the same conversation.
    const homeowner = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: `${household.cookieName}=${household.people.homeowner.sessionToken}` },
    });
    try {
      const own = (await (await homeowner.get('/api/visits?limit=100')).json()) as VisitPage;

      await signInAs(page, household.people.sitter);
      const assigned = (await (await page.request.get('/api/visits?limit=100')).json()) as VisitPage;
      const visit = assigned.items.find((v) => v.status === 'scheduled' && own.items.some((o) => o.id === v.id));
      expect(visit, "an upcoming visit of the homeowner assigned to the household's sitter").toBeDefined();
      const { id } = visit!;

      await page.goto('/housesitter/jobs');
      await expectReady(page);
      await page.getByRole('tab', { name: /Upcoming/ }).click();
      const card = page
        .getByRole('tabpanel')
        .getByRole('listitem')
        .filter({ hasText: `Visit #${id} ·` });
      await card.getByRole('button', { name: /View details/ }).click();
      const dialog = page.getByRole('dialog', { name: `Visit #${id}` });
      await dialog.getByRole('button', { name: `Message ${visit!.homeowner.firstName}` }).click();

      const input = dialog.getByRole('textbox', { name: 'Message' });
      const text = `Is there a second key for the side gate? (${Date.now()})`;
      await input.fill(text);
      await input.press('Enter');
      await expect(dialog.getByRole('log').getByText(text)).toBeVisible();
      await expect(input).toHaveValue('');

      const reply = await homeowner.get(`/api/visits/${id}/messages`);
      expect(reply.status(), await reply.text()).toBe(200);
      const { items } = (await reply.json()) as { items: ChatMessage[] };
      expect(items.find((m) => m.body === text)?.sender.role).toBe('housesitter');
    } finally {
      await homeowner.dispose();
    }
    expect(await health.reactCopies(page)).toBe(1);
  });
});
