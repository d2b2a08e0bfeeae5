/**
 * The public pages as HTML (decision 020), end to end without a browser: the public area's and
 * the shell's real prerender entries are rendered by the same runner their production builds
 * use, into a web root; the answer of the page server the API mounts (no script runs) must hold each page's content and head.
 */
import { formatCents, LOGIN_FORM_ERRORS, PLANS, REGISTER_FORM_ERRORS, SIGNED_OUT_NOTICES } from '@housesit/shared-contracts';
import { SHELL_BOOT_ELEMENT_ID } from '@housesit/shell/server';
import { createHash } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SUPPORT_EMAIL, DEFAULT_SUPPORT_PHONE } from '../env.js';
import { ChannelFile } from '../releases/channels.js';
import { insertUser, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { publicPagesWebRoot, STAGING } from '../test/publicPagesWebRoot.js';
import { APP_PAGE } from '../test/shellBuild.js';

let webRoot: string;
let t: TestApp;

beforeAll(async () => {
  const built = await publicPagesWebRoot();
  webRoot = built.webRoot;
  const channels = new ChannelFile(built.releasesDir, 'test');
  await writeFile(
    channels.path,
    JSON.stringify({ remotes: { mf_public: { stable: null, staging: STAGING, stagingPercent: 0, previous: [] } } }),
  );
  t = await createTestApp({ env: { WEB_ROOT: webRoot, SERVE_STATIC: '1', RELEASES_DIR: built.releasesDir }, channels });
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
  const root = html.indexOf('<div id="root">');
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
    // No SUPPORT_EMAIL or SUPPORT_PHONE set: the defaults GET /api/support/contact answers.
    expect(body).toContain(`<a href="mailto:${DEFAULT_SUPPORT_EMAIL}">${DEFAULT_SUPPORT_EMAIL}</a>`);
    expect(body).toContain(`>${DEFAULT_SUPPORT_PHONE}</a>`);
    expect(body).not.toContain('Loading contact details');
  });

  it('/login and ?tab=register hold their labelled forms, each posting itself', async () => {
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
    // Posted to its own address too (?plan= comes along); the browser checks each field first.
    expect(registerBody).toMatch(/<form [^>]*aria-label="Register" method="post">/);
    expect(registerBody).not.toMatch(/<form[^>]* (action|novalidate)=/i);
    expect(registerBody).toMatch(/<input [^>]*id="register-email"[^>]*type="email"[^>]*required=""/);
    expect(registerBody).toMatch(/<input id="register-password"[^>]* required="" minLength="8"/);
    expect(registerBody).toMatch(/<button type="submit"(?![^>]*disabled)[^>]*>Create account<\/button>/);
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

  it('/login?tab=register&error=<code> shows the refusal the form registration sent back, on the Register tab', async () => {
    for (const [code, message] of Object.entries(REGISTER_FORM_ERRORS)) {
      const html = await page(`/login?tab=register&error=${code}&plan=extended`);
      expectHead(html, 'Create an account · Housesit');
      const body = serverPage(html, '/login');
      expect(body).toContain(`role="alert"`);
      expect(body).toContain(message.replace(/&/g, '&amp;'));
      expect(body).toMatch(/<form [^>]*aria-label="Register" method="post">/);
    }
  });

  it("/login?next=<page> shows that page's notice, as the app does, and only for a page that has one", async () => {
    const notice = SIGNED_OUT_NOTICES['/purchase'] ?? '';
    const body = serverPage(await page('/login?next=%2Fpurchase%3Fplan%3Dextended'), '/login');
    expect(body).toContain(notice);
    expect(body).toMatch(/<form [^>]*method="post">/);
    for (const next of ['%2Freports', '%2F%2Fevil.example%2Fpurchase', 'https%3A%2F%2Fevil.example%2Fpurchase']) {
      expect(serverPage(await page(`/login?next=${next}`), '/login'), next).not.toContain(notice);
    }
  });

  it('follows the release the registry gives the visitor: staging by opt-in, else the build', async () => {
    expect(await page('/')).not.toContain('Staging peace of mind');
    const staged = await page('/?channel.mf_public=staging');
    expect(staged).toContain('Staging peace of mind while you');
    // Cached per release and channel: the stable page is unchanged after the staging one.
    expect(await page('/')).not.toContain('Staging peace of mind');
    expect(await page('/?channel.mf_public=stable')).not.toContain('Staging peace of mind');
  });

  it("starts a signed-out visitor's app on intent, allowed by the page's policy; a signed-in visitor's at once", async () => {
    const response = await t.client().get('/terms');
    const html = await response.text();
    // The deferred app script is gone: an inline script holds its address and loads it on intent.
    expect(html).not.toContain('<script defer src="/main.1a2b3c4d.js">');
    // Its prefetch waits inert in a template until the page has painted (startOnIntent.ts).
    expect(html).toMatch(/<template data-app-hints><link rel="prefetch" href="\/main\.1a2b3c4d\.js" as="script">/);
    const inline = /<script data-main="\/main\.1a2b3c4d\.js">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(inline).toContain('pointerdown');
    const hash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(new RegExp(`(^|; )script-src 'self' [^;]*${hash.replace(/[+/]/g, '\\$&')}`));
    expect(policy).toContain("object-src 'none'"); // the rest of the site's policy is kept
    expect(html).not.toContain('<noscript>'); // the page works without scripts

    // A cookie that is no live session changes nothing; a live session gets the app at once.
    const stale = await t.client({ cookie: `housesit_session=${'a'.repeat(43)}` }).get('/terms');
    expect(await stale.text()).toContain('data-main');
    const client = t.client();
    await signIn(client, (await insertUser(t.db)).username);
    const signedIn = await client.get('/terms');
    const signedInHtml = await signedIn.text();
    expect(signedInHtml).toContain('<script defer src="/main.1a2b3c4d.js"></script>');
    expect(signedInHtml).not.toContain('data-main');
    expect(signedIn.headers.get('content-security-policy')).toMatch(/script-src 'self'(;|$)/);
    expect(signedInHtml).toContain('Acceptance of Terms');
  });

  it("leaves every other path on the app's page: the shell's, with only its boot data and hints added (shellBoot.test.ts)", async () => {
    const bootParts = new RegExp(
      `<link rel="preload"[^>]*>|<script type="application/json" id="${SHELL_BOOT_ELEMENT_ID}">.*?</script>`,
      'g',
    );
    for (const path of ['/dashboard', '/confirmation', '/reset-password']) {
      expect((await page(path)).replace(bootParts, ''), path).toBe(APP_PAGE);
    }
  });
});
