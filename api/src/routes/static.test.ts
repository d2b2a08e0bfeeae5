import { API_ERRORS } from '@housesit/shared-contracts';
import { IMMUTABLE, REVALIDATE, SHELL_BOOT_ELEMENT_ID } from '@housesit/shell/server';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { writeShellBuild } from '../test/shellBuild.js';

const PRECOMPRESSED_SOURCE = `export const text = ${JSON.stringify('precompressed '.repeat(500))};`;
let webRoot: string;
let t: TestApp;

async function put(path: string, content: string) {
  await mkdir(dirname(join(webRoot, path)), { recursive: true });
  await writeFile(join(webRoot, path), content);
}

beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), 'hs-web-'));
  await writeShellBuild(webRoot);
  await put('shell/dist/main.1a2b3c4d.js', 'console.log("shell")');
  await put('shell/dist/main.1a2b3c4d.js.map', '{"version":3,"sources":["bootstrap.tsx"]}');
  await put('shell/dist/big.5e6f7a8b.js', `export const text = ${JSON.stringify('housesit '.repeat(2000))};`);
  await put('shell/dist/remoteEntry.js', '/* shell entry */');
  // As the production build writes it: a gzip copy beside the file, which differs from what
  // compressing on the fly would give, so the test can tell which was sent.
  await put('shell/dist/chunk.9a8b7c6d.js', PRECOMPRESSED_SOURCE);
  await writeFile(join(webRoot, 'shell/dist/chunk.9a8b7c6d.js.gz'), gzipSync(`${PRECOMPRESSED_SOURCE}/* from the build's copy */`));
  await put('shell/dist/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await put('mf-public/dist/mf-manifest.json', '{"name":"mf_public"}');
  await put('mf-public/dist/mf-stats.json', '{}');
  await put('mf-public/dist/remoteEntry.js', '/* public entry */');
  await put('mf-public/dist/static/js/Landing.0f9e8d7c.js', 'export {}');
  await put('mf-public/dist/static/js/Landing.0f9e8d7c.js.map', '{"version":3,"sources":["Landing.tsx"]}');
  await put('mf-admin/dist/mf-manifest.json', '{"name":"mf_admin"}');
  t = await createTestApp({ env: { WEB_ROOT: webRoot, SERVE_STATIC: '1' } });
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

const get = (path: string) => t.client().get(path);

describe('static serving', () => {
  it("answers / with the app's page, composed by the shell's page server (no build rendered it here)", async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script defer src="/main.1a2b3c4d.js"></script>');
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('sends files gzip-compressed to browsers that accept it', async () => {
    const plain = await t.client().get('/big.5e6f7a8b.js');
    const zipped = await t.client({ 'Accept-Encoding': 'gzip' }).get('/big.5e6f7a8b.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const zippedBytes = (await zipped.arrayBuffer()).byteLength;
    expect(zippedBytes).toBeLessThan((await plain.arrayBuffer()).byteLength / 10);
  });

  it("sends the build's gzip copy of a file as it is, and the file itself to a browser without gzip", async () => {
    const zipped = await t.client({ 'Accept-Encoding': 'gzip, deflate, br' }).get('/chunk.9a8b7c6d.js');
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('content-type')).toMatch(/javascript/);
    expect(zipped.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(zipped.headers.get('vary')).toMatch(/Accept-Encoding/i);
    // Read as bytes: the client would otherwise decompress it and hide which copy was sent.
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toContain("from the build's copy");
    const plain = await t.client().get('/chunk.9a8b7c6d.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(PRECOMPRESSED_SOURCE);
  });

  it('caches hashed files for a year as immutable', async () => {
    const response = await get('/main.1a2b3c4d.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    const remoteChunk = await get('/remotes/mf_public/static/js/Landing.0f9e8d7c.js');
    expect(remoteChunk.status).toBe(200);
    expect(remoteChunk.headers.get('cache-control')).toBe(IMMUTABLE);
  });

  it("serves each remote's dist under /remotes/<name>/ with manifests and entries revalidated", async () => {
    for (const path of ['/remotes/mf_public/mf-manifest.json', '/remotes/mf_public/mf-stats.json', '/remotes/mf_public/remoteEntry.js']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe(REVALIDATE);
    }
    expect(await (await get('/remotes/mf_public/mf-manifest.json')).json()).toEqual({ name: 'mf_public' });
    expect(await (await get('/remotes/mf_admin/mf-manifest.json')).json()).toEqual({ name: 'mf_admin' });
    expect((await get('/remotes/mf_sitter/mf-manifest.json')).status).toBe(404);
    expect((await get('/remotes/mf_nope/mf-manifest.json')).status).toBe(404);
  });

  it("answers client routes with the shell (SPA fallback), carrying the visitor's registry answer and session (shellBoot.test.ts)", async () => {
    for (const path of ['/dashboard', '/admin/dashboard', '/housesitter/jobs', '/no/such/page']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain(`<script type="application/json" id="${SHELL_BOOT_ELEMENT_ID}">`);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('answers 404 for missing files instead of the shell', async () => {
    expect((await get('/missing.3c4d5e6f.js')).status).toBe(404);
    expect((await get('/remotes/mf_public/missing.js')).status).toBe(404);
  });

  it('keeps unknown /api paths a JSON 404', async () => {
    const response = await get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'not_found', message: API_ERRORS.notFound });
  });

  it('does not serve files outside the dist folders', async () => {
    await put('secret.txt', 'secret');
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/remotes/mf_public/../../secret.txt']) {
      const response = await get(path);
      expect(await response.text(), path).not.toBe('secret');
    }
  });

  it('never follows a symbolic link out of a served folder', async () => {
    await put('mailbox/reset.eml', 'Subject: Reset your password');
    await symlink(join(webRoot, 'mailbox', 'reset.eml'), join(webRoot, 'shell/dist/leak.1a2b3c4d.js'));
    await symlink(join(webRoot, 'mailbox'), join(webRoot, 'mf-public/dist/mail'));
    for (const path of ['/leak.1a2b3c4d.js', '/remotes/mf_public/mail/reset.eml']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('Reset your password');
    }
  });

  it('answers 404 for source maps unless the visitor is a signed-in admin', async () => {
    const maps = ['/main.1a2b3c4d.js.map', '/remotes/mf_public/static/js/Landing.0f9e8d7c.js.map'];
    for (const path of [...maps, '/main.1a2b3c4d.js.%6dap', '/main.1a2b3c4d.js.ma%70']) expect((await get(path)).status, path).toBe(404);
    const sitter = t.client();
    await signIn(sitter, (await insertUser(t.db, { role: 'housesitter' })).username);
    for (const path of maps) expect((await sitter.get(path)).status, path).toBe(404);

    const admin = t.client();
    await signIn(admin, (await insertUser(t.db, { role: 'admin' })).username);
    for (const path of maps) {
      const response = await admin.get(path);
      expect(response.status, path).toBe(200);
      expect(((await response.json()) as { version: number }).version, path).toBe(3);
      expect(response.headers.get('cache-control'), path).toMatch(/^private/);
    }
    expect((await admin.get('/missing.3c4d5e6f.js.map')).status).toBe(404);
  });
});

describe('without SERVE_STATIC', () => {
  it('serves no files', async () => {
    const plain = await createTestApp({ database: t.database, env: { WEB_ROOT: webRoot } });
    try {
      expect((await plain.client().get('/')).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
