/**
 * The shell's page, composed from the slots its build wrote (page-manifest.json,
 * federation/pageManifest.cjs): pieces joined in order, never HTML read and rewritten, so a
 * change of the shell's markup is a change of the shell's build alone.
 *
 * Slots a page fills: its head tags (title, description, link tags, styles), the preload hints,
 * the boot data (ShellBoot), how the app starts (at once, or on intent by an inline script), and
 * the body content before the app's element (a prerendered page). `documentParts` gives the text
 * before and after the body content, so a page rendered as a stream (server rendering of a
 * signed-in screen) can be written between them.
 */
import { buildFileReader, isRecord, isStringArray } from './buildFiles.js';
import { scriptSafeJson } from './pageBoot.js';
import { escapeHtml } from './site.js';
import { SHELL_BOOT_ELEMENT_ID, type ShellBoot } from './contract/shellBoot.js';

/** Written by the shell's production build (federation/pageManifest.cjs). */
export const PAGE_MANIFEST_FILE = 'page-manifest.json';

export interface PageManifest {
  lang: string;
  /** The app's own title and description, replaced by a prerendered page's. */
  title: string;
  description: string;
  /** The head's fixed tags (charset first), HTML. */
  head: string[];
  /** Tags the build adds besides the app's scripts, HTML. */
  assetTags: string[];
  /** The app's entry scripts, loaded deferred. */
  scripts: string[];
  /** The element the app renders into. */
  rootId: string;
  /** The notice to visitors without scripts, as text. */
  noscript: string;
}

export const readPageManifest = buildFileReader(
  (json): PageManifest | null =>
    isRecord(json) &&
    typeof json.lang === 'string' &&
    typeof json.title === 'string' &&
    typeof json.description === 'string' &&
    isStringArray(json.head) &&
    isStringArray(json.assetTags) &&
    isStringArray(json.scripts) &&
    typeof json.rootId === 'string' &&
    typeof json.noscript === 'string'
      ? (json as unknown as PageManifest)
      : null,
  (file, error) => console.warn(`[page-server] ${file} could not be read: ${error.message}`),
);

/** How the app's scripts start: at once (deferred script tags), or on intent by this inline script. */
export type AppStart = { kind: 'eager' } | { kind: 'on-intent'; script: string };

export interface PageSlots {
  /** Replace the app's title and description (escaped here). */
  title?: string;
  description?: string;
  /** More head tags, HTML (a page's meta and styles, link tags). */
  headTags?: string[];
  /** `<link rel="preload">` hints, HTML. */
  preloads?: string;
  start: AppStart;
  /** The data the shell starts from. */
  boot?: ShellBoot | null;
  /** Whether the notice to visitors without scripts is true of this page. */
  noscript: boolean;
}

/**
 * The app's script tags and `hints` (preload or prefetch link tags, HTML). Started on intent, the
 * page carries an inline script holding the app's address, and the prefetch of its scripts and
 * hints inside an inert `<template data-app-hints>` that script adds to the head once the page has
 * painted (startOnIntent.ts): a prefetch in the head is fetched while the page paints, and on a
 * phone's slow network the first screen waits for it.
 */
export function scriptTags(manifest: PageManifest, start: AppStart, hints = ''): string {
  if (start.kind === 'eager' || manifest.scripts.length === 0) {
    return manifest.scripts.map((src) => `<script defer src="${escapeHtml(src)}"></script>`).join('') + hints;
  }
  const prefetches = manifest.scripts.map((src) => `<link rel="prefetch" href="${escapeHtml(src)}" as="script">`).join('');
  return `<template data-app-hints>${prefetches}${hints}</template><script data-main="${escapeHtml(manifest.scripts[0] ?? '')}">${start.script}</script>`;
}

/** The data the shell starts from, as the element it reads (anywhere in the page: its scripts run after parsing). */
export function bootScript(boot: ShellBoot): string {
  return `<script type="application/json" id="${SHELL_BOOT_ELEMENT_ID}">${scriptSafeJson(boot)}</script>`;
}

/** The page up to where its body content goes, and from there to the end. */
export function documentParts(manifest: PageManifest, slots: PageSlots): { before: string; after: string } {
  const head = [
    ...manifest.head,
    `<title>${escapeHtml(slots.title ?? manifest.title)}</title>`,
    `<meta name="description" content="${escapeHtml(slots.description ?? manifest.description)}">`,
    ...manifest.assetTags,
    ...(slots.headTags ?? []),
    scriptTags(manifest, slots.start, slots.preloads ?? ''),
    slots.boot ? bootScript(slots.boot) : '',
  ].join('');
  const noscript = slots.noscript ? `<noscript>${escapeHtml(manifest.noscript)}</noscript>` : '';
  return {
    before: `<!doctype html><html lang="${escapeHtml(manifest.lang)}"><head>${head}</head><body>${noscript}`,
    after: `<div id="${escapeHtml(manifest.rootId)}"></div></body></html>`,
  };
}

/** The whole page with `body` (a prerendered page, or nothing) before the app's element. */
export function composeDocument(manifest: PageManifest, slots: PageSlots, body = ''): string {
  const { before, after } = documentParts(manifest, slots);
  return before + body + after;
}
