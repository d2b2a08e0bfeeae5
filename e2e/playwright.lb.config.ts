import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, e2eEnv, traceSetting } from './env';
import { lbRunnable, lbSettings } from './lb/settings';

/**
 * The load-balancer project: the whole day through two API instances behind nginx, on
 * one PostgreSQL database and an S3-compatible store (lb/stack.ts). Run after the main project by
 * `npm test` (e2e/package.json); skipped where DATABASE_URL or nginx is missing. Like the main
 * project it starts at the suite's instant (E2E_CLOCK_NOW) on the instances' clocks and the
 * browser's, and owns its data (lb/test.ts), so it runs on any day at any hour.
 */
export default defineConfig({
  testDir: './lb',
  // Beside the main project's results, which `npm test` runs first: they are kept for its report.
  outputDir: './test-results/lb',
  // Each test is a whole story across several browsers and both instances (booking, payment,
  // photo uploads to S3, a release built and promoted, an instance drained mid-traffic): minutes,
  // not the main project's 30 s.
  timeout: 240_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: e2eEnv.isCI,
  reporter: [['list']],
  use: {
    baseURL: lbSettings.origin,
    ...traceSetting,
    launchOptions: chromiumLaunchOptions,
  },
  webServer: lbRunnable
    ? {
        command: 'npx tsx lb/stack.ts',
        url: `${lbSettings.origin}/api/ready`,
        reuseExistingServer: false,
        timeout: 180_000,
        stdout: 'pipe',
        stderr: 'pipe',
        // The stack stops its instances and nginx and drops its database on SIGTERM.
        gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
      }
    : undefined,
});
