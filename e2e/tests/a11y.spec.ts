import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ROUTES, SITTER_ROLE, type Role, type RouteEntry } from '@housesit/shared-contracts';
import { expect, signInByApi, test } from '../fixtures/test';

/**
 * Issue 10: every route of the route table, as the role it is for, has 0 serious or critical
 * axe violations and evaluates exactly one copy of React. Public routes are checked signed out;
 * developer pages do not exist in the production build this suite runs.
 */
const DEMO_USER: Record<Role, string> = { homeowner: 'homeowner', admin: 'admin', housesitter: 'sitter' };

function roleOf(route: RouteEntry): Role | 'public' | null {
  if (route.access.kind === 'public') return 'public';
  if (route.access.kind === 'role') return route.access.role;
  // /purchase: any signed-in user; the homeowner is who books.
  if (route.access.kind === 'signedIn') return 'homeowner';
  return null;
}

const GROUPS = ['public', 'homeowner', 'admin', SITTER_ROLE] as const;

/** The screen is drawn (its h1) and its data has arrived (no request in flight, no kit Spinner). */
async function settle(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test.describe('every route: axe and one React', () => {
  for (const group of GROUPS) {
    const routes = ROUTES.filter((route) => roleOf(route) === group);
    test(`${group === 'public' ? 'signed out' : `as the demo ${group}`}: ${routes.map((r) => r.path).join(', ')}`, async ({ page, health }) => {
      test.setTimeout(30_000 + routes.length * 15_000);
      if (group !== 'public') await signInByApi(page, DEMO_USER[group]);
      const found: Record<string, string[]> = {};
      for (const route of routes) {
        await settle(page, route.path);
        expect(new URL(page.url()).pathname, `${route.path} was not redirected`).toBe(route.path);
        expect(await health.reactCopies(page), `React copies on ${route.path}`).toBe(1);
        const violations = await seriousViolations(page);
        if (violations.length > 0) found[route.path] = violations;
      }
      // All routes of the group are reported at once, so one run lists everything to fix.
      expect(found).toEqual({});
    });
  }
});
