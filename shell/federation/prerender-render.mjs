// Loaded by prerender-run.mjs through Vite's SSR loader, so react-dom and styled-components are
// resolved exactly as for the area's components (one styled-components instance: the sheet sees
// every component's CSS).
import { renderElementWithStyles } from '@housesit/shell/kit/server-render';

/**
 * The element's HTML, complete without scripts, and the CSS of what it rendered. A lazy part
 * (the landing's FAQ) suspends on the first pass and would be streamed in by an inline script;
 * its module is loaded by then, so the next pass renders it in place. A page that still needs a
 * script after a few passes fails the build.
 */
export async function renderWithStyles(element) {
  for (let pass = 0; pass < 5; pass += 1) {
    const rendered = await renderElementWithStyles(element);
    if (!/<script|<template id="B:/.test(rendered.html)) return rendered;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the page still suspends after 5 passes: its HTML would need a script to show');
}
