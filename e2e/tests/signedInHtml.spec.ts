import { request as requestFactory } from '@playwright/test';
import { expect, test, type Household, type HouseholdPart, type Person } from '../fixtures/test';
import { expectReady } from '../fixtures/ready';

/**
 * Decision 028: a signed-in visitor's first screen arrives as HTML with their data, rendered on the
 * server from their release of the area inside the shell's frame, and the app takes it over once
 * its own screen shows the data. Each page is the visitor's alone.
 */
// Two homeowners, a sitter and an admin.
const FIRST_SCREENS: { part: HouseholdPart; path: string }[] = [
  { part: 'homeowner', path: '/dashboard' },
  { part: 'homeowner2', path: '/dashboard' },
  { part: 'sitter', path: '/housesitter/jobs' },
  { part: 'admin', path: '/jobs' },
];

/** The server's page in an HTML answer (what is in front of the app until it takes over). */
function serverPageOf(html: string): string {
  const start = html.indexOf('<div id="server-page"');
  return start === -1 ? '' : html.slice(start, html.indexOf('<script type="application/json"', start));
}
const accountMenuOf = (html: string) => /Account menu for (?:<!-- -->)?([^<]+)</.exec(html)?.[1] ?? null;
const fullName = (person: Person) => `${person.firstName} ${person.lastName}`;
/** The user the page's boot data names (the app starts as them). */
function bootUserOf(html: string): number | null {
  const json = /<script type="application\/json" id="hs-boot">(.*?)<\/script>/.exec(html)?.[1];
  return json ? ((JSON.parse(json) as { user: { id: number } | null }).user?.id ?? null) : null;
}

test("a homeowner's dashboard is HTML with their upcoming visits: readable before, and without, the app's scripts", async ({
  browser,
  baseURL,
  household,
  signInAs,
}) => {
  const context = await browser.newContext({ baseURL: baseURL!, javaScriptEnabled: false });
  try {
    await signInAs(context, household.people.homeowner);
    const page = await context.newPage();
    await page.goto('/dashboard');
    const server = page.locator('#server-page');
    await expect(server.getByRole('heading', { level: 1, name: `Welcome back, ${household.people.homeowner.firstName}!` })).toBeVisible();
    await expect(server.getByRole('region', { name: 'Upcoming Visits' }).getByTestId('upcoming-visit').first()).toBeVisible();
    await expect(server.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(server.getByText('Loading your dashboard...')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('the app takes the server page over once its own screen shows the data, without an error', async ({ page, household, signInAs }) => {
  await signInAs(page, household.people.sitter);
  const response = await page.goto('/housesitter/jobs');
  const html = (await response?.text()) ?? '';
  expect(serverPageOf(html)).toContain('data-signed-in');
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  // expectReady waits for the take-over: the server page gone, the app's screen done.
  await expectReady(page);
  await expect(page.locator('#server-page')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Job Queue' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading jobs...' })).toHaveCount(0);
});

test('two people and two roles asking at once each get their own page, never stored', async ({ baseURL, household }) => {
  // Ten rounds of the three at once, interleaved on the server.
  const contexts = await Promise.all(
    FIRST_SCREENS.map(({ part }) =>
      requestFactory.newContext({
        baseURL: baseURL!,
        extraHTTPHeaders: { Cookie: `${household.cookieName}=${household.people[part].sessionToken}` },
      }),
    ),
  );
  try {
    const asked = Array.from({ length: 10 }, () => FIRST_SCREENS.map((screen, index) => ({ ...screen, index }))).flat();
    const answers = await Promise.all(
      asked.map(async ({ part, path, index }) => {
        const response = await contexts[index]!.get(path);
        return { part, status: response.status(), cache: response.headers()['cache-control'], html: await response.text() };
      }),
    );
    const owner2 = household.people.homeowner2;
    for (const { part, status, cache, html } of answers) {
      expect(status).toBe(200);
      expect(cache).toBe('private, no-store');
      const page = serverPageOf(html);
      expect(page, `${part}'s page is rendered on the server`).toContain('data-signed-in');
      expect(bootUserOf(html), `${part}'s page starts the app as them`).toBe(household.people[part].id);
      // The sitter's bar has no account menu; a homeowner's names who is signed in.
      if (part !== 'sitter') expect(accountMenuOf(page), `${part}'s page is theirs`).toBe(fullName(household.people[part]));
      if (part === 'homeowner') expect(page).not.toContain(owner2.lastName);
    }
  } finally {
    await Promise.all(contexts.map((context) => context.dispose()));
  }
});

/** A page's text as read, without its styles and tags. */
const textOf = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

// Each role's first screens, with a line of the visitor's own data each carries as HTML.
const EVERY_FIRST_SCREEN: { part: HouseholdPart; path: string; heading: string; own: (people: Household['people']) => string }[] = [
  { part: 'homeowner', path: '/dashboard', heading: 'Welcome back', own: (people) => fullName(people.homeowner) },
  { part: 'homeowner', path: '/homeowner/visits', heading: 'My Visits', own: (people) => fullName(people.homeowner) },
  { part: 'homeowner', path: '/reports', heading: 'Reports', own: () => 'View Report' },
  { part: 'sitter', path: '/sitter/dashboard', heading: 'Welcome back', own: (people) => `Welcome back, ${people.sitter.firstName}!` },
  { part: 'sitter', path: '/housesitter/jobs', heading: 'Job Queue', own: (people) => fullName(people.homeowner) },
  { part: 'admin', path: '/admin/dashboard', heading: 'Admin Dashboard', own: (people) => fullName(people.admin) },
  { part: 'admin', path: '/jobs', heading: 'Job Queue', own: (people) => fullName(people.homeowner) },
];

for (const { part, path, heading, own } of EVERY_FIRST_SCREEN) {
  test(`${path} (${part}) arrives as HTML with its screen and the visitor's data`, async ({ request, household }) => {
    const response = await request.get(path, { headers: { Cookie: `${household.cookieName}=${household.people[part].sessionToken}` } });
    const page = serverPageOf(await response.text());
    expect(page, 'rendered on the server').toContain('data-signed-in');
    expect(page).toMatch(new RegExp(`<h1[^>]*>[^<]*${heading}`));
    const text = textOf(page);
    expect(text).toContain(own(household.people));
    expect(text, 'no part of the screen left loading').not.toMatch(/Loading/);
  });
}
