// Renders an area's prerender entry to prerender.json (see prerender.cjs and decision 020).
// Usage: node prerender-run.mjs <entry.tsx> <out.json> [assets JSON: source file → emitted name]
//
// The entry exports `prerenderPages()` → [{ path, head, element }] and optionally
// `prerenderFrames()` → [{ key, element }] (the shell: its layout around a slot) and
// `prerenderBoot()` → { onIntent } (the shell: the inline script that starts the app on intent) and
// `linkPreview` → { image: source file, width, height, alt } (the shell: og:image, written with
// the image's emitted name, which the API links to). Each element is
// rendered with react-dom/static's prerender, which waits for every lazy part (the FAQ), and
// styled-components' ServerStyleSheet, which collects the CSS of exactly what was rendered.
import { rename, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const [entryArg, outArg, assetsArg] = process.argv.slice(2);
/** @type {Record<string, string>} */
const assets = JSON.parse(assetsArg ?? '{}');
if (!entryArg || !outArg) {
  console.error('usage: prerender-run.mjs <entry> <out.json>');
  process.exit(2);
}
const entry = resolve(entryArg);
const out = resolve(outArg);

/** Where a frame puts the page (the shell's prerender entry renders this element as its child). */
const SLOT = /<template data-housesit-slot="(?:true)?"><\/template>/;

const server = await createServer({
  root: process.cwd(),
  mode: 'production',
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
  esbuild: { jsx: 'automatic' },
  // Its CommonJS build has the default export under .default; its ES build is the one webpack uses.
  ssr: { noExternal: ['styled-components'] },
  // A production build: developer pages and their code are off (shell/src/env.ts).
  define: { __HOUSESIT_DEV_BUILD__: 'false' },
});

try {
  const module = await server.ssrLoadModule(entry);
  const { renderWithStyles: render } = await server.ssrLoadModule(fileURLToPath(new URL('./prerender-render.mjs', import.meta.url)));

  const result = { format: 1, pages: {}, frames: {} };
  for (const page of await module.prerenderPages()) {
    const { html, css } = await render(page.element);
    result.pages[page.path] = { head: page.head, css, html };
  }
  for (const frame of module.prerenderFrames?.() ?? []) {
    const { html, css } = await render(frame.element);
    const parts = html.split(SLOT);
    if (parts.length !== 2) throw new Error(`frame '${frame.key}' must render its slot exactly once`);
    result.frames[frame.key] = { css, before: parts[0], after: parts[1] };
  }
  const boot = module.prerenderBoot?.();
  if (boot) result.boot = boot;
  if (module.linkPreview) {
    const image = assets[module.linkPreview.image];
    if (!image) throw new Error(`linkPreview.image ${module.linkPreview.image} is not emitted by the build (PrerenderPlugin's assets)`);
    result.linkPreview = { ...module.linkPreview, image };
  }
  const temp = `${out}.${process.pid}.tmp`;
  await writeFile(temp, `${JSON.stringify(result)}\n`);
  await rename(temp, out);
} finally {
  await server.close();
}
