import { DEMO_USER, groupTitle, ROUTE_GROUPS, routesOf, settle } from '../fixtures/routes';
import { expect, signInByApi, test } from '../fixtures/test';

/**
 * Issue 10: every screen works on a 375 px wide phone. A page that scrolls sideways has
 * something too wide for the screen; each route is checked as the role it is for, and a
 * screenshot of each is attached to the report for review.
 */
test.use({ viewport: { width: 375, height: 812 } });

test.describe('every route at 375 px: no horizontal scroll', () => {
  for (const group of ROUTE_GROUPS) {
    const routes = routesOf(group);
    test(groupTitle(group, routes), async ({ page }, testInfo) => {
      test.setTimeout(30_000 + routes.length * 10_000);
      if (group !== 'public') await signInByApi(page, DEMO_USER[group]);
      const overflowing: Record<string, string> = {};
      for (const route of routes) {
        const measure = async (label: string) => {
          const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
          if (widths.page > widths.screen) overflowing[label] = `${widths.page}px wide on a ${widths.screen}px screen`;
        };
        // A public page is measured as the server's HTML too (decision 020).
        await settle(page, route.path, () => measure(`${route.path} (server HTML)`));
        await measure(route.path);
        await testInfo.attach(`${group}${route.path.replace(/\//g, '_')}.png`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
      }
      expect(overflowing).toEqual({});
    });
  }
});
