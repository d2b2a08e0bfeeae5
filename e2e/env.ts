/**
 * The e2e suite's configuration, read once. The suite starts the production build of the whole
 * product (API serving the shell and the four remotes) on E2E_PORT.
 */
import type { TraceMode } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 4310);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  throw new Error(`E2E_PORT must be a port number, got "${process.env.E2E_PORT}"`);
}

/**
 * The instant every test starts at, on the server's clock and the browser's alike (fixtures/
 * clock.ts): by default a Monday morning in Marblehead, away from midnight, month ends and
 * daylight-saving changes. E2E_CLOCK_NOW picks another, e.g. 2027-03-14T04:55:00Z (five minutes
 * before midnight on the eve of a daylight-saving change) or 2028-02-29T04:58:00Z.
 */
export const DEFAULT_CLOCK_NOW = '2026-06-15T14:00:00Z';
const clockNow = new Date(process.env.E2E_CLOCK_NOW || DEFAULT_CLOCK_NOW);
if (Number.isNaN(clockNow.getTime())) throw new Error(`E2E_CLOCK_NOW must be an ISO instant, got "${process.env.E2E_CLOCK_NOW}"`);

export const e2eEnv = {
  /** The first port of the run: each worker's server takes a free port of its own (fixtures/server.ts). */
  port,
  clockNow,
  /** When set, the server under test uses this PostgreSQL database (seeded with SEED_DEMO=1). */
  databaseUrl: process.env.DATABASE_URL || undefined,
  /**
   * The suite's browser: Chromium's headless shell (Debian's chromium-headless-shell, the same
   * release as its chromium), the build Playwright itself runs headless tests on. The full browser
   * in headless mode spent about 40 % more CPU on the same suite (700 against 410 core-seconds on two
   * cores, where the run is bound by CPU).
   */
  chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  /** The full browser, for the tests of `fullBrowser` below. */
  fullChromiumPath: process.env.FULL_CHROMIUM_PATH ?? '/usr/bin/chromium',
  isCI: Boolean(process.env.CI),
};

for (const [path, debianPackage] of [
  [e2eEnv.chromiumPath, 'chromium-headless-shell'],
  [e2eEnv.fullChromiumPath, 'chromium'],
] as const) {
  if (!existsSync(path)) throw new Error(`The e2e suite needs ${path}: apt-get install -y ${debianPackage} (README 'Test it')`);
}

/**
 * Playwright's trace of each test (E2E_TRACE: off, on, retain-on-failure, …; default off). Recording
 * one for every test, kept or not, cost a quarter of the suite's CPU (its DOM snapshots and
 * screencast, on a CPU-bound 2-core run: 141 against 104 core-seconds on the same 26 tests), so a
 * run records none unless asked; a failing test still leaves its page snapshot (error-context.md),
 * a screenshot and its server's log. To look into a failure: `cd e2e && E2E_TRACE=retain-on-failure
 * npx playwright test <spec>`.
 */
const TRACE_MODES = ['off', 'on', 'retain-on-failure', 'on-first-retry', 'retain-on-first-failure'] as const satisfies readonly TraceMode[];
const traceMode = (process.env.E2E_TRACE || 'off') as (typeof TRACE_MODES)[number];
if (!TRACE_MODES.includes(traceMode)) throw new Error(`E2E_TRACE must be one of ${TRACE_MODES.join(', ')}, got "${process.env.E2E_TRACE}"`);
export const traceSetting = { trace: traceMode, screenshot: 'only-on-failure' } as const;

/**
 * The system's Chromium (browser downloads are impossible here), for the main and the
 * load-balancer projects. Background networking is refused on this network; without these flags
 * Chromium retries Google hosts at every start.
 */
export const chromiumLaunchOptions = {
  executablePath: e2eEnv.chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * The run's SMTP server (mail/smtpInbox.ts): a fixed port beside the API's, and the folder it
 * writes each received message into. The folder is made once by the runner and handed to the
 * test workers through the environment (every process loads this file).
 */
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 15);
export const smtpInboxDir = (process.env.E2E_SMTP_INBOX ??= mkdtempSync(join(tmpdir(), 'housesit-e2e-smtp-inbox-')));

/**
 * `test.use(fullBrowser)`: the full Chromium, for a test of a page before the visitor's first sign
 * of intent (the server's HTML, the app not started: decisions 020 and 028). The headless shell
 * keeps a mouse pointer resting on the page's top-left corner, and the hover it makes as each page
 * lays out starts the app at once; the full browser's pointer is off the page until a test moves it.
 */
export const fullBrowser = { launchOptions: { ...chromiumLaunchOptions, executablePath: e2eEnv.fullChromiumPath } };
