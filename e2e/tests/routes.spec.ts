import { checkRoutes, groupTitle, PHONE, ROLE_PERSON, ROUTE_GROUPS, routesOf } from '../fixtures/routes';
import { test } from '../fixtures/test';

/**
 * Every route of the route table, as the role it is for:
 * - works on a 375 px wide phone: loaded at that width, the page does not scroll sideways
 *   (something too wide for the screen); a screenshot of each page that does is attached;
 * - has 0 serious or critical axe violations, checked at a desk's 1280 px once the phone check is
 *   done (the page is resized, not reloaded: one load per route serves both checks);
 * - evaluates exactly one copy of React.
 * Public routes: publicRoutes.spec.ts. Developer pages do not exist in the production build this suite runs.
 */
test.use({ viewport: PHONE });

test.describe('every route: at 375 px no sideways scroll; axe; one React', () => {
  for (const group of ROUTE_GROUPS.filter((name) => name !== 'public')) {
    const routes = routesOf(group);
    // One test walks a whole group (so one run lists every finding): each route is a page load,
    // its settling and up to two axe passes, which the default 30 s does not cover for a dozen
    // routes.
    const timeout = 30_000 + routes.length * 15_000;
    // Signed in as the test's own household's person of that role, whose screens have data.
    test(groupTitle(group, routes), async ({ page, health, household, signInAs }, testInfo) => {
      test.setTimeout(timeout);
      await signInAs(page, household.people[ROLE_PERSON[group]]);
      await checkRoutes(page, testInfo, health, group, routes);
    });
  }
});
