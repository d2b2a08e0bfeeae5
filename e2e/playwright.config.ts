import { defineConfig } from '@playwright/test';
import { availableParallelism } from 'node:os';
import { chromiumLaunchOptions, e2eEnv, traceSetting, smtpInboxDir, smtpPort } from './env';

/**
 * The main e2e project: every test owns its data (fixtures/test.ts `household`) on its worker's
 * own server (fixtures/server.ts), and starts at the suite's instant (E2E_CLOCK_NOW), so tests run
 * in parallel, in any order, on any day.
 */
export default defineConfig({
  testDir: './tests',
  // Ceilings for a loaded 2-core machine, not the expected durations: with two workers (each a
  // browser and a server) the load average sits near 12, and a test that takes 10 s on a quiet
  // machine took over 30 s there. `npm run bench -- flakes` prints each run's wall time, so a
  // test that really slows down still shows.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  // One worker per core: each runs a browser and a server of its own.
  workers: Number(process.env.E2E_WORKERS ?? availableParallelism()),
  // A flaky test is found (npm run bench -- flakes), never retried away.
  retries: 0,
  forbidOnly: e2eEnv.isCI,
  reporter: [['list']],
  globalSetup: './setup/global.ts',
  use: {
    ...traceSetting,
    launchOptions: chromiumLaunchOptions,
  },
  // A real SMTP server for the email the servers send (mail/smtpInbox.ts, fixtures/mail.ts).
  webServer: {
    command: 'npx tsx mail/smtpInbox.ts',
    port: smtpPort,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_SMTP_PORT: String(smtpPort), E2E_SMTP_INBOX: smtpInboxDir },
  },
});
