/**
 * A bad staged release takes itself back (docs/decisions/007-releases.md 'Release health'): an
 * mf-admin release staged for everyone (100 % rollout) whose files are gone from the server, so
 * every page load of the admin area fails. After RELEASE_ROLLBACK_MIN_LOADS failed page loads (five
 * on the suite's servers, fixtures/server.ts) the API unstages it by itself, and the admin gets the
 * stable area on the next reload, with the notice of why.
 */
import { existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import type { ReleaseHealthView } from '@housesit/shared-contracts';
import type { Page } from '@playwright/test';
import { ADMIN_MARKER, expect, test, THROWN_AT_RENDER } from '../fixtures/releases';
import { RELEASE_ROLLBACK_MIN_LOADS as MIN_LOADS } from '../fixtures/server';

const UNAVAILABLE = 'This part of Housesit is unavailable right now.';

/**
 * How many of the page's failure reports the API has answered. The API answers only after it
 * counted the failure and applied the rule, which may be taking the release back at that moment:
 * a failure count that has risen does not yet mean the channels changed, and a page load started
 * in between still gets the staged release, whose report then no longer counts.
 */
function answeredFailureReports(page: Page): () => number {
  let answered = 0;
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/registry/client-errors') answered++;
  });
  return () => answered;
}

test('a staged release whose area fails on every page load is unstaged after enough loads, and reload gives stable', async ({
  page,
  health,
  household,
  signInAs,
  releases,
}) => {
  test.slow();
  health.allow(/mf_admin|Failed to load resource|RUNTIME-|remote/i);
  const { release } = releases.publish('adminMarker');
  releases.run('stage', 'mf_admin', release, '--percent', '100');
  await signInAs(page, household.people.admin);
  const stagedRow = async (id: string) => {
    const counts = (await (await page.request.get('/api/registry/health')).json()) as ReleaseHealthView;
    return counts.releases.find((row) => row.release === id && row.channel === 'staging');
  };
  const failuresOf = async (id: string) => (await stagedRow(id))?.failures ?? 0;
  // The server reads the release once while its files are there, as it would before they broke.
  const registry = await page.request.get('/api/registry');
  expect(((await registry.json()) as { remotes: { mf_admin: { release?: string } } }).remotes.mf_admin.release).toBe(release);

  const folder = join(releases.folder, 'mf_admin', release);
  const away = `${folder}.away`;
  renameSync(folder, away);
  let failedLoads = 0;
  const answered = answeredFailureReports(page);
  // From the first broken page load to the load that found the release taken back (the note's figure).
  const brokeAt = performance.now();
  try {
    // Each page load fails and is reported, until the API takes the release back.
    for (; failedLoads <= MIN_LOADS; failedLoads++) {
      await page.goto('/admin/dashboard');
      const shown = page.getByText(UNAVAILABLE).or(page.getByRole('heading', { name: 'Admin Dashboard' }));
      await expect(shown).toBeVisible({ timeout: 15_000 });
      if (await page.getByRole('heading', { name: 'Admin Dashboard' }).isVisible()) break;
      await expect.poll(answered).toBeGreaterThan(failedLoads);
      expect(await failuresOf(release)).toBeGreaterThan(failedLoads);
    }
  } finally {
    if (existsSync(away)) renameSync(away, folder);
  }

  console.log(
    `[canary] unstaged by itself after ${failedLoads} failed page loads, ${((performance.now() - brokeAt) / 1000).toFixed(1)} s after the first`,
  );
  // Not before the minimum of page loads, and then by itself: the admin area is the stable build again.
  expect(failedLoads).toBeGreaterThan(0);
  expect(failedLoads).toBeLessThanOrEqual(MIN_LOADS);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
  await expect(page.getByText(ADMIN_MARKER)).toHaveCount(0);
  expect(releases.run('list', 'mf_admin')).toContain('staging —');
  const staged = await stagedRow(release);
  expect(staged?.failures).toBeGreaterThanOrEqual(MIN_LOADS);
  expect(staged?.unstageReason).toMatch(
    new RegExp(`^Automatically unstaged: 100\\.0 % of \\d+ page loads of ${release.replace(/\./g, '\\.')} failed`),
  );

  // Every admin is told, in the notification list.
  await page.goto('/admin/notifications');
  await expect(page.getByText(`Release ${release} was unstaged automatically`)).toBeVisible();
});

test('a staged release that throws at render, at a 50 % rollout, is unstaged after enough page loads, and the admins are told', async ({
  page,
  health,
  household,
  signInAs,
  releases,
}) => {
  test.slow();
  // The release's own failure, as React and the area's fallback report it: nothing else may fail.
  health.allow(new RegExp(`${THROWN_AT_RENDER}|The above error occurred|mf_admin|Failed to load resource`, 'i'));
  const { release } = releases.publish('adminThrows');
  releases.run('stage', 'mf_admin', release, '--percent', '50');
  await signInAs(page, household.people.admin);
  const stagedRow = async () => {
    const counts = (await (await page.request.get('/api/registry/health')).json()) as ReleaseHealthView;
    return counts.releases.find((row) => row.release === release && row.channel === 'staging');
  };

  const answered = answeredFailureReports(page);
  // The admin opts in to staging (half the visitors would land there by the rollout anyway).
  await page.goto('/admin/dashboard?channel.mf_admin=staging');
  const brokeAt = performance.now();
  let failedLoads = 0;
  // A page that throws reports its load and its failure separately, in either order: the rule may
  // see its last failure before its last load, and decide at the next page load's reports.
  const lastLoad = MIN_LOADS + 1;
  for (; failedLoads <= lastLoad; failedLoads++) {
    if (failedLoads > 0) await page.goto('/admin/dashboard');
    const shown = page.getByText(UNAVAILABLE).or(page.getByRole('heading', { name: 'Admin Dashboard' }));
    await expect(shown).toBeVisible({ timeout: 15_000 });
    if (await page.getByRole('heading', { name: 'Admin Dashboard' }).isVisible()) break;
    await expect.poll(answered).toBeGreaterThan(failedLoads);
    await expect.poll(async () => ((await stagedRow())?.failures ?? 0) > failedLoads).toBe(true);
  }
  console.log(
    `[canary] a release throwing at render was unstaged after ${failedLoads} failed page loads, ${((performance.now() - brokeAt) / 1000).toFixed(1)} s after the first`,
  );

  // Not before the minimum of page loads; then the stable admin area, and the reason recorded.
  expect(failedLoads).toBeGreaterThan(0);
  expect(failedLoads).toBeLessThanOrEqual(lastLoad);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  expect(releases.run('list', 'mf_admin')).toContain('staging —');
  expect((await stagedRow())?.unstageReason).toMatch(/^Automatically unstaged: /);
  await page.goto('/admin/notifications');
  await expect(page.getByText(`Release ${release} was unstaged automatically`)).toBeVisible();
});
