import { ROLE_DASHBOARD, serviceDayKey, type Role, type VisitPage } from '@housesit/shared-contracts';
import { getJson } from '../fixtures/booking';
import { expectReady } from '../fixtures/ready';
import { DEMO_PASSWORD, expect, signInByApi, signInWithForm, test } from '../fixtures/test';

/**
 * The demo a new install shows (api/src/seed/demo.ts): four accounts with the demo password and
 * visits placed around the moment the server seeded them. Every worker's server seeds it at its
 * start, at the suite's instant (fixtures/server.ts: SEED_DEMO=1, CLOCK_NOW), and each test sets
 * the clock back there, so what the demo shows is what a visitor saw right after the seed.
 *
 * This is the only spec that signs in as the demo's people, and it only reads: it opens screens
 * and dialogs and never starts, books, archives or sends anything, so the demo stays as seeded for
 * every test on the worker. All other specs own their data (fixtures/test.ts `household`).
 */
const DEMO_LOGINS: { username: string; role: Role; who: string }[] = [
  { username: 'admin', role: 'admin', who: 'Margaret Doyle' },
  { username: 'sitter', role: 'housesitter', who: 'Daniel Reyes' },
  { username: 'homeowner', role: 'homeowner', who: 'Eleanor Whitcomb' },
  { username: 'homeowner2', role: 'homeowner', who: 'James Okafor' },
];

test.describe('the demo', () => {
  for (const login of DEMO_LOGINS) {
    test(`'${login.username}' signs in through the form onto the ${login.role}'s first screen`, async ({ page, health }) => {
      await signInWithForm(page, login.username, DEMO_PASSWORD);
      await expect(page).toHaveURL((url) => url.pathname === ROLE_DASHBOARD[login.role]);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectReady(page);
      const me = (
        await getJson<{ user: { username: string; role: Role; firstName: string; lastName: string } }>(page.request, '/api/auth/me')
      ).user;
      expect(me).toMatchObject({ username: login.username, role: login.role });
      expect(`${me.firstName} ${me.lastName}`).toBe(login.who);
      expect(await health.reactCopies(page)).toBe(1);
    });
  }

  test('the demo sitter has a visit in progress and one still to start on today’s list', async ({ page, clock }) => {
    await signInByApi(page, 'sitter', DEMO_PASSWORD);
    // The seed keeps both on the service day it was made on, even at 23:55 (api/src/seed/plans.ts):
    // the visit still to start is at 23:59 at the latest, the one being worked started today.
    const today = serviceDayKey(clock.start);
    const assigned = await getJson<VisitPage>(page.request, '/api/visits?limit=100');
    const todays = assigned.items.filter((visit) => serviceDayKey(visit.scheduledDate) === today);
    expect(todays.filter((visit) => visit.status === 'in_progress').length, `in progress on ${today}`).toBeGreaterThanOrEqual(1);
    expect(todays.filter((visit) => visit.status === 'scheduled').length, `still to start on ${today}`).toBeGreaterThanOrEqual(1);

    await page.goto('/sitter/dashboard');
    await expectReady(page);
    const list = page.getByRole('list', { name: "Today's visits" });
    await expect(list.getByRole('listitem').filter({ hasText: 'In Progress' }).first()).toBeVisible();
    await expect(list.getByRole('listitem').filter({ hasText: 'Upcoming' }).first()).toBeVisible();
  });

  test('the demo homeowner sees completed visits with their reports and photos', async ({ page }) => {
    await signInByApi(page, 'homeowner', DEMO_PASSWORD);
    await page.goto('/reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expectReady(page);
    const withPhotos = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'View Report' }) })
      .filter({
        has: page.getByRole('button', { name: /^Photos \(\d+\)$/ }),
      });
    await expect(withPhotos.first()).toBeVisible();

    // A report reads as the sitter wrote it, and its photos load (the media store serves them).
    const card = withPhotos.first();
    await card.getByRole('button', { name: 'View Report' }).click();
    const report = page.getByRole('dialog', { name: /^Visit Report #\d+$/ });
    await expect(report).toBeVisible();
    await expect(report.getByRole('heading', { name: /^Photos \(\d+\)$/ })).toBeVisible();
    await report.getByRole('button', { name: /^Photo 1 of \d+$/ }).click();
    const gallery = page.getByRole('dialog', { name: 'Visit Photos' });
    const shown = gallery.getByRole('img', { name: /^Visit photo 1 of \d+$/ });
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
  });
});
