import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { RouteEntry } from '@housesit/shared-contracts';
import { groupTitle, ROLE_PERSON, ROUTE_GROUPS, routesOf, settle } from '../fixtures/routes';
import { expect, test, type PageHealth } from '../fixtures/test';

/**
 * Every route of the route table, as the role it is for, has 0 serious or critical
 * axe violations and evaluates exactly one copy of React. Public routes are checked signed out,
 * as the server's HTML and once the app has taken it over;
 * developer pages do not exist in the production build this suite runs.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Walks `routes` on the page as it is signed in (or not), and reports every finding at once. */
async function checkRoutes(page: Page, health: PageHealth, routes: RouteEntry[]) {
  const found: Record<string, string[]> = {};
  for (const route of routes) {
    // A public page is checked as the server's HTML, then as the app renders it.
    await settle(page, route.path, async () => {
      const served = await seriousViolations(page);
      if (served.length > 0) found[`${route.path} (server HTML)`] = served;
    });
    expect(new URL(page.url()).pathname, `${route.path} was not redirected`).toBe(route.path);
    expect(await health.reactCopies(page), `React copies on ${route.path}`).toBe(1);
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[route.path] = violations;
  }
  // All routes of the group are reported at once, so one run lists everything to fix.
  expect(found).toEqual({});
}

test.describe('every route: axe and one React', () => {
  for (const group of ROUTE_GROUPS) {
    const routes = routesOf(group);
    // One test walks a whole group (so one run lists every finding): each route is a page load,
    // its settling and an axe pass, which the default 30 s does not cover for a dozen routes.
    const timeout = 30_000 + routes.length * 15_000;
    if (group === 'public') {
      test(groupTitle(group, routes), async ({ page, health }) => {
        test.setTimeout(timeout);
        await checkRoutes(page, health, routes);
      });
    } else {
      // Signed in as the test's own household's person of that role, whose screens have data.
      test(groupTitle(group, routes), async ({ page, health, household, signInAs }) => {
        test.setTimeout(timeout);
        await signInAs(page, household.people[ROLE_PERSON[group]]);
        await checkRoutes(page, health, routes);
      });
    }
  }
});
