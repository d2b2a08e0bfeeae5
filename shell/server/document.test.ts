// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SHELL_BOOT_ELEMENT_ID } from './contract/shellBoot.js';
import { composeDocument, documentParts, type PageManifest } from './document.js';

const MANIFEST: PageManifest = {
  lang: 'en',
  title: 'Housesit',
  description: 'Home visits & reports',
  head: ['<meta charset="utf-8">'],
  assetTags: [],
  scripts: ['/main.1a2b3c4d.js'],
  rootId: 'root',
  noscript: 'Housesit needs JavaScript to run.',
};

describe('the page, composed from the build’s slots', () => {
  it('is the app’s page: its head, its deferred script, the notice and the element it renders into', () => {
    expect(composeDocument(MANIFEST, { start: { kind: 'eager' }, noscript: true })).toBe(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Housesit</title>' +
        '<meta name="description" content="Home visits &amp; reports"><script defer src="/main.1a2b3c4d.js"></script></head>' +
        '<body><noscript>Housesit needs JavaScript to run.</noscript><div id="root"></div></body></html>',
    );
  });

  it('puts a page’s own head, hints and boot data in the head, and its content before the app’s element', () => {
    const boot = { registry: { contractVersion: 1, apiOrigin: null, environment: 't', remotes: {} }, stagingOptIns: [], user: null };
    const html = composeDocument(
      MANIFEST,
      {
        title: 'Terms <of> use',
        headTags: ['<meta property="og:type" content="article">'],
        preloads: '<link rel="preload" as="script" href="/a.js">',
        boot: boot as never,
        start: { kind: 'eager' },
        noscript: false,
      },
      '<main>Terms</main>',
    );
    expect(html).toContain('<title>Terms &lt;of&gt; use</title>');
    expect(html).toMatch(
      new RegExp(
        `<meta property="og:type" content="article"><script defer[^>]*></script><link rel="preload"[^>]*><script type="application/json" id="${SHELL_BOOT_ELEMENT_ID}">\\{.*\\}</script></head>`,
      ),
    );
    expect(html).toContain('<body><main>Terms</main><div id="root"></div></body>');
    expect(html).not.toContain('<noscript>');
  });

  it('starts the app on intent: the inline script holding its address, the prefetches held inert until the page has painted', () => {
    const preloads = '<link rel="prefetch" as="script" href="/bootstrap.js">';
    const html = composeDocument(MANIFEST, { start: { kind: 'on-intent', script: 'start()' }, noscript: false, preloads });
    expect(html).not.toContain('<script defer');
    expect(html).toContain(
      '<template data-app-hints><link rel="prefetch" href="/main.1a2b3c4d.js" as="script">' +
        '<link rel="prefetch" as="script" href="/bootstrap.js"></template><script data-main="/main.1a2b3c4d.js">start()</script>',
    );
    // No hint outside the template: nothing is fetched while the page paints.
    expect(html.replace(/<template[\s\S]*?<\/template>/, '')).not.toContain('<link rel="prefetch"');
  });

  it('starts the app at once: deferred scripts and their preloads in the head', () => {
    const preloads = '<link rel="preload" as="script" href="/bootstrap.js">';
    const html = composeDocument(MANIFEST, { start: { kind: 'eager' }, noscript: false, preloads });
    expect(html).toContain('<script defer src="/main.1a2b3c4d.js"></script><link rel="preload" as="script" href="/bootstrap.js">');
    expect(html).not.toContain('<template');
  });

  it('gives the text around the body content, for a page written as a stream', () => {
    const { before, after } = documentParts(MANIFEST, { start: { kind: 'eager' }, noscript: false });
    expect(before.endsWith('<body>')).toBe(true);
    expect(after).toBe('<div id="root"></div></body></html>');
  });
});
