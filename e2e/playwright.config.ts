import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { e2eEnv, smtpInboxDir, smtpPort } from './env';
import { pauseBeforeServiceMidnight, pausedCommand } from './serviceDay';

// Published releases of the server under test (tests/releases.spec.ts publishes into it). Set
// once in the runner's environment, so the test workers see the same folder.
const releasesDir = (process.env.E2E_RELEASES_DIR ??= mkdtempSync(join(tmpdir(), 'housesit-e2e-releases-')));

// The main project takes 12–20 min in CI: it must not cross the service area's midnight (serviceDay.ts).
const startPause = pauseBeforeServiceMidnight(30);

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 7_500 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: e2eEnv.isCI,
  reporter: [['list']],
  use: {
    baseURL: e2eEnv.baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: e2eEnv.chromiumPath,
      // Background networking is refused on this network; without these flags Chromium retries
      // Google hosts at every start.
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  // In order: the mail server first, so the API's first email finds it listening.
  webServer: [
    {
      // A real SMTP server for the email the API sends (mail/smtpInbox.ts, fixtures/mail.ts).
      command: 'npx tsx mail/smtpInbox.ts',
      port: smtpPort,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_SMTP_INBOX: smtpInboxDir },
    },
    {
      command: pausedCommand('node ../api/dist/server.js', startPause),
      url: `${e2eEnv.baseURL}/api/registry`,
      reuseExistingServer: false,
      timeout: 60_000 + startPause,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        PORT: String(e2eEnv.port),
        DATA_DIR: e2eEnv.dataDir,
        RELEASES_DIR: releasesDir,
        SEED_DEMO: '1',
        SITE_ORIGINS: `${e2eEnv.baseURL},http://127.0.0.1:${e2eEnv.port}`,
        PUBLIC_URL: e2eEnv.baseURL,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: 'Housesit <hello@housesit.test>',
        ...(e2eEnv.databaseUrl ? { DATABASE_URL: e2eEnv.databaseUrl } : {}),
      },
    },
  ],
});
