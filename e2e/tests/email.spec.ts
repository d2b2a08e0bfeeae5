import { EMAIL_TEXT } from '@housesit/shared-contracts';
import { expect, test } from '../fixtures/test';

/**
 * Email preferences (decision 011) on a phone: a customer turns visit updates off in
 * /settings and the choice holds after a reload; a one-click unsubscribe link that is not ours
 * shows a page saying so and changes nothing. The customer is the test's own household's
 * homeowner, whose preferences start as every account's do (all on).
 */
test.use({ viewport: { width: 375, height: 812 } });

test('a customer turns visit update emails off in /settings and the choice holds', async ({ page, household, signInAs }) => {
  await signInAs(page, household.people.homeowner);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 2, name: EMAIL_TEXT.sectionTitle })).toBeVisible();
  const updates = page.getByRole('checkbox', { name: EMAIL_TEXT.categories.visitUpdates.label });
  await expect(updates).toBeChecked();
  await expect(page.getByRole('checkbox', { name: EMAIL_TEXT.categories.messages.label })).toBeChecked();
  await updates.uncheck();
  await page.getByRole('button', { name: EMAIL_TEXT.save }).click();
  await expect(page.getByText(EMAIL_TEXT.saved.title)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: EMAIL_TEXT.categories.visitUpdates.label })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: EMAIL_TEXT.categories.messages.label })).toBeChecked();
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
});

test('a forged unsubscribe link shows that it is not valid, with a way to the settings', async ({ page }) => {
  const response = await page.goto('/api/email/unsubscribe?token=1.visitUpdates.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  expect(response?.status()).toBe(400);
  await expect(page.getByText(EMAIL_TEXT.unsubscribeInvalid)).toBeVisible();
  await expect(page.getByRole('link', { name: EMAIL_TEXT.footerManage })).toHaveAttribute('href', '/settings');
});
