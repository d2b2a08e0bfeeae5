/**
 * The public pages' HTML (decision 020) follows the visitor as GET /api/registry does (the
 * shell's mirrored opt-in cookie, the signed-in user's rollout bucket) and carries this
 * deployment's own parts: its support contact, its address (og:url, canonical) and the shell
 * build's link preview image.
 */
import { CHANNEL_COOKIE, rolloutBucket, ROLLOUT_COOKIE, type RuntimeRegistry } from '@housesit/shared-contracts';
import { randomUUID } from 'node:crypto';
import { copyFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChannelFile } from '../releases/channels.js';
import { insertUser, signIn } from '../test/fixtures.js';
import { LINK_PREVIEW_FILE, publicPagesWebRoot, STAGING, STAGING_TEXT } from '../test/publicPagesWebRoot.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';

const SITE = 'https://sit.example.test';
let webRoot: string;
let t: TestApp;

beforeAll(async () => {
  const built = await publicPagesWebRoot();
  webRoot = built.webRoot;
  await copyFile(
    resolve(import.meta.dirname, '../../../shell/src/prerender/link-preview.png'),
    join(webRoot, 'shell/dist', LINK_PREVIEW_FILE),
  );
  const channels = new ChannelFile(built.releasesDir, 'test');
  // Half of the visitors in a rollout get the staging landing.
  await writeFile(
    channels.path,
    JSON.stringify({ remotes: { mf_public: { stable: null, staging: STAGING, stagingPercent: 50, previous: [] } } }),
  );
  t = await createTestApp({
    env: {
      WEB_ROOT: webRoot,
      SERVE_STATIC: '1',
      RELEASES_DIR: built.releasesDir,
      PUBLIC_URL: SITE,
      SUPPORT_EMAIL: 'help@sit.example.test',
      SUPPORT_PHONE: '(617) 555-0199',
    },
    channels,
  });
}, 120_000);
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

async function html(client: TestClient, path: string): Promise<string> {
  const response = await client.get(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('vary')).toMatch(/Cookie/);
  return response.text();
}

async function registryChannel(client: TestClient, query = ''): Promise<string> {
  const response = await client.get(`/api/registry${query}`);
  return ((await response.json()) as RuntimeRegistry).remotes.mf_public.channel;
}

/** A client that sends these cookies (as a browser that has them). */
function withCookies(cookies: Record<string, string>): TestClient {
  const client = t.client();
  for (const [name, value] of Object.entries(cookies)) client.cookies.set(name, value);
  return client;
}

describe('the opt-in cookie the shell mirrors', () => {
  it('serves the staging release to a visitor whose cookie opts in, as the registry does', async () => {
    expect(await html(t.client(), '/')).not.toContain(STAGING_TEXT);
    const optedIn = withCookies({ [CHANNEL_COOKIE]: 'mf_public:staging' });
    expect(await html(optedIn, '/')).toContain(STAGING_TEXT);
    expect(await registryChannel(optedIn)).toBe('staging');
  });

  it('lets the query win over the cookie', async () => {
    const optedIn = withCookies({ [CHANNEL_COOKIE]: 'mf_public:staging' });
    expect(await html(optedIn, '/?channel.mf_public=stable')).not.toContain(STAGING_TEXT);
    expect(await registryChannel(optedIn, '?channel.mf_public=stable')).toBe('stable');
    const optedOut = withCookies({ [CHANNEL_COOKIE]: 'mf_public:stable' });
    expect(await html(optedOut, '/?channel.mf_public=staging')).toContain(STAGING_TEXT);
  });

  it('ignores a cookie part that names an unknown remote or channel, or is not ours at all', async () => {
    for (const value of [
      'mf_public:beta',
      'mf_nope:staging',
      'mf_public:staging:x',
      'mf_public',
      'staging',
      `${'x'.repeat(200)}|mf_public:staging`,
    ]) {
      expect(await html(withCookies({ [CHANNEL_COOKIE]: value }), '/'), value).not.toContain(STAGING_TEXT);
    }
    // A stray part does not spoil a good one.
    expect(await html(withCookies({ [CHANNEL_COOKIE]: 'mf_nope:staging|mf_public:staging' }), '/')).toContain(STAGING_TEXT);
  });
});

describe('a signed-in visitor in a percentage rollout', () => {
  it('gets the release their user id buckets to, the same as GET /api/registry gives them, whatever their anonymous cookie', async () => {
    // One user on each side of the 50 % line (ids are sequential: a few inserts find both).
    const sides = new Map<boolean, number>();
    while (sides.size < 2) {
      const user = await insertUser(t.db);
      const staged = rolloutBucket(`user:${user.id}`, 'mf_public') < 50;
      if (!sides.has(staged)) {
        sides.set(staged, user.id);
        const client = t.client();
        await signIn(client, user.username);
        // An anonymous id that buckets the other way: the user id must be what counts.
        let anonymous = randomUUID();
        while (rolloutBucket(`anon:${anonymous}`, 'mf_public') < 50 === staged) anonymous = randomUUID();
        client.cookies.set(ROLLOUT_COOKIE, anonymous);
        expect(await html(client, '/').then((page) => page.includes(STAGING_TEXT)), `user ${user.id}`).toBe(staged);
        expect(await registryChannel(client)).toBe(staged ? 'staging' : 'stable');
      }
    }
  });
});

describe("this deployment's parts", () => {
  it("/support shows the configured contact, escaped, and never the build's loading text or placeholders", async () => {
    const page = await html(t.client(), '/support');
    expect(page).toContain('<a href="mailto:help@sit.example.test">help@sit.example.test</a>');
    expect(page).toContain('<a href="tel:+16175550199">(617) 555-0199</a>');
    expect(page).not.toContain('Loading contact details');
    expect(page).not.toContain('__HOUSESIT_');
  });

  it('every page links its absolute address and the link preview image, which is served immutable', async () => {
    for (const path of ['/', '/terms', '/privacy', '/support', '/login', '/login?tab=register']) {
      const page = await html(t.client(), path);
      expect(page, path).toContain(`<link rel="canonical" href="${SITE}${path}" />`);
      expect(page, path).toContain(`<meta property="og:url" content="${SITE}${path}" />`);
      expect(page, path).toContain(`<meta property="og:image" content="${SITE}/${LINK_PREVIEW_FILE}" />`);
      expect(page, path).toContain('<meta property="og:image:width" content="1200" />');
      expect(page, path).toContain('<meta property="og:image:height" content="630" />');
      expect(page, path).toContain('<meta property="og:image:alt" content="Housesit: Your trusted home care service" />');
      expect(page.indexOf('og:image'), path).toBeLessThan(page.indexOf('</head>'));
    }
    const image = await t.client().get(`/${LINK_PREVIEW_FILE}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
