import { ACCOUNT_TEXT } from '@housesit/shared-contracts';
import { expect, signInByApi, test } from '../fixtures/test';

/**
 * /settings' 'Where you are signed in': 'Sign out everywhere else' ends every session of the
 * account but the one used, says how many, and the list shows only this device afterwards; the
 * other browser is signed out at once, and the owner finds a notification of it.
 */
test('signs out everywhere else: the other browser is signed out, this one stays', async ({ page, browser, household, clock }) => {
  const { homeowner } = household.people;
  const other = await browser.newContext();
  await clock.follow(other);
  const otherPage = await other.newPage();
  await signInByApi(otherPage, homeowner.username, household.password);
  await signInByApi(page, homeowner.username, household.password);
  expect((await otherPage.request.get('/api/auth/me')).status()).toBe(200);

  await page.goto('/settings');
  const list = page.getByRole('list', { name: ACCOUNT_TEXT.sessionsTitle });
  // This browser, the other one and the session the test factory made.
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('listitem').first()).toContainText(ACCOUNT_TEXT.thisDevice);
  await expect(list.getByRole('listitem').first()).toContainText(ACCOUNT_TEXT.activeNow);

  await page.getByRole('button', { name: ACCOUNT_TEXT.endOtherSessions }).click();
  await expect(page.getByText(ACCOUNT_TEXT.otherSessionsEnded(2).description)).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText(ACCOUNT_TEXT.thisDevice);
  await expect(page.getByRole('button', { name: ACCOUNT_TEXT.endOtherSessions })).toHaveCount(0);

  // The other browser is signed out: its session answers 401, and a page sends it to /login.
  expect((await otherPage.request.get('/api/auth/me')).status()).toBe(401);
  await otherPage.goto('/settings');
  await expect(otherPage).toHaveURL(/\/login/);
  // This one still works, and was told.
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);
  const notices = (await (await page.request.get('/api/notifications')).json()) as { items: { type: string }[] };
  expect(notices.items.map((item) => item.type)).toContain('signedOutElsewhere');
  await other.close();
});
