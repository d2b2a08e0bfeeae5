/**
 * Password reset by email (docs/product/DECISIONS.md 'Running a real business'), through the real mail path:
 * the API queues the email, its worker sends it over SMTP to the run's own SMTP server
 * (mail/smtpInbox.ts), and the test opens the link it received. The new password signs in; the
 * session signed in elsewhere before the reset is gone, and the old password no longer works.
 * The homeowner is the test's own household's, at an address no other test writes to (the SMTP
 * server is the run's, shared by every worker).
 */
import type { Page } from '@playwright/test';
import { PASSWORD_RESET_TEXT } from '@housesit/shared-contracts';
import { linkIn, receivedEmails, waitForEmail } from '../fixtures/mail';
import { seriousViolations } from '../fixtures/routes';
import { expect, signInWithForm, test } from '../fixtures/test';

const NEW_PASSWORD = 'a-fresh-start-42';

/** Serious or critical axe findings, and whether the page scrolls sideways (the phone is 375 px). */
async function screenProblems(page: Page): Promise<string[]> {
  const problems = await seriousViolations(page);
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  if (widths.page > widths.screen) problems.push(`${widths.page}px wide on a ${widths.screen}px screen`);
  return problems;
}

test('a homeowner resets a forgotten password from the emailed link, and every other session ends', async ({
  page,
  browser,
  baseURL,
  clock,
  household,
  signInAs,
  health: _consoleChecked,
}) => {
  // Context A: the household's homeowner, signed in.
  const owner = household.people.homeowner;
  await signInAs(page, owner);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);

  // Context B, on a 375 px phone: someone who forgot the password asks for a link from sign-in.
  // It reads the server's clock, which the link's 30 minutes are counted on.
  const other = await browser.newContext({ viewport: { width: 375, height: 740 } });
  await clock.follow(other);
  const pageB = await other.newPage();
  const before = await receivedEmails();
  await pageB.goto('/login');
  await pageB.getByRole('link', { name: PASSWORD_RESET_TEXT.forgotLink }).click();
  await expect(pageB).toHaveURL(/\/reset-password$/);
  await pageB.getByLabel('Email').fill(owner.email);
  const asked = Date.now();
  await pageB.getByRole('button', { name: PASSWORD_RESET_TEXT.requestButton }).click();
  await expect(pageB.getByText(PASSWORD_RESET_TEXT.sent)).toBeVisible();

  const email = await waitForEmail({ to: owner.email, subject: 'Reset your Housesit password', after: before });
  test.info().annotations.push({ type: 'reset email delivered after', description: `${Date.now() - asked} ms` });
  expect(email.text).toContain('expires in 30 minutes');
  expect(email.text).toContain(owner.username);
  // The server's public URL is this worker's server (fixtures/server.ts PUBLIC_URL).
  const link = linkIn(email, `${baseURL}/reset-password?token=`);
  expect(email.html).toContain(link);

  await pageB.goto(link);
  await expect(pageB.getByRole('heading', { level: 1, name: PASSWORD_RESET_TEXT.chooseTitle })).toBeVisible();
  expect(await screenProblems(pageB)).toEqual([]);
  await test.info().attach('choose-password-375.png', { body: await pageB.screenshot({ fullPage: true }), contentType: 'image/png' });
  await pageB.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await pageB.getByLabel('Repeat the new password', { exact: true }).fill(NEW_PASSWORD);
  await pageB.getByRole('button', { name: PASSWORD_RESET_TEXT.chooseButton }).click();
  await expect(pageB.getByRole('heading', { level: 1, name: PASSWORD_RESET_TEXT.doneTitle })).toBeVisible();
  await expect(pageB.getByText(`Your username is ${owner.username}.`)).toBeVisible();
  expect(await screenProblems(pageB)).toEqual([]);

  // The link works once.
  const again = await pageB.request.post('/api/auth/password-reset/confirm', {
    data: { token: new URL(link).searchParams.get('token'), password: 'yet-another-one-7' },
  });
  expect(again.status()).toBe(400);
  expect(((await again.json()) as { code: string }).code).toBe('auth.reset_token_used');

  await pageB.getByRole('link', { name: PASSWORD_RESET_TEXT.signIn }).click();
  await signInWithForm(pageB, owner.username, NEW_PASSWORD);
  await expect(pageB).toHaveURL(/\/dashboard/);

  // Context A's session ended with the reset: its next page is for the signed out.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);

  // The old password fails; the new one works.
  const oldPassword = await pageB.request.post('/api/auth/login', { data: { username: owner.username, password: household.password } });
  expect(oldPassword.status()).toBe(401);
  await other.close();
});
