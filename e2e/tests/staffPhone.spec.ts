import type { Locator, Page } from '@playwright/test';
import { householdJobs } from '../fixtures/admin';
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
