import type { BrowserContext, Page } from '@playwright/test';
import { expect, newHomeowner, test } from '../fixtures/test';

/**
 * Decision 020: the public pages and the sign-in arrive as HTML that works without scripts (the
 * app's scripts may start late, or never). A browser with JavaScript off reads every page, opens
 * a FAQ answer, follows the Register tab and 'Get Started', and signs in and registers through the forms.
 */
test.use({ javaScriptEnabled: false });

const sessionCookie = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name.endsWith('_session'));

/** Types `user` into the Register form of the page (its labels, as a person finds them). */
async function fillRegisterForm(page: Page, user: ReturnType<typeof newHomeowner>) {
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel('First name').fill(user.firstName);
  await form.getByLabel('Last name').fill(user.lastName);
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('Username').fill(user.username);
  await form.getByLabel('Password').fill(user.password);
  return form;
}

test.describe('without scripts', () => {
  test('the public pages and the sign-in show their content', async ({ page }) => {
    for (const [path, heading] of [
      ['/', /Peace of mind while you/],
      ['/terms', 'Terms of Service'],
      ['/privacy', 'Privacy Policy'],
      ['/support', 'Help & Support'],
      ['/login', 'Housesit'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      await expect(page.getByText('needs JavaScript'), path).toHaveCount(0);
    }
    await page.goto('/');
    await expect(page.getByRole('article', { name: 'Extended Visit' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' })).toBeVisible();
    await page.goto('/login');
    await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
  });

  test('a FAQ answer opens and closes', async ({ page }) => {
    await page.goto('/');
    const question = page.locator('summary', { hasText: 'Where do you offer service?' });
    const answer = question.locator('xpath=following-sibling::*[1]');
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();
    await expect(answer).toContainText('Marblehead, MA 01945');
    await question.click();
    await expect(answer).toBeHidden();
    // With the keyboard too: the summary is a Tab stop and Enter toggles it.
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
  });

  test("the Register tab leads to the registration form, and 'Login' back", async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/login\?tab=register$/);
    await expect(page.getByRole('form', { name: 'Register' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    // Registration posts itself like the sign-in (below).
    await expect(page.getByRole('button', { name: 'Create account' })).toBeEnabled();
    await page.getByRole('tab', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
  });

  test("'Get Started' leads to where choosing that plan leads: registration, with the plan kept", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started with Extended Visit' }).click();
    await expect(page).toHaveURL(/\/login\?tab=register&plan=extended$/);
    await expect(page.getByRole('form', { name: 'Register' })).toBeVisible();
  });

  test("signs the household's homeowner in through the form, onto the dashboard with a session", async ({ page, context, household }) => {
    const { homeowner } = household.people;
    await page.goto('/login');
    await page.getByLabel('Username').fill(homeowner.username);
    await page.getByLabel('Password').fill(household.password);
    // Enter posts the form: the password never goes into a URL.
    await page.getByLabel('Password').press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(page.url()).not.toContain(household.password);
    expect(await sessionCookie(context)).toBeDefined();
    const me = await page.request.get('/api/auth/me');
    expect(me.status()).toBe(200);
    expect(((await me.json()) as { user: { username: string } }).user.username).toBe(homeowner.username);
  });

  test('a wrong password comes back to /login with the message, and no session', async ({ page, context, household }) => {
    await page.goto('/login?next=%2Freports');
    await page.getByLabel('Username').fill('nobody-here');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login\?error=auth\.invalid_credentials&next=%2Freports$/);
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password.');
    expect(await sessionCookie(context)).toBeUndefined();
    // The next attempt from that page still carries ?next= and goes there.
    await page.getByLabel('Username').fill(household.people.homeowner.username);
    await page.getByLabel('Password').fill(household.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/reports$/);
    expect(await sessionCookie(context)).toBeDefined();
  });

  test('creates an account through the Register form, onto the dashboard with the chosen plan and a session', async ({ page, context }) => {
    const user = newHomeowner('noscript');
    await page.goto('/login?tab=register&plan=extended');
    // The browser checks the fields first: a short password never reaches the server.
    const form = await fillRegisterForm(page, { ...user, password: 'short' });
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/login\?tab=register&plan=extended$/);
    expect(await form.getByLabel('Password').evaluate((input) => (input as HTMLInputElement).validity.tooShort)).toBe(true);
    await form.getByLabel('Password').fill(user.password);
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/dashboard\?plan=extended$/);
    expect(page.url()).not.toContain(user.password);
    expect(await sessionCookie(context)).toBeDefined();
    const me = await page.request.get('/api/auth/me');
    expect(((await me.json()) as { user: { username: string; role: string } }).user).toMatchObject({
      username: user.username,
      role: 'homeowner',
    });
  });

  test('a taken username comes back to the Register tab with the message, and no session', async ({ page, context, household }) => {
    await page.goto('/login?tab=register');
    // The household's homeowner already has that username.
    const form = await fillRegisterForm(page, { ...newHomeowner('noscript'), username: household.people.homeowner.username });
    await form.getByLabel('Password').press('Enter');
    await expect(page).toHaveURL(/\/login\?tab=register&error=auth\.username_taken$/);
    await expect(page.getByRole('alert')).toHaveText('That username is already taken. Choose another one.');
    await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    expect(await sessionCookie(context)).toBeUndefined();
  });

  test('a refused registration keeps every field typed but the password', async ({ page, context, household }) => {
    await page.goto('/login?tab=register&plan=standard');
    const typed = { ...newHomeowner('noscript'), firstName: 'Zoë "Z"', lastName: "O'Neil <Jr>" };
    // The household's homeowner already has that email.
    const form = await fillRegisterForm(page, { ...typed, email: household.people.homeowner.email });
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/login\?tab=register&error=auth\.email_taken&plan=standard$/);
    await expect(page.getByRole('alert')).toBeVisible();
    const back = page.getByRole('form', { name: 'Register' });
    await expect(back.getByLabel('First name')).toHaveValue(typed.firstName);
    await expect(back.getByLabel('Last name')).toHaveValue(typed.lastName);
    await expect(back.getByLabel('Email')).toHaveValue(household.people.homeowner.email);
    await expect(back.getByLabel('Username')).toHaveValue(typed.username);
    await expect(back.getByLabel('Password')).toHaveValue('');
    expect(await page.content()).not.toContain(typed.password);
    expect(page.url()).not.toContain(typed.username);
    expect(await sessionCookie(context)).toBeUndefined();
    // Fixing the one field creates the account.
    await back.getByLabel('Email').fill(typed.email);
    await back.getByLabel('Password').fill(typed.password);
    await back.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/dashboard\?plan=standard$/);
    // The kept values were used once: the Register tab is empty again.
    await page.context().clearCookies();
    await page.goto('/login?tab=register');
    await expect(page.getByRole('form', { name: 'Register' }).getByLabel('First name')).toHaveValue('');
  });
});
