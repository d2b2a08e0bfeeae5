import type { Page, TestInfo } from '@playwright/test';
import type { RouteEntry } from '@housesit/shared-contracts';
import { groupTitle, ROLE_PERSON, ROUTE_GROUPS, routesOf, settle } from '../fixtures/routes';
import { expect, test } from '../fixtures/test';

/**
 * Every screen works on a 375 px wide phone. A page that scrolls sideways has
 * something too wide for the screen; each route is checked as the role it is for, and a
 * screenshot of each is attached to the report for review.
 */
test.use({ viewport: { width: 375, height: 812 } });

/** Measures every route of `group` on the page as it is signed in (or not); reports them all at once. */
async function measureRoutes(page: Page, testInfo: TestInfo, group: string, routes: RouteEntry[]) {
  const overflowing: Record<string, string> = {};
  for (const route of routes) {
    const measure = async (label: string) => {
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
      if (widths.page > widths.screen) overflowing[label] = `${widths.page}px wide on a ${widths.screen}px screen`;
    };
    // A public page is measured as the server's HTML too (decision 020).
    await settle(page, route.path, () => measure(`${route.path} (server HTML)`));
    await measure(route.path);
    await testInfo.attach(`${group}${route.path.replace(/\//g, '_')}.png`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  }
  expect(overflowing).toEqual({});
}

test.describe('every route at 375 px: no horizontal scroll', () => {
  for (const group of ROUTE_GROUPS) {
    const routes = routesOf(group);
    // One test walks a whole group: each route is a page load, its settling and a full-page
    // screenshot, which the default 30 s does not cover for a dozen routes.
    const timeout = 30_000 + routes.length * 10_000;
    if (group === 'public') {
      test(groupTitle(group, routes), async ({ page }, testInfo) => {
        test.setTimeout(timeout);
        await measureRoutes(page, testInfo, group, routes);
      });
    } else {
      // Signed in as the test's own household's person of that role, whose screens have data.
      test(groupTitle(group, routes), async ({ page, household, signInAs }, testInfo) => {
        test.setTimeout(timeout);
        await signInAs(page, household.people[ROLE_PERSON[group]]);
        await measureRoutes(page, testInfo, group, routes);
      });
    }
  }
});
