import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForTakeOver } from '../fixtures/test';
import { expectReady } from '../fixtures/ready';

/**
 * The main paths work with the keyboard alone — sign in, the first two steps of
 * booking, and a report's photo gallery. No click and no programmatic focus: only Tab, arrows,
 * Space, Enter and Escape, as a person without a mouse would.
 */
const MAX_TABS = 80;

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement).catch(() => false);
}

/** Presses Tab until `target` has the focus; fails when it is not reachable by Tab. */
async function tabTo(page: Page, target: Locator, what: string) {
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${what} is not reachable with Tab`);
}

/** Presses Tab until the focused element matches the CSS `selector`. */
async function tabToMatch(page: Page, selector: string, what: string) {
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`${what} is not reachable with Tab`);
}

/** Presses Tab until the focused element matches `accept`; answers its accessible text. */
async function tabUntil(page: Page, accept: (text: string) => boolean, what: string): Promise<string> {
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    await page.keyboard.press('Tab');
    const text = await page.evaluate(() => document.activeElement?.textContent.trim() ?? '');
    if (accept(text)) return text;
  }
  throw new Error(`${what} is not reachable with Tab`);
}

test('signs in, starts a booking and pages through report photos with the keyboard alone', async ({ page, health, household }) => {
  // The household's homeowner: completed visits with reports of two photos (fixtures/test.ts).
  const { homeowner } = household.people;
  await page.goto('/login');
  // The app's form, not the server's (which posts itself without scripts: no-script.spec.ts).
  await waitForTakeOver(page);
  await tabTo(page, page.getByLabel('Username'), 'the username field');
  await page.keyboard.type(homeowner.username);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(household.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);

  // Booking, step 1: the plan radios are one Tab stop; arrows move between them.
  await tabTo(page, page.getByRole('main').getByRole('button', { name: 'Schedule a Housesit' }), "'Schedule a Housesit'");
  await page.keyboard.press('Enter');
  const wizard = page.getByRole('dialog', { name: 'Book Housesit' });
  await expect(wizard).toBeVisible();
  await tabTo(page, wizard.getByRole('radio').first(), 'the plan choice');
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await expect(wizard.getByRole('radio', { name: /Extended Visit/ })).toBeChecked();
  await tabTo(page, wizard.getByRole('button', { name: 'Continue' }), 'Continue');
  await page.keyboard.press('Enter');

  // Step 2: into the calendar, a month ahead (always past the 7 days' notice), pick that day.
  await tabToMatch(page, '[role="dialog"] button[aria-pressed]', 'a day of the calendar');
  await page.keyboard.press('PageDown');
  await page.keyboard.press('Enter');
  await expect(wizard.locator('button[aria-pressed="true"]')).toHaveCount(1);
  await tabTo(page, wizard.getByRole('button', { name: 'Continue' }), 'Continue');
  await expect(wizard.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await page.keyboard.press('Enter');
  await expect(wizard.getByText('/30 Points Used')).toBeVisible();
  // Esc asks before it throws away what was entered: 'Keep editing' has the focus, Discard is a Tab away.
  await page.keyboard.press('Escape');
  const discard = page.getByRole('dialog', { name: 'Discard this booking?' });
  await expect(discard.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await tabTo(page, discard.getByRole('button', { name: 'Discard' }), 'Discard');
  await page.keyboard.press('Enter');
  await expect(wizard).toBeHidden();

  // A report's gallery: Tab to a visit with at least two photos, open it, move with the arrows.
  await page.goto('/reports');
  await expectReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const label = await tabUntil(page, (text) => Number(/^Photos \((\d+)\)$/.exec(text)?.[1] ?? 0) >= 2, 'a visit with two photos');
  const count = Number(/\d+/.exec(label)?.[0]);
  await page.keyboard.press('Enter');
  const gallery = page.getByRole('dialog', { name: 'Visit Photos' });
  await expect(gallery.getByText(`1 of ${count}`, { exact: true })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(gallery.getByText(`2 of ${count}`, { exact: true })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(gallery.getByText(`1 of ${count}`, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(gallery).toBeHidden();
  expect(await health.reactCopies(page)).toBe(1);
});
