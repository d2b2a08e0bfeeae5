import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import type { RouteEntry } from '@housesit/shared-contracts';
import { groupTitle, ROLE_PERSON, ROUTE_GROUPS, routesOf, settle } from '../fixtures/routes';
import { expect, test, type PageHealth } from '../fixtures/test';

/**
 * Every route of the route table, as the role it is for:
 * - works on a 375 px wide phone: loaded at that width, the page does not scroll sideways
 *   (something too wide for the screen); a screenshot of each page that does is attached;
 * - has 0 serious or critical axe violations, checked at a desk's 1280 px once the phone check is
 *   done (the page is resized, not reloaded: one load per route serves both checks);
 * - evaluates exactly one copy of React.
 * Public routes are checked signed out, as the server's HTML (at 375 px, axe included) and once the
 * app has taken it over. Developer pages do not exist in the production build this suite runs.
 */
const PHONE = { width: 375, height: 812 };
const DESK = { width: 1280, height: 720 };

test.use({ viewport: PHONE });

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** The page's width against the screen's, or null when nothing sticks out. */
async function overflow(page: Page): Promise<string | null> {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  return widths.page > widths.screen ? `${widths.page}px wide on a ${widths.screen}px screen` : null;
}

/** Lets the page lay itself out again after a resize (two frames: style, then layout and paint). */
function nextFrames(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/** Walks `routes` on the page as it is signed in (or not), and reports every finding at once. */
async function checkRoutes(page: Page, testInfo: TestInfo, health: PageHealth, group: string, routes: RouteEntry[]) {
  const inaccessible: Record<string, string[]> = {};
  const tooWide: Record<string, string> = {};
  const checkPhone = async (label: string) => {
    const found = await overflow(page);
    if (!found) return;
    tooWide[label] = found;
    await testInfo.attach(`${group}${label.replace(/\W+/g, '_')}.png`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  };
  const checkAxe = async (label: string) => {
    const violations = await seriousViolations(page);
    if (violations.length > 0) inaccessible[label] = violations;
  };

  for (const route of routes) {
    await page.setViewportSize(PHONE);
    // A public page is checked as the server's HTML too (decision 020).
    await settle(page, route.path, async () => {
      await checkPhone(`${route.path} (server HTML)`);
      await checkAxe(`${route.path} (server HTML)`);
    });
    expect(new URL(page.url()).pathname, `${route.path} was not redirected`).toBe(route.path);
    await checkPhone(route.path);
    await page.setViewportSize(DESK);
    await nextFrames(page);
    await checkAxe(route.path);
    expect(await health.reactCopies(page), `React copies on ${route.path}`).toBe(1);
  }
  // All routes of the group are reported at once, so one run lists everything to fix.
  expect({ inaccessible, tooWide }).toEqual({ inaccessible: {}, tooWide: {} });
}

test.describe('every route: at 375 px no sideways scroll; axe; one React', () => {
  for (const group of ROUTE_GROUPS) {
    const routes = routesOf(group);
    // One test walks a whole group (so one run lists every finding): each route is a page load,
    // its settling and up to two axe passes, which the default 30 s does not cover for a dozen
    // routes.
    const timeout = 30_000 + routes.length * 15_000;
    if (group === 'public') {
      test(groupTitle(group, routes), async ({ page, health }, testInfo) => {
        test.setTimeout(timeout);
        await checkRoutes(page, testInfo, health, group, routes);
      });
    } else {
      // Signed in as the test's own household's person of that role, whose screens have data.
      test(groupTitle(group, routes), async ({ page, health, household, signInAs }, testInfo) => {
        test.setTimeout(timeout);
        await signInAs(page, household.people[ROLE_PERSON[group]]);
        await checkRoutes(page, testInfo, health, group, routes);
      });
    }
  }
});
