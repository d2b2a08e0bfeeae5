import { fullBrowser } from '../env';
import { checkRoutes, groupTitle, PHONE, routesOf } from '../fixtures/routes';
import { test } from '../fixtures/test';

/**
 * Every public route of the route table, signed out, with routes.spec.ts's checks (no sideways
 * scroll at 375 px, axe, one React), as the server's HTML (at 375 px, axe included) and once the
 * app has taken it over on the visitor's first sign of intent (decision 020).
 */
test.use({ viewport: PHONE, ...fullBrowser });

const routes = routesOf('public');

test(`every route: at 375 px no sideways scroll; axe; one React › ${groupTitle('public', routes)}`, async ({ page, health }, testInfo) => {
  // Each route is a page load, its settling and up to two axe passes.
  test.setTimeout(30_000 + routes.length * 15_000);
  await checkRoutes(page, testInfo, health, 'public', routes);
});
