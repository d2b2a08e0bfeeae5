import { SHELL_BOOT_ELEMENT_ID, type ShellBoot } from '@housesit/shared-contracts';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { scriptSafeJson } from './pageBoot.js';

// The app's pages carry what the shell would ask for first (ShellBoot, decision 020).
const SHELL_HTML =
  '<!doctype html><html><head><title>Housesit</title><script defer src=/main.1a2b3c4d.js></script></head><body><div id=root></div></body></html>';
let webRoot: string;
let t: TestApp;

beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), 'hs-boot-'));
  await mkdir(join(webRoot, 'shell', 'dist'), { recursive: true });
  await writeFile(join(webRoot, 'shell', 'dist', 'index.html'), SHELL_HTML);
  t = await createTestApp({ env: { WEB_ROOT: webRoot, SERVE_STATIC: '1' } });
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

const BOOT_BLOCK = new RegExp(`<script type="application/json" id="${SHELL_BOOT_ELEMENT_ID}">(.*?)</script></head>`);

function bootOf(html: string): ShellBoot {
  const json = BOOT_BLOCK.exec(html)?.[1];
  if (json === undefined) throw new Error(`no boot block in ${html}`);
  return JSON.parse(json) as ShellBoot;
}

describe("the app's pages carry the shell's boot data", () => {
  it('holds the same registry answer GET /api/registry gives, and no user when signed out', async () => {
    const client = t.client();
    const page = await client.get('/dashboard?channel.mf_admin=staging');
    const boot = bootOf(await page.text());
    const registry = await (await client.get('/api/registry?channel.mf_admin=staging')).json();
    expect(boot.registry).toEqual(registry);
    expect(boot.stagingOptIns).toEqual(['mf_admin']);
    expect(boot.user).toBeNull();
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('vary')).toContain('Cookie');
  });

  it("holds the signed-in user as GET /api/auth/me answers it, and a page that cannot be cut short by the user's own text", async () => {
    const user = await insertUser(t.db, { firstName: '</script><script>alert(1)</script>', lastName: 'Line\u2028Break' });
    const client = t.client();
    await signIn(client, user.username);
    const html = await (await client.get('/housesitter/jobs')).text();
    expect(html).not.toContain('</script><script>alert(1)');
    const me = (await (await client.get('/api/auth/me')).json()) as { user: unknown };
    expect(bootOf(html).user).toEqual(me.user);
    expect(bootOf(html).user).toMatchObject({ firstName: '</script><script>alert(1)</script>' });
  });

  it('writes JSON no HTML parser can read as markup', () => {
    expect(scriptSafeJson({ text: '<!-- </script>', line: '\u2028' })).toBe('{"text":"\\u003c!-- \\u003c/script>","line":"\\u2028"}');
  });
});
