import { serviceDayKey } from '@housesit/shared-contracts';
import { pageAnswerKey, SHELL_BOOT_ELEMENT_ID, type ShellBoot } from '@housesit/shell/server';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, insertVisit, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { writeAreaBuilds, writeShellBuild } from '../test/shellBuild.js';

// The app's pages carry what the shell would ask for first (ShellBoot, decision 020): the shell's
// page server mounted on the API, with each area's declared first requests (its area.json).
let webRoot: string;
let t: TestApp;

beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), 'hs-boot-'));
  await writeShellBuild(webRoot);
  await writeAreaBuilds(webRoot);
  t = await createTestApp({ env: { WEB_ROOT: webRoot, SERVE_STATIC: '1' } });
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

// In the head, or after the screen when the page streams its first answers (decision 028); its JSON never holds '</'.
const BOOT_BLOCK = new RegExp(`<script type="application/json" id="${SHELL_BOOT_ELEMENT_ID}">(.*?)</script>`);

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
});

describe("the signed-in screens' first answers in their page (each area's area.json firstRequests)", () => {
  it("holds the homeowner dashboard's GETs as the API answers them, keyed as the client asks", async () => {
    const owner = await insertUser(t.db, { role: 'homeowner' });
    await insertVisit(t.db, { homeownerId: owner.id, scheduledDate: new Date(t.clock.now().getTime() + 3 * 86_400_000) });
    const client = t.client();
    await signIn(client, owner.username);
    const answers = bootOf(await (await client.get('/dashboard')).text()).answers ?? {};
    const asked = ['/api/conversations/unread', '/api/visits?when=upcoming&status=scheduled&limit=3', '/api/user/stats'];
    expect(Object.keys(answers).sort()).toEqual(asked.map((url) => pageAnswerKey(url)).sort());
    for (const url of asked) expect(answers[pageAnswerKey(url) ?? '']).toEqual(await (await client.get(url)).json());
    expect(answers[pageAnswerKey(asked[1] ?? '') ?? '']).toMatchObject({ items: [expect.objectContaining({ status: 'scheduled' })] });
  });

  it("holds the admin queue's opening page from today's service-area day, and nothing once its URL filters it", async () => {
    const admin = await insertUser(t.db, { role: 'admin' });
    const client = t.client();
    await signIn(client, admin.username);
    const opening = bootOf(await (await client.get('/jobs')).text()).answers ?? {};
    expect(Object.keys(opening)).toContain(`/api/admin/jobs?from=${serviceDayKey(t.clock.now())}&limit=100&offset=0`);
    expect(Object.keys(opening)).toContain('/api/admin/users?role=housesitter');
    expect(bootOf(await (await client.get('/jobs?status=completed')).text()).answers).toBeUndefined();
  });

  it('holds nothing on a screen of another role, nor for a visitor without a session', async () => {
    const owner = await insertUser(t.db, { role: 'homeowner' });
    const client = t.client();
    await signIn(client, owner.username);
    expect(bootOf(await (await client.get('/housesitter/jobs')).text()).answers).toBeUndefined();
    expect(bootOf(await (await t.client().get('/dashboard')).text()).answers).toBeUndefined();
  });
});
