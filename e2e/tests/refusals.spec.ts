import type { Page, Response } from '@playwright/test';
import {
  BOOKING_MESSAGES,
  HOMEOWNER_MESSAGES,
  TOASTS,
  addDaysIso,
  serviceDayKey,
  type CancellationPreview,
  type Visit,
  type VisitPage,
} from '@housesit/shared-contracts';
import { fillPropertyStep, getJson, marbleheadDay, openStandardBooking } from '../fixtures/booking';
import { pngClaiming } from '../fixtures/png';
import { expectReady } from '../fixtures/ready';
import { expect, test } from '../fixtures/test';

/**
 * Every refusal a user can cause shows the server's own message where the spec puts it.
 * Each refusal comes from the real API; where the screen would not let the user send the refused
 * request (it repeats the rule), the test makes the screen stale with `page.route` (an answer that
 * says the visit is further away, a request rewritten on its way out), as a screen opened before
 * the data changed would be. Each test plays its own household (fixtures/test.ts); days are
 * Marblehead's, counted from the suite's instant. A test that rewrites requests or answers waits
 * for its screen to settle and for every routed request to be answered before it ends, so none is
 * left half-answered when the page closes.
 */

/** Chromium logs every 4xx resource as a console error; these refusals are the point of the test. */
const REFUSAL_LOG = /Failed to load resource: the server responded with a status of 4\d\d/;

/** A day in Marblehead's calendar as the API takes it (YYYY-MM-DD). */
const isoDay = (days: number) => marbleheadDay(days).toISOString().slice(0, 10);

/** The refusal's body, after checking it is one (a 4xx with a code and the spec's message). */
async function refusal(pending: Promise<Response>, code: string): Promise<{ code: string; message: string; title?: string }> {
  const response = await pending;
  expect(response.status(), await response.text()).toBeGreaterThanOrEqual(400);
  expect(response.status()).toBeLessThan(500);
  const body = (await response.json()) as { code: string; message: string; title?: string };
  expect(body.code).toBe(code);
  expect(body.message).toBeTruthy();
  return body;
}

function answerOf(page: Page, method: string, path: RegExp): Promise<Response> {
  return page.waitForResponse((r) => r.request().method() === method && path.test(new URL(r.url()).pathname));
}

/**
 * The screen has settled after a refusal (a refusal may make it fetch again, through a route that
 * rewrites answers with route.fetch), then waits for every routed request still being handled:
 * a request left in flight when the page closes fails the test's teardown.
 */
async function settleRoutes(page: Page) {
  await expectReady(page);
  await page.unrouteAll({ behavior: 'wait' });
}

/** A visible toast with this title and description. */
async function expectToast(page: Page, title: string, description: string) {
  const toast = page
    .getByRole('status')
    .filter({ hasText: title })
    .or(page.getByRole('alert').filter({ hasText: title }));
  await expect(toast.first()).toBeVisible();
  await expect(toast.first()).toContainText(description);
}

test.describe('refusals show the server message', () => {
  test.beforeEach(({ health }) => health.allow(REFUSAL_LOG));

  test("a checkout the API refuses shows 'Checkout failed' with its reason, not 'Payment processing failed'", async ({
    page,
    household,
    signInAs,
  }) => {
    await signInAs(page, household.people.homeowner);
    const wizard = await openStandardBooking(page, marbleheadDay(10));
    await fillPropertyStep(wizard, '12 Front Street', 'Key under the blue flowerpot.');

    // The screen only offers dates 7 days ahead; a page left open over days sends a stale one.
    await page.route('**/api/checkout', async (route) => {
      const body = route.request().postDataJSON() as { dates: string[] };
      await route.continue({ postData: JSON.stringify({ ...body, dates: [isoDay(1)] }) });
    });
    const answer = answerOf(page, 'POST', /^\/api\/checkout$/);
    await wizard.getByRole('button', { name: 'Pay with Polar' }).click();
    const body = await refusal(answer, 'booking.notice_too_short');
    await expectToast(page, TOASTS.checkoutFailed.title, body.message);
    await expect(page.getByText(TOASTS.paymentFailed.title)).toHaveCount(0);
    await page.unrouteAll({ behavior: 'wait' });
  });

  test("/confirmation with an unknown checkout id shows 'Order not found'", async ({ page, household, signInAs }) => {
    await signInAs(page, household.people.homeowner);
    const answer = answerOf(page, 'GET', /^\/api\/polar\/order$/);
    await page.goto('/confirmation?checkout_id=chk_does_not_exist');
    const body = await refusal(answer, 'order.not_found');
    expect(body.message).toBe(BOOKING_MESSAGES.orderNotFound);
    await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
  });

  test("a cancel refused as too late shows 'Cancel failed' with the notice rule", async ({ page, clock, household, signInAs }) => {
    await signInAs(page, household.people.homeowner);
    const upcoming = await getJson<VisitPage>(page.request, '/api/visits?when=upcoming&status=scheduled&limit=100');
    // A visit a few Marblehead days away: later than tomorrow, sooner than the week's notice.
    const today = serviceDayKey(clock.start);
    const soon = upcoming.items.find((v) => {
      const day = serviceDayKey(v.scheduledDate);
      return day > addDaysIso(today, 1) && day < addDaysIso(today, 7);
    });
    expect(soon, 'a visit a few days away').toBeTruthy();
    const farAway = new Date(clock.start.getTime() + 30 * 86_400_000).toISOString();
    // A screen loaded before the visit was moved closer: it still shows the visit a month away.
    await page.route('**/api/visits?*', async (route) => {
      const response = await route.fetch();
      const page_ = (await response.json()) as VisitPage;
      const items = page_.items.map((v) => (v.id === soon!.id ? { ...v, scheduledDate: farAway } : v));
      await route.fulfill({ response, json: { ...page_, items } });
    });
    // The confirmation's refund preview was asked before the move too (it would now say the rule
    // and keep the button disabled): only the cancel itself meets the refusal.
    await page.route(`**/api/visit/${soon!.id}/cancellation`, (route) =>
      route.fulfill({ json: { allowed: true, refundCents: 0, lines: [] } satisfies CancellationPreview }),
    );

    await page.goto('/homeowner/visits');
    await expectReady(page);
    const card = page.getByRole('article').filter({ hasText: `Visit #${soon!.id} ·` });
    await card.getByRole('button', { name: 'Cancel visit' }).click();
    const answer = answerOf(page, 'PATCH', new RegExp(`^/api/visit/${soon!.id}/cancel$`));
    await page.getByRole('dialog', { name: 'Cancel this visit?' }).getByRole('button', { name: 'Cancel visit' }).click();
    const body = await refusal(answer, 'visit.cancel_too_late');
    expect(body.message).toBe(HOMEOWNER_MESSAGES.cancelTooLate);
    await expectToast(page, HOMEOWNER_MESSAGES.cancelFailed.title, body.message);
    await settleRoutes(page);
  });

  test("archiving a report the API refuses shows 'Archive Failed' with its reason", async ({ page, household, signInAs }) => {
    await signInAs(page, household.people.homeowner);
    const past = await getJson<VisitPage>(page.request, '/api/visits?when=past&limit=100');
    const running = past.items.find((v) => v.status === 'in_progress' && v.report);
    expect(running, 'the visit in progress, with its report').toBeTruthy();
    // A screen that still shows the visit as completed (it was reopened since): Reports asks for
    // completed visits, and this screen's answer still counts the reopened one among them.
    await page.route('**/api/visits?*', async (route) => {
      const asked = new URL(route.request().url());
      asked.searchParams.delete('status');
      const response = await route.fetch({ url: asked.toString() });
      const page_ = (await response.json()) as VisitPage;
      const items = page_.items.map((v) => (v.id === running!.id ? ({ ...v, status: 'completed' } satisfies Visit) : v));
      await route.fulfill({ response, json: { ...page_, items } });
    });

    await page.goto('/reports');
    await expectReady(page);
    const card = page.getByRole('article').filter({ hasText: `Visit #${running!.id} ·` });
    const answer = answerOf(page, 'PATCH', /^\/api\/report\/\d+\/archive$/);
    await card.getByRole('button', { name: 'Archive' }).click();
    const body = await refusal(answer, 'visit.archive_refused');
    expect(body.message).toBe(HOMEOWNER_MESSAGES.archiveOnlyCompleted);
    await expectToast(page, TOASTS.archiveFailed.title, body.message);
    // The refusal makes the screen fetch the visits again, through the rewriting route.
    await settleRoutes(page);
  });

  test("a service-area request with a bad email shows 'Error submitting request' with the field's problem", async ({
    page,
    household,
    signInAs,
  }) => {
    await signInAs(page, household.people.homeowner);
    const wizard = await openStandardBooking(page, marbleheadDay(10));
    await wizard.getByRole('button', { name: 'Request My Location' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Service Area Expansion' });
    await dialog.getByLabel('Full Name').fill('Pat Lee');
    await dialog.getByLabel('Home Address').fill('1 Main St, Salem, MA');
    await dialog.getByLabel('Email Address').fill('pat@example.com');
    await dialog.getByLabel('Phone Number').fill('555-0100');
    // The form checks the address too; an older screen did not.
    await page.route('**/api/location-requests', async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, email: 'not-an-email' }) });
    });
    const answer = answerOf(page, 'POST', /^\/api\/location-requests$/);
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    const body = await refusal(answer, 'booking.location_request_invalid');
    await expectToast(page, TOASTS.requestFailed.title, body.message);
    await page.unrouteAll({ behavior: 'wait' });
  });

  test("a photo the API refuses shows 'Upload Failed' with its reason", async ({ page, household, signInAs }) => {
    await signInAs(page, household.people.sitter);
    await page.goto('/sitter/dashboard');
    await expectReady(page);
    const visitCard = page.getByRole('list', { name: "Today's visits" }).getByRole('listitem').filter({ hasText: 'In Progress' }).first();
    await visitCard.getByRole('button', { name: /View details/ }).click();
    const dialog = page.getByRole('dialog');
    const answer = answerOf(page, 'PATCH', /\/add-photo$/);
    // Starts like a PNG (the screen's own check passes) but claims 100000 × 100000 pixels: only the
    // API reads the header against its pixel limit. (A text file named .png never leaves the screen.)
    await dialog
      .getByLabel(/^Photo files for /)
      .setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: pngClaiming(100_000, 100_000) });
    const body = await refusal(answer, 'visit.photo_invalid');
    await expectToast(page, TOASTS.uploadFailedSingle.title, body.message);
  });

  test("completing a visit without photos shows the server's 'Photos required'", async ({ page, clock, household, signInAs }) => {
    // A visit in progress with no photo yet: the admin starts one of the sitter's coming visits
    // (early, so with a reason: docs/product/DECISIONS.md 'Visit safety').
    await signInAs(page, household.people.sitter);
    const own = await getJson<VisitPage>(page.request, '/api/visits?status=scheduled&limit=100');
    // Two or more Marblehead days away, so the admin's start is an early one.
    const tomorrow = addDaysIso(serviceDayKey(clock.start), 1);
    const next = own.items.find((v) => serviceDayKey(v.scheduledDate) > tomorrow);
    expect(next, "a coming visit of the household's sitter").toBeTruthy();
    const running = await getJson<VisitPage>(page.request, '/api/visits?status=in_progress&limit=100');
    const withPhoto = running.items.find((v) => (v.report?.mediaUrls.length ?? 0) > 0);
    expect(withPhoto, 'a visit with a photo to borrow').toBeTruthy();
    await signInAs(page, household.people.admin);
    const started = await page.request.put(`/api/admin/jobs/${next!.id}/status`, {
      data: { status: 'in_progress', reason: 'Homeowner asked for an early visit' },
    });
    expect(started.status(), await started.text()).toBe(200);

    await signInAs(page, household.people.sitter);
    // A screen that saw a photo another device has since removed: it offers Complete.
    await page.route('**/api/visits?*', async (route) => {
      const response = await route.fetch();
      const page_ = (await response.json()) as VisitPage;
      const items = page_.items.map((v) =>
        v.id === next!.id && v.report ? { ...v, report: { ...v.report, mediaUrls: withPhoto!.report!.mediaUrls.slice(0, 1) } } : v,
      );
      await route.fulfill({ response, json: { ...page_, items } });
    });
    // Opened from another screen: the list must come from the network (the route above stands in
    // for the other device), not from the answers the jobs page brings with it (decision 020).
    await page.goto('/housesitter/earnings');
    await page.getByRole('navigation', { name: 'Sitter' }).getByRole('link', { name: 'Job Queue' }).click();
    await page.getByRole('tab', { name: /Active/ }).click();
    const card = page
      .getByRole('listitem')
      .filter({ hasText: `Visit #${next!.id} ·` })
      .first();
    await card.getByRole('button', { name: /View details/ }).click();
    const dialog = page.getByRole('dialog');
    // Tasks left unticked need a reason first (visit safety); then only the photo rule is left.
    const reasons = dialog.getByRole('textbox', { name: /^Why was '.+' not done\?$/ });
    for (const field of await reasons.all()) await field.fill('Not needed this time');
    const answer = answerOf(page, 'PATCH', new RegExp(`^/api/visit/${next!.id}/complete$`));
    await dialog.getByRole('button', { name: 'Complete visit' }).click();
    const body = await refusal(answer, 'visit.photos_required');
    expect(body.title).toBe(TOASTS.photosRequired.title);
    await expectToast(page, TOASTS.photosRequired.title, TOASTS.photosRequired.description);
    await settleRoutes(page);
  });
});
