import { TOASTS } from '@housesit/shared-contracts';
import type { Locator, Page } from '@playwright/test';
import { expect, submitRegisterForm, test, waitForTakeOver } from '../fixtures/test';

/**
 * Found in use: a visitor picks a plan signed out, is asked to log in, creates an account
 * and comes back to the wizard, where the 'Account created!' toast (5 s) covered Continue on desktop
 * and the title on a phone; and with `?plan=extended` two plan cards looked selected. Checked on
 * /purchase (the guard's way through /login) and on the dashboard's wizard (the plan dialog's way),
 * at 1280 and 375 px.
 */

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 720 } },
  { name: 'phone', viewport: { width: 375, height: 667 } },
] as const;

const PURCHASE_SIGNED_OUT = 'Please log in to continue with your purchase.';

async function createAccount(page: Page, tag: string) {
  await waitForTakeOver(page);
  await page.getByRole('tab', { name: 'Register' }).click();
  await submitRegisterForm(page, tag);
}

/** Fails when the two elements' boxes on screen share any pixel. */
async function expectApart(a: Locator, b: Locator, what: string) {
  const [first, second] = [await a.boundingBox(), await b.boundingBox()];
  if (!first || !second) throw new Error(`${what}: not on screen`);
  const overlap =
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height;
  expect(overlap, `${what}: ${JSON.stringify(first)} overlaps ${JSON.stringify(second)}`).toBe(false);
}

/** Exactly one plan card is chosen: one radio checked, and only its card drawn as chosen or focused. */
async function expectOneCardChosen(scope: Locator, name: RegExp) {
  await expect(scope.getByRole('radio', { name })).toBeChecked();
  await expect(scope.getByRole('radio', { checked: true })).toHaveCount(1);
  const looks = await scope
    .locator('label:has(input[type="radio"])')
    .evaluateAll((cards) => cards.map((card) => ({ border: getComputedStyle(card).borderColor, focused: card.matches(':focus-within') })));
  const borders = new Set(looks.map((look) => look.border));
  // Two looks: the chosen card's border and the others'; one card carries the chosen one.
  expect(borders.size).toBe(2);
  const chosenBorder = [...borders].find((border) => looks.filter((look) => look.border === border).length === 1);
  expect(looks.filter((look) => look.border === chosenBorder || look.focused)).toHaveLength(1);
}

for (const size of SIZES) {
  test.describe(`after creating an account, ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    test('/purchase signed out asks to log in, and the new account comes back to its plan with Continue free', async ({
      page,
      health: _,
    }) => {
      await page.goto('/purchase?plan=extended');
      await expect(page).toHaveURL(/\/login\?next=%2Fpurchase%3Fplan%3Dextended$/);
      await expect(page.getByText(PURCHASE_SIGNED_OUT)).toBeVisible();
      await createAccount(page, 'pt');

      await expect(page).toHaveURL(/\/purchase\?plan=extended$/);
      const toast = page.getByRole('status').filter({ hasText: TOASTS.registerSuccess.title });
      await expect(toast).toBeVisible();
      await expect(page.getByText('Step 1 of 6')).toBeVisible();
      await expectOneCardChosen(page.getByRole('group', { name: 'Choose your package' }), /Extended Visit/);

      const title = page.getByRole('heading', { level: 2, name: 'Choose your package' });
      const proceed = page.getByRole('button', { name: 'Continue' });
      await expectApart(toast, title, 'toast and step title');
      await proceed.scrollIntoViewIfNeeded();
      await expect(toast).toBeVisible();
      await expectApart(toast, proceed, 'toast and Continue');
      // No force, and well inside the toast's 5 s: Playwright refuses a click that something covers.
      await proceed.click({ timeout: 2000 });
      await expect(page.getByText('Step 2 of 6')).toBeVisible();
      await expect(toast).toBeVisible();
    });

    test("the plan dialog's way: the dashboard wizard opens on the plan, with its title and Continue free", async ({ page, health: _ }) => {
      await page.goto('/login?tab=register&plan=extended');
      await createAccount(page, 'wz');

      await expect(page).toHaveURL(/\/dashboard\?plan=extended$/);
      const wizard = page.getByRole('dialog', { name: 'Book Housesit' });
      await expect(wizard).toBeVisible();
      const toast = page.getByRole('status').filter({ hasText: TOASTS.registerSuccess.title });
      await expect(toast).toBeVisible();
      await expectOneCardChosen(wizard, /Extended Visit/);

      const title = wizard.getByRole('heading', { level: 2, name: 'Book Housesit' });
      const stepTitle = wizard.getByRole('heading', { level: 3, name: 'Choose your package' });
      const proceed = wizard.getByRole('button', { name: 'Continue' });
      await expectApart(toast, title, 'toast and dialog title');
      await expectApart(toast, stepTitle, 'toast and step title');
      await expectApart(toast, proceed, 'toast and Continue');
      await proceed.click({ timeout: 2000 });
      await expect(wizard.getByRole('progressbar')).toHaveAccessibleName('Step 2 of 5');
      await expect(toast).toBeVisible();
    });
  });
}
