// Loaded by prerender-run.mjs through Vite's SSR loader, so react-dom and styled-components are
// resolved exactly as for the area's components (one styled-components instance: the sheet sees
// every component's CSS).
import { prerender } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';

/**
 * The element's HTML, complete without scripts, and the CSS of what it rendered. A lazy part
 * (the landing's FAQ) suspends on the first pass and would be streamed in by an inline script;
 * its module is loaded by then, so the next pass renders it in place. A page that still needs a
 * script after a few passes fails the build.
 */
export async function renderWithStyles(element) {
  for (let pass = 0; pass < 5; pass += 1) {
    const rendered = await renderOnce(element);
    if (!/<script|<template id="B:/.test(rendered.html)) return rendered;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the page still suspends after 5 passes: its HTML would need a script to show');
}

async function renderOnce(element) {
  const sheet = new ServerStyleSheet();
  try {
    // React outlines a large Suspense boundary (streamed in by a script) unless told the whole
    // page is one chunk.
    const { prelude } = await prerender(sheet.collectStyles(element), { progressiveChunkSize: Number.POSITIVE_INFINITY });
    const html = await new Response(prelude).text();
    const css = [...sheet.getStyleTags().matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
      .map((match) => match[1])
      .join('')
      // styled-components' rehydration records and separators: the browser's copy never reads
      // this sheet (it is not marked data-styled), so they are dead bytes.
      .replace(/^data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}\/\*!sc\*\/\n?/gm, '')
      .replace(/\/\*!sc\*\/\n?/g, '');
    return { html, css };
  } finally {
    sheet.seal();
  }
}
