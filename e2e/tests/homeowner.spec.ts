import type { Page } from '@playwright/test';
import { HOMEOWNER_MESSAGES, TOASTS, serviceDayKey, type ChatMessage, type Visit, type VisitPage } from '@housesit/shared-contracts';
import { getJson } from '../fixtures/booking';
import { pageAs, requestAs } from '../fixtures/homeowner';
import { expect, test } from '../fixtures/test';
import { expectReady } from '../fixtures/ready';

/**
 * The homeowner area end to end: a report with its gallery is read and archived, a
 * message goes to the sitter live and the answer comes back live, and a visit completed by the
 * admin shows 'Visit Completed' at once. Each test plays its own household's homeowner (the
 * demo's visits, made around the suite's instant), its sitter and its admin.
 */

/** A real 8×8 PNG (the API checks photos by content). */
const PHOTO_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR42mOQz4/BihiGlgQAzNI6gQQEd/0AAAAASUVORK5CYII=';

/** One visit card on /reports, found by its number (titles repeat, numbers do not). */
function reportCard(page: Page, visitId: number) {
  return page.getByRole('article').filter({ hasText: new RegExp(`Visit #${visitId} ·`) });
}

/** Opens a WebSocket from the page (so it carries the page's cookie and Origin) and records its events. */
async function listenOnSocket(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const w = window as unknown as { __events: unknown[]; __socket: WebSocket };
        w.__events = [];
        const socket = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`);
        w.__socket = socket;
        socket.onmessage = (event) => w.__events.push(JSON.parse(String(event.data)));
        socket.onopen = () => resolve();
        socket.onerror = () => reject(new Error('The socket did not open'));
      }),
  );
}

test.describe('homeowner area', () => {
  test("reads a completed visit's report, pages through its photos, archives it and finds it under 'Show Archived'", async ({
    page,
    health,
    household,
    signInAs,
  }) => {
    await signInAs(page, household.people.homeowner);
    const active = await getJson<VisitPage>(page.request, '/api/visits?when=past&archived=false&status=completed&limit=100');
    const visit = active.items.find((v) => v.report && v.report.mediaUrls.length >= 2);
    expect(visit, 'a completed visit with two photos').toBeTruthy();
    const { id } = visit!;
    const photoCount = visit!.report!.mediaUrls.length;

    await page.goto('/reports');
    await expectReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    const card = reportCard(page, id);
    await expect(card).toBeVisible();
    await expect(card.getByText('Completed')).toBeVisible();

    await card.getByRole('button', { name: 'View Report' }).click();
    const report = page.getByRole('dialog', { name: `Visit Report #${id}` });
    await expect(report).toBeVisible();
    await expect(report.getByText('Duration')).toBeVisible();

    await report.getByRole('button', { name: `Photo 1 of ${photoCount}` }).click();
    const gallery = page.getByRole('dialog', { name: 'Visit Photos' });
    await expect(gallery.getByText(`1 of ${photoCount}`, { exact: true })).toBeVisible();
    await expect
      .poll(() => gallery.getByRole('img', { name: /^Visit photo/ }).evaluate((el) => (el as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await gallery.getByRole('button', { name: 'Next' }).click();
    await expect(gallery.getByText(`2 of ${photoCount}`, { exact: true })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(gallery.getByText(`1 of ${photoCount}`, { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(gallery).toHaveCount(0);
    await expect(report).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await card.getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText(TOASTS.reportArchived.title, { exact: true })).toBeVisible();
    await expect(page.getByText(TOASTS.reportArchived.description)).toBeVisible();
    await expect(reportCard(page, id)).toHaveCount(0);

    await page.getByRole('button', { name: 'Show Archived' }).click();
    await expect(page).toHaveURL(/\/reports\?archived=true$/);
    const archived = reportCard(page, id);
    await expect(archived).toBeVisible();
    await expect(archived.getByRole('button', { name: 'View Report' })).toBeVisible();
    await expect(archived.getByRole('button', { name: 'Archive' })).toHaveCount(0);
    expect(await health.reactCopies(page)).toBe(1);
  });

  test('sends a message the sitter receives live, sees the sitter typing and the answer arrive live', async ({
    page,
    browser,
    clock,
    household,
    signInAs,
    health: _consoleChecked,
  }) => {
    // The sitter, in a second browser context, listens on /ws from a page of the site.
    const sitterPage = await pageAs({ browser, clock, signInAs }, household.people.sitter);
    try {
      // A visit of this homeowner that the household's sitter is assigned to (not every one is).
      const sitters = new Set((await getJson<VisitPage>(sitterPage.request, '/api/visits?limit=100')).items.map((v) => v.id));
      await signInAs(page, household.people.homeowner);
      const own = await getJson<VisitPage>(page.request, '/api/visits?limit=100');
      const visit = own.items.find((v) => sitters.has(v.id));
      expect(visit, "a visit with the household's sitter assigned").toBeTruthy();
      const { id } = visit!;

      await sitterPage.goto('/sitter/dashboard');
      await listenOnSocket(sitterPage);

      await page.goto(`/messages?visitId=${id}`);
      const pane = page.getByRole('region', { name: `Visit #${id}` });
      await expect(pane).toBeVisible();
      const input = pane.getByRole('textbox', { name: 'Message' });
      const text = `Please check the back gate latch (${Date.now()})`;
      await input.fill(text);
      await pane.getByRole('button', { name: 'Send' }).click();
      await expect(pane.getByRole('log').getByText(text)).toBeVisible();
      await expect(input).toHaveValue('');

      // Delivered live to the sitter.
      const received = await sitterPage.waitForFunction(
        (body) =>
          (window as unknown as { __events: { type: string; message?: { body: string } }[] }).__events.find(
            (e) => e.type === 'message' && e.message?.body === body,
          ) ?? null,
        text,
      );
      const event = (await received.jsonValue()) as unknown as { message: ChatMessage };
      expect(event.message.visitId).toBe(id);
      expect(event.message.sender.role).toBe('homeowner');

      // The sitter types (over the socket), then answers through the API.
      await sitterPage.evaluate((visitId) => {
        (window as unknown as { __socket: WebSocket }).__socket.send(JSON.stringify({ type: 'typing', visitId }));
      }, id);
      await expect(pane.getByText(HOMEOWNER_MESSAGES.typing, { exact: true })).toBeVisible();

      const answer = `Will do, checking it this afternoon (${Date.now()})`;
      const posted = await sitterPage.request.post(`/api/visits/${id}/messages`, { data: { body: answer } });
      expect(posted.status(), await posted.text()).toBe(201);
      await expect(pane.getByRole('log').getByText(answer)).toBeVisible();
      await expect(pane.getByText(HOMEOWNER_MESSAGES.typing, { exact: true })).toHaveCount(0);

      // Both messages are stored: a reload shows them, and the list has the real time.
      await page.reload();
      await expect(
        page
          .getByRole('region', { name: `Visit #${id}` })
          .getByRole('log')
          .getByText(answer),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: new RegExp(`Visit #${id}\\b`) })).toContainText(/Last message .*ago/);
    } finally {
      await sitterPage.context().close();
    }
  });

  test("shows 'Visit Completed' live when the admin completes a visit", async ({
    page,
    playwright,
    baseURL,
    clock,
    household,
    signInAs,
    health: _consoleChecked,
  }) => {
    await signInAs(page, household.people.homeowner);
    // The soonest scheduled visit on a later Marblehead day than the test's: the admin starts it
    // before its day.
    const upcoming = await getJson<VisitPage>(page.request, '/api/visits?when=upcoming&status=scheduled&limit=100');
    const today = serviceDayKey(clock.start);
    const visit: Visit | undefined = upcoming.items.find((v) => serviceDayKey(v.scheduledDate) > today);
    expect(visit, 'a scheduled visit on a later day').toBeTruthy();
    const { id } = visit!;

    await page.goto('/reports');
    await expectReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expect(reportCard(page, id)).toHaveCount(0);
    // Scrolled down, so that 'scroll to top' can be seen.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));

    const admin = await requestAs(playwright, baseURL, household, household.people.admin);
    try {
      // An admin may start a visit before its day, with a reason (docs/product/DECISIONS.md 'Visit safety').
      const started = await admin.patch(`/api/visit/${id}/start`, { data: { reason: 'e2e: the report arrives while the page is open' } });
      expect(started.status(), await started.text()).toBe(200);
      const startedVisit = ((await started.json()) as { visit: Visit }).visit;
      const reportId = startedVisit.report?.id;
      // No task was ticked: each needs its reason to complete.
      const taskReasons = Object.fromEntries(startedVisit.tasks.map((task) => [String(task.id), 'Not needed this time']));
      expect(reportId).toBeTruthy();
      const photo = await admin.patch(`/api/report/${reportId}/add-photo`, { data: { mediaUrl: PHOTO_DATA_URL } });
      expect(photo.status(), await photo.text()).toBe(200);
      const completed = await admin.patch(`/api/visit/${id}/complete`, {
        data: { notes: 'All secure; completed during the e2e run.', taskReasons },
      });
      expect(completed.status(), await completed.text()).toBe(200);
    } finally {
      await admin.dispose();
    }

    await expect(page.getByText(TOASTS.visitCompletedLive.title, { exact: true })).toBeVisible();
    await expect(page.getByText(TOASTS.visitCompletedLive.description)).toBeVisible();
    // The visits were refetched: the completed visit is on /reports now, with its report.
    const card = reportCard(page, id);
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: 'View Report' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // And it was stored as a notification.
    await page.goto('/homeowner/notifications');
    const notification = page.getByRole('article', { name: `Visit #${id} completed` });
    await expect(notification.getByText('Unread')).toBeVisible();
    await notification.getByRole('button', { name: 'Mark as read' }).click();
    await expect(notification.getByText('Read', { exact: true })).toBeVisible();
  });

  test.describe('on a 375 px phone', () => {
    test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

    test('My Visits, My Properties, Notifications and Messages fit the screen and come from the dropdown', async ({
      page,
      household,
      signInAs,
      health: _consoleChecked,
    }) => {
      await signInAs(page, household.people.homeowner2);
      await page.goto('/dashboard');
      for (const [entry, path, heading] of [
        ['My Visits', '/homeowner/visits', 'My Visits'],
        ['My Properties', '/homeowner/properties', 'My Properties'],
        ['Notifications', '/homeowner/notifications', 'Notifications'],
      ] as const) {
        await page.getByRole('button', { name: /Account menu/ }).click();
        await page.getByRole('menuitem', { name: entry }).click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        // Content or its empty state (a new household has no notifications yet).
        await expect(
          page
            .getByRole('article')
            .or(page.getByRole('heading', { level: 2 }))
            .first(),
        ).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      }
      await page.goto('/homeowner/visits');
      await expectReady(page);
      // Every scheduled visit offers Cancel (disabled, with the rule beside it, inside a week's notice).
      await expect(page.getByRole('article').getByRole('button', { name: 'Cancel visit' }).first()).toBeVisible();

      await page.goto('/messages');
      await page
        .getByRole('button', { name: /^Visit #/ })
        .first()
        .click();
      await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  });
});
