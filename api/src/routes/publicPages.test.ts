/**
 * The public pages as HTML (decision 020), end to end without a browser: the public area's and
 * the shell's real prerender entries are rendered by the same runner their production builds
 * use, into a web root; the API's answer (no script runs) must hold each page's content and head.
 */
import { formatCents, LOGIN_FORM_ERRORS, PLANS } from '@housesit/shared-contracts';
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChannelFile } from '../releases/channels.js';
import { createTestApp, type TestApp } from '../test/testApp.js';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/** As the shell's build writes it: minified, attributes unquoted where they can be. */
const SHELL_INDEX =
  '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=description content="generic"><script defer src=/main.1a2b3c4d.js></script><title>Housesit</title></head>' +
  '<body><noscript>Housesit needs JavaScript to run.</noscript><div id=root></div></body></html>';
const STAGING = '1.0.1-5a6b7c8d9e';

let webRoot: string;
let t: TestApp;

/** What the production build does after emit (shell/federation/prerender.cjs). */
function prerender(pkg: 'mf-public' | 'shell', out: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(REPO, 'shell/federation/prerender-run.mjs'), 'src/prerender/pages.tsx', out], {
      cwd: join(REPO, pkg),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`prerender of ${pkg} failed: ${stderr}`))));
  });
}

beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), 'hs-public-pages-'));
  const releasesDir = join(webRoot, 'releases');
  await mkdir(join(webRoot, 'shell/dist'), { recursive: true });
  await mkdir(join(webRoot, 'mf-public/dist'), { recursive: true });
  await writeFile(join(webRoot, 'shell/dist/index.html'), SHELL_INDEX);
  await Promise.all([
    prerender('shell', join(webRoot, 'shell/dist/prerender.json')),
    prerender('mf-public', join(webRoot, 'mf-public/dist/prerender.json')),
  ]);
  // A staging release of the public area whose landing says something else.
  const built = await readFile(join(webRoot, 'mf-public/dist/prerender.json'), 'utf8');
  await mkdir(join(releasesDir, 'mf_public', STAGING), { recursive: true });
  await writeFile(
    join(releasesDir, 'mf_public', STAGING, 'prerender.json'),
    built.replace('Peace of mind while you', 'Staging peace of mind while you'),
  );
  const channels = new ChannelFile(releasesDir, 'test');
  await writeFile(
    channels.path,
    JSON.stringify({ remotes: { mf_public: { stable: null, staging: STAGING, stagingPercent: 0, previous: [] } } }),
  );
  t = await createTestApp({ env: { WEB_ROOT: webRoot, SERVE_STATIC: '1', RELEASES_DIR: releasesDir }, channels });
}, 120_000);
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

async function page(path: string) {
  const response = await t.client().get(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  return response.text();
}

/** The page's own head: one title, its description and Open Graph tags, none of the shell's generic ones. */
function expectHead(html: string, title: string) {
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html).toContain(`<title>${title.replace(/&/g, '&amp;')}</title>`);
  expect(html).not.toContain('content="generic"');
  expect(html.match(/<meta name="description" content="[^"]{20,}"/g)).toHaveLength(1);
  expect(html).toContain(`<meta property="og:title" content="${title.replace(/&/g, '&amp;')}"`);
  expect(html).toMatch(/<meta property="og:description" content="[^"]{20,}"/);
  expect(html).toMatch(/<meta property="og:type" content="(website|article)"/);
}

/** The server's page sits before #root, which it hides, and carries its styles. */
function serverPage(html: string, path: string): string {
  const start = html.indexOf(`<div id="server-page" data-path="${path}">`);
  const root = html.indexOf('<div id=root>');
  expect(start, 'server page').toBeGreaterThan(0);
  expect(root).toBeGreaterThan(start);
  expect(html).toContain('#server-page ~ #root { display: none; }');
  expect(html).toMatch(/<style data-server-page>[^<]*\.[A-Za-z]+\{[^<]*<\/style>/);
  return html.slice(start, root);
}

describe('public pages as HTML', () => {
  it('/ holds the hero, every plan with its price, the FAQ questions and the shell frame', async () => {
    const html = await page('/');
    expectHead(html, 'Housesit: Your trusted home care service');
    const body = serverPage(html, '/');
    expect(body).toContain('Peace of mind while you');
    expect(body).toContain('<a href="#main"'); // the shell's Layout around the area's page
    expect(body).toContain('href="/login?tab=register"');
    expect(body).toContain('href="/login"');
    for (const plan of Object.values(PLANS)) {
      expect(body).toContain(plan.name);
      // The landing shows whole dollars ('$65' for $65.00), or the tier's 'Starting at …'.
      expect(body).toContain(plan.tier.highlight ?? formatCents(plan.priceCents).replace(/\.00$/, ''));
    }
    expect(body).toContain('Frequently Asked Questions');
    // A question: a native disclosure, collapsed, that opens without scripts.
    expect(body).toMatch(/<details name="[^"]+"[^>]*><summary[^>]*><h3>What is Housesit\?<\/h3>/);
    expect(body).not.toContain('<details open');
    // 'Get Started' leads where choosing the plan in the dialog does.
    expect(body).toMatch(
      /<a [^>]*href="\/login\?tab=register&amp;plan=extended"[^>]*>Get Started<span[^>]*> with <!-- -->Extended Visit<\/span><\/a>/,
    );
    expect(body).not.toContain('<script'); // complete without scripts (no streamed-in parts)
    expect(html).not.toContain('needs JavaScript'); // so the shell's notice for scripts-off visitors is left out
  });

  it('/terms and /privacy hold every numbered section', async () => {
    const terms = await page('/terms');
    expectHead(terms, 'Terms of Service · Housesit');
    expect(serverPage(terms, '/terms')).toMatch(/<h2 id="legal-acceptance">1<!-- -->\. <!-- -->Acceptance of Terms<\/h2>/);
    const privacy = await page('/privacy');
    expectHead(privacy, 'Privacy Policy · Housesit');
    expect(serverPage(privacy, '/privacy').match(/<h2 id="legal-/g)?.length).toBeGreaterThan(3);
  });

  it('/support holds the visit help and the FAQ', async () => {
    const html = await page('/support');
    expectHead(html, 'Help & Support · Housesit');
    const body = serverPage(html, '/support');
    expect(body).toContain('<h1>Help &amp; Support</h1>');
    expect(body).toContain('Frequently Asked Questions');
  });

  it('/login and ?tab=register hold their labelled forms: sign-in posts itself, registration needs the app', async () => {
    const login = await page('/login');
    expectHead(login, 'Sign in · Housesit');
    const loginBody = serverPage(login, '/login');
    expect(loginBody).toContain('<label for="login-username"');
    expect(loginBody).toMatch(/<label for="login-password"[^>]*>Password<\/label>/);
    expect(loginBody).toContain('href="/reset-password"');
    // Posted to its own address (no action: the page's ?next= comes along), never as a GET.
    expect(loginBody).toMatch(/<form [^>]*aria-label="Login" method="post">/);
    expect(loginBody).not.toMatch(/<form[^>]* action=/);
    expect(loginBody).toMatch(/<button type="submit"(?![^>]*disabled)[^>]*>Sign in<\/button>/);
    // The tabs are links, each a Tab stop, so the other form is reachable without scripts.
    expect(loginBody).toMatch(/<a [^>]*href="\/login\?tab=register" role="tab"[^>]*aria-selected="false"/);
    expect(loginBody).not.toMatch(/role="tab"[^>]*tabindex="-1"/);

    const register = await page('/login?tab=register');
    expectHead(register, 'Create an account · Housesit');
    const registerBody = serverPage(register, '/login');
    for (const label of ['First name', 'Last name', 'Email', 'Username', 'Password'])
      expect(registerBody).toMatch(new RegExp(`<label for="register-[a-z-]+"[^>]*>${label}</label>`));
    expect(registerBody).toMatch(/<button type="submit" disabled=""[^>]*>Create account<\/button>/);
    expect(registerBody).toMatch(/<a [^>]*href="\/login" role="tab"[^>]*aria-selected="false"/);
  });

  it('/login?error=<code> shows the refusal the form sign-in sent back, as the app does', async () => {
    for (const [code, message] of Object.entries(LOGIN_FORM_ERRORS)) {
      const html = await page(`/login?error=${code}&next=%2Freports`);
      expectHead(html, 'Sign in · Housesit');
      const body = serverPage(html, '/login');
      expect(body).toMatch(new RegExp(`role="alert"[^>]*>${message.replace(/[.?]/g, '\\$&')}</p>`));
      expect(body).toMatch(/<form [^>]*method="post">/);
    }
    // Any other code is not ours to show; the Register tab shows no sign-in refusal.
    expect(serverPage(await page('/login?error=%3Cscript%3E'), '/login')).not.toContain('role="alert"');
    expect(serverPage(await page('/login?error=auth.invalid_credentials&tab=register'), '/login')).not.toContain('role="alert"');
  });

  it('follows the release the registry gives the visitor: staging by opt-in, else the build', async () => {
    expect(await page('/')).not.toContain('Staging peace of mind');
    const staged = await page('/?channel.mf_public=staging');
    expect(staged).toContain('Staging peace of mind while you');
    // Cached per release and channel: the stable page is unchanged after the staging one.
    expect(await page('/')).not.toContain('Staging peace of mind');
    expect(await page('/?channel.mf_public=stable')).not.toContain('Staging peace of mind');
  });

  it('leaves every other path on the plain shell page', async () => {
    for (const path of ['/dashboard', '/confirmation', '/reset-password']) expect(await page(path)).toBe(SHELL_INDEX);
  });
});
