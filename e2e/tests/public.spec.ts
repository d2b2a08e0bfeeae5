import type { Page } from '@playwright/test';
import { seriousViolations } from '../fixtures/routes';
import { expect, submitRegisterForm, test, waitForTakeOver } from '../fixtures/test';

/** The landing page is rendered (hero) and its deferred FAQ has arrived. */
async function openLanding(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' })).toBeVisible();
  await waitForTakeOver(page);
}

test.describe('public area', () => {
  test('a visitor picks Extended in the plan dialog, registers, and arrives at booking with Extended chosen', async ({ page, health }) => {
    await openLanding(page);
    await page.getByRole('link', { name: 'Get Started with Extended Visit' }).click();

    const dialog = page.getByRole('dialog', { name: 'Choose your plan' });
    await expect(dialog).toBeVisible();
    const choose = dialog.getByRole('button', { name: 'Choose Extended Visit' });
    await expect(choose).toBeEnabled(); // disabled while the session loads
    await choose.click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/login\?tab=register&plan=extended$/);

    const user = await submitRegisterForm(page, 'plan');

    // The dashboard reads the plan from its query and opens the booking wizard with it chosen.
    await expect(page).toHaveURL(/\/dashboard\?plan=extended$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(user.firstName);
    const wizard = page.getByRole('dialog', { name: 'Book Housesit' });
    await expect(wizard).toBeVisible();
    await expect(wizard.getByRole('radio', { name: /Extended Visit/ })).toBeChecked();
    await expect(wizard.getByRole('radio', { name: /Standard Visit/ })).not.toBeChecked();
    await expect(wizard.getByRole('radio', { name: /Recurring Visit/ })).not.toBeChecked();
    expect(await health.reactCopies(page)).toBe(1);
  });

  test('/terms has its ten sections and leads back home', async ({ page }) => {
    await page.goto('/terms');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(main.getByText('Effective date: June 22, 2025')).toBeVisible();
    await expect(main.getByRole('heading', { level: 2 })).toHaveCount(10);
    await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText('1. Acceptance of Terms');
    await expect(main.getByRole('heading', { level: 2 }).last()).toHaveText('10. Contact Us');
    await main.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('/privacy has its twelve sections, excludes children under 18, and leads back home', async ({ page }) => {
    await page.goto('/privacy');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(main.getByText('Effective date: June 22, 2025')).toBeVisible();
    await expect(main.getByRole('heading', { level: 2 })).toHaveCount(12);
    await expect(main.getByRole('region', { name: "10. Children's Privacy" })).toContainText('under 18');
    await main.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the FAQ opens one answer at a time and works with the keyboard alone', async ({ page }) => {
    await openLanding(page);
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    // Native disclosures (decision 020: they work without scripts): each question is a summary.
    const questions = faq.locator('details > summary');
    const opened = faq.locator('details[open]');
    await expect(questions).toHaveCount(12);
    await expect(opened).toHaveCount(0);

    const first = questions.nth(0);
    const second = questions.nth(1);
    const answerOf = (question: typeof first) => question.locator('xpath=following-sibling::*[1]');
    const expectOpen = (question: typeof first, open: boolean) =>
      open
        ? expect(question.locator('xpath=..')).toHaveAttribute('open', '')
        : expect(question.locator('xpath=..')).not.toHaveAttribute('open');

    await first.click();
    await expectOpen(first, true);
    await expect(answerOf(first)).toBeVisible();
    await second.click();
    await expectOpen(second, true);
    await expectOpen(first, false);
    await expect(answerOf(first)).toBeHidden();
    await expect(opened).toHaveCount(1);
    await second.click();
    await expect(opened).toHaveCount(0);

    // Keyboard only: Enter and Space toggle, arrows move between questions (and wrap), Home/End.
    await first.focus();
    await page.keyboard.press('Enter');
    await expectOpen(first, true);
    await page.keyboard.press('ArrowDown');
    await expect(second).toBeFocused();
    await page.keyboard.press('Space');
    await expectOpen(second, true);
    await expectOpen(first, false);
    await expect(answerOf(second)).toBeVisible();
    await page.keyboard.press('End');
    await expect(questions.nth(11)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(questions.nth(11)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    await expectOpen(first, true);
    await expect(opened).toHaveCount(1);
  });

  test('axe finds no serious or critical violation on /, /terms, /privacy, /support and the plan dialog', async ({ page }) => {
    await openLanding(page);
    expect(await seriousViolations(page), '/').toEqual([]);

    await page.getByRole('link', { name: 'Get Started with Recurring Visit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose your plan' });
    await expect(dialog.getByRole('button', { name: 'Choose Standard Visit' })).toBeEnabled();
    expect(await seriousViolations(page), '/ with the plan dialog open').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    for (const [path, title] of [
      ['/terms', 'Terms of Service'],
      ['/privacy', 'Privacy Policy'],
      ['/support', 'Help & Support'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      if (path === '/support') await expect(page.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' })).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
});
