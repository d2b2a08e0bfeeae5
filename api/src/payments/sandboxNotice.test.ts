/**
 * A production server taking test payments (PAYMENTS=sandbox, no Polar) says so on every page:
 * the registry answer (GET /api/registry, and the ShellBoot of the app's pages) tells the shell,
 * and the public pages that work without scripts carry the notice in their HTML.
 */
import { SANDBOX_PAYMENTS_NOTICE, type RuntimeRegistry } from '@housesit/shared-contracts';
import { SHELL_BOOT_ELEMENT_ID, type ShellBoot } from '@housesit/shell/server';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeShellBuild } from '../test/shellBuild.js';
import { createTestApp, createTestDatabase, type TestDatabase } from '../test/testApp.js';

/** The shell build's prerendered sign-in page, as small as the page server takes it. */
const SHELL_PRERENDER = {
  pages: {
    '/login': {
      head: { title: 'Sign in', description: 'Sign in to Housesit.', ogTitle: 'Sign in', ogDescription: 'Sign in.', ogType: 'website' },
      css: '',
      html: '<form>Sign in</form>',
    },
  },
  frames: {},
};
const BOOT_BLOCK = new RegExp(`<script type="application/json" id="${SHELL_BOOT_ELEMENT_ID}">(.*?)</script>`);

let webRoot: string;
let database: TestDatabase;
beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), 'hs-sandbox-notice-'));
  await writeShellBuild(webRoot);
  await writeFile(join(webRoot, 'shell', 'dist', 'prerender.json'), JSON.stringify(SHELL_PRERENDER));
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  await rm(webRoot, { recursive: true, force: true });
});

async function pagesOf(env: Record<string, string>) {
  const t = await createTestApp({ database, env: { WEB_ROOT: webRoot, SERVE_STATIC: '1', ...env } });
  try {
    const registry = (await (await t.client().get('/api/registry')).json()) as RuntimeRegistry;
    const appPage = await (await t.client().get('/dashboard')).text();
    const boot = JSON.parse(BOOT_BLOCK.exec(appPage)?.[1] ?? 'null') as ShellBoot | null;
    const signIn = await (await t.client().get('/login')).text();
    return { registry, boot, signIn };
  } finally {
    await t.close();
  }
}

describe('the sandbox payments notice', () => {
  it('is in the boot data and on the server-rendered pages of a production server taking test payments', async () => {
    const { registry, boot, signIn } = await pagesOf({ NODE_ENV: 'production', PAYMENTS: 'sandbox' });
    expect(registry.sandboxPayments).toBe(true);
    expect(boot?.registry.sandboxPayments).toBe(true);
    // First inside the server's page, which the app removes when it shows its own notice.
    expect(signIn).toMatch(
      new RegExp(`<div id="server-page" data-path="/login"><p role="status" data-sandbox-payments [^>]*>${SANDBOX_PAYMENTS_NOTICE}</p>`),
    );
  });

  it('is nowhere outside production, where every payment is a test', async () => {
    const { registry, boot, signIn } = await pagesOf({});
    expect(registry).not.toHaveProperty('sandboxPayments');
    expect(boot?.registry).not.toHaveProperty('sandboxPayments');
    expect(signIn).toContain('<form>Sign in</form>');
    expect(signIn).not.toContain(SANDBOX_PAYMENTS_NOTICE);
  });
});
