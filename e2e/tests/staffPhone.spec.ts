import type { Locator, Page } from '@playwright/test';
import type { VisitPage } from '@housesit/shared-contracts';
import { householdJobs } from '../fixtures/admin';
import { expectReady } from '../fixtures/ready';
import { settle } from '../fixtures/routes';
import { expect, test } from '../fixtures/test';

/**
 * The staff screens at 375 px (docs/staff-screens-at-375px.md): what was found clipped there stays
 * fixed. routes.spec.ts checks that no page scrolls sideways; these check inside the page.
 */
test.use({ viewport: { width: 375, height: 812 } });

/** Each figure of a card group fits inside its card (it ran past the edge at 375 px). */
async function expectFiguresInside(group: Locator) {
  const cards = await group.evaluate((root) =>
    Array.from(root.children).map((card) => {
      const box = card.getBoundingClientRect();
      const figure = card.querySelector('p:nth-of-type(2)') as HTMLElement;
      // The text's own box (a Range), not the paragraph's, which is as wide as the card anyway.
      const range = document.createRange();
      range.selectNodeContents(figure);
      const text = range.getBoundingClientRect();
      return { figure: figure.innerText, inside: text.right <= box.right - 1 && figure.scrollWidth <= figure.clientWidth };
    }),
  );
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cards) expect(card, `${card.figure} fits in its card`).toMatchObject({ inside: true });
}

/** A details dialog opens on itself at its top: focused, heading in view, its body not scrolled. */
async function expectOpenedAtTop(page: Page, dialog: Locator) {
  await expect(dialog).toBeFocused();
  await expect(dialog.getByRole('heading', { level: 2 }).first()).toBeInViewport({ ratio: 1 });
  expect(await dialog.locator('[data-dialog-body]').evaluate((body) => body.scrollTop)).toBe(0);
}

test('the admin cards show their figures inside the card', async ({ page, household, signInAs, health: _consoleChecked }) => {
  await signInAs(page, household.people.admin);
  await settle(page, '/admin/dashboard');
  await expectFiguresInside(page.getByRole('group', { name: 'Admin totals' }));
  await settle(page, '/revenue');
  await expectFiguresInside(page.getByRole('group', { name: 'Revenue totals' }));
  await settle(page, '/users');
  await expectFiguresInside(page.getByRole('group', { name: 'User totals' }));
});

test("a completed visit's details open at their top, for the admin and the sitter", async ({
  page,
  request,
  household,
  signInAs,
  health: _consoleChecked,
}) => {
  await signInAs(page, household.people.admin);
  const listed = await householdJobs(request, household, household.people.homeowner, { status: 'completed', limit: 1 });
  const visit = listed.items[0];
  expect(visit, 'the household has completed visits').toBeDefined();
  await page.goto(`/jobs?from=&q=%23${visit!.id}&visit=${visit!.id}`);
  await expectOpenedAtTop(page, page.getByRole('dialog', { name: `Visit #${visit!.id}` }));

  // The admin's page (and its live socket, which may still be connecting) ends before the session
  // changes: a socket opened after the cookies were cleared is refused, a console error.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await signInAs(page, household.people.sitter);
  await settle(page, '/housesitter/jobs');
  await page.getByRole('tab', { name: /Completed/ }).click();
  await page
    .getByRole('tabpanel')
    .getByRole('button', { name: /View details/ })
    .first()
    .click();
  await expectOpenedAtTop(page, page.getByRole('dialog'));
});

test("the sitter's bar fits a phone: every entry in view, Settings a tap away, and Send above the bar", async ({
  page,
  household,
  signInAs,
  health: _consoleChecked,
}) => {
  await signInAs(page, household.people.sitter);
  await settle(page, '/housesitter');
  const bar = page.getByRole('navigation', { name: 'Sitter' });
  // Nothing of the bar scrolls sideways (it did: 466 px of content in 349).
  const widths = await bar.evaluate((nav) => ({ scroll: nav.scrollWidth, client: nav.clientWidth }));
  expect(widths.scroll, 'the bar holds its entries without scrolling').toBeLessThanOrEqual(widths.client);
  const links = bar.getByRole('link');
  await expect(links).toHaveText(['Dashboard', 'Job Queue', /^Messages/, 'Earnings', 'Settings']);
  for (const link of await links.all()) await expect(link).toBeInViewport({ ratio: 1 });

  // A tap on Earnings, then on Settings, no sideways scroll first.
  await bar.getByRole('link', { name: 'Earnings' }).click();
  await expect(page).toHaveURL(/\/housesitter\/earnings$/);
  await expectReady(page);
  await bar.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expectReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  // A conversation of one of their visits, long enough to push the composer to the page's end:
  // each Send is tapped where it is (a tap the bar covered would land on the bar), and at the end
  // of the page Send is clear of the bar.
  const visits = (await (await page.request.get('/api/visits?limit=1')).json()) as VisitPage;
  const visit = visits.items[0];
  expect(visit, 'the sitter has a visit').toBeDefined();
  await settle(page, `/housesitter/messages?visitId=${visit!.id}`);
  const send = page.getByRole('button', { name: 'Send' });
  const log = page.getByRole('log');
  for (let index = 1; index <= 6; index++) {
    await page.getByLabel('Message', { exact: true }).fill(`Update ${index}: the back door is locked and the plants are watered.`);
    await send.click();
    await expect(log.getByText(`Update ${index}:`)).toBeVisible();
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const sendBox = await send.boundingBox();
  const barBox = await bar.boundingBox();
  expect(sendBox && barBox, 'Send and the bar are on screen').toBeTruthy();
  expect(sendBox!.y + sendBox!.height, 'Send ends above the bar').toBeLessThanOrEqual(barBox!.y);
  await expect(send).toBeInViewport({ ratio: 1 });
});
