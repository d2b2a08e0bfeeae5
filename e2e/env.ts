/**
 * The e2e suite's configuration, read once. The suite starts the production build of the whole
 * product (API serving the shell and the four remotes) on E2E_PORT.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 4310);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  throw new Error(`E2E_PORT must be a port number, got "${process.env.E2E_PORT}"`);
}

export const e2eEnv = {
  port,
  baseURL: `http://localhost:${port}`,
  /** When set, the server under test uses this PostgreSQL database (seeded with SEED_DEMO=1). */
  databaseUrl: process.env.DATABASE_URL || undefined,
  chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  isCI: Boolean(process.env.CI),
  /** Embedded mode keeps its data in a fresh temp folder per run. */
  dataDir: mkdtempSync(join(tmpdir(), 'housesit-e2e-')),
};

/**
 * The run's SMTP server (mail/smtpInbox.ts): a fixed port beside the API's, and the folder it
 * writes each received message into. The folder is made once by the runner and handed to the
 * test workers through the environment (every process loads this file).
 */
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 15);
export const smtpInboxDir = (process.env.E2E_SMTP_INBOX ??= mkdtempSync(join(tmpdir(), 'housesit-e2e-smtp-inbox-')));
