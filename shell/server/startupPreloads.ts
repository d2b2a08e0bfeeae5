/**
 * Preload hints for an app page's startup. The browser otherwise discovers them in a chain:
 * main.js, then the shell's boot chunks and shared modules, then the screen's remote manifest.
 * Listed in the page's head, they are fetched in parallel with main.js. Each href must be the very
 * URL the app requests (same string after resolution, same CORS mode), or the browser fetches the
 * file twice.
 */
import { decideAccess, findRoute } from '@housesit/shared-contracts';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isRecord } from './buildFiles.js';
import type { ShellBoot } from './contract/shellBoot.js';
import { escapeHtml } from './site.js';

/** Written by the shell's production build (federation/bootScripts.cjs). */
export const BOOT_SCRIPTS_FILE = 'boot-scripts.json';

/** boot-scripts.json as hrefs (the shell is served at `/`). */
export interface ShellBootScripts {
  /** Loaded at start before any remote, main.js excepted. */
  scripts: string[];
  /** Loaded next for a signed-in visitor (the navigation bar, live updates). */
  signedIn: string[];
  /** Per module the shell shares with the remotes, what a remote using it makes the shell load. */
  shared: Record<string, string[]>;
}

const NO_BOOT_SCRIPTS: ShellBootScripts = { scripts: [], signedIn: [], shared: {} };

/** A reader of parsed files that reads a file again only when its mtime changes (a rebuild); `missing` when it is not there. */
function cachedByMtime<T>(parse: (file: string) => T, missing: T): (file: string) => T {
  const cache = new Map<string, { mtimeMs: number; value: T }>();
  return (file) => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return missing;
    }
    const cached = cache.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.value;
    const value = parse(file);
    cache.set(file, { mtimeMs, value });
    return value;
  };
}

const readBootScriptsFile = cachedByMtime((file) => parseBootScripts(file), NO_BOOT_SCRIPTS);

/**
 * The shell build's lists of what it loads before a screen (shell/federation/bootScripts.cjs).
 * Empty when the build wrote none or an unreadable one: preloading is an optimisation, never a
 * reason to fail a page.
 */
export function readShellBootScripts(shellDist: string): ShellBootScripts {
  return readBootScriptsFile(join(shellDist, BOOT_SCRIPTS_FILE));
}

function parseBootScripts(file: string): ShellBootScripts {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return NO_BOOT_SCRIPTS;
  }
  if (!isRecord(parsed)) return NO_BOOT_SCRIPTS;
  const hrefs = (names: unknown) =>
    Array.isArray(names) ? names.filter((name): name is string => typeof name === 'string' && name !== '').map((name) => `/${name}`) : [];
  const shared = isRecord(parsed.shared)
    ? Object.fromEntries(Object.entries(parsed.shared).map(([name, files]) => [name, hrefs(files)]))
    : {};
  return { scripts: hrefs(parsed.scripts), signedIn: hrefs(parsed.signedIn), shared };
}

/** The modules a remote's manifest says it takes from the share scope (the shell provides them). */
export function sharedModulesOf(manifest: unknown): string[] {
  if (!isRecord(manifest) || !Array.isArray(manifest.shared)) return [];
  return manifest.shared.flatMap((module: unknown) => (isRecord(module) && typeof module.name === 'string' ? [module.name] : []));
}

/**
 * `<link rel="preload">` tags for the head. Scripts: as the app loads them, with plain script
 * tags (no crossorigin attribute: neither webpack's chunk loading, output.crossOriginLoading
 * unset, nor the federation runtime's remoteEntry loader sets one). Fetches: the federation
 * runtime reads the manifest with `fetch(url, {})`, i.e. CORS mode with credentials
 * 'same-origin', which is what a bare `crossorigin` (anonymous) preload matches.
 */
export function preloadTags(scripts: string[], fetches: string[], hint: PreloadHint = 'preload'): string {
  return [
    ...scripts.map((href) => `<link rel="${hint}" as="script" href="${escapeHtml(href)}">`),
    ...fetches.map((href) => `<link rel="${hint}" as="fetch" crossorigin href="${escapeHtml(href)}">`),
  ].join('');
}

/**
 * 'preload' when the app starts at once; 'prefetch' when it starts on intent (a page readable
 * without it): fetched while the network is idle, never competing with the page's own bytes.
 */
export type PreloadHint = 'preload' | 'prefetch';

export interface AppPagePreloadsDeps {
  shellDist: string;
  /** Where a manifest URL of this server is read from: /remotes/<name>/… and /releases/<name>/… (staticFiles.ts). */
  localFile(urlPath: string): string | null;
}

const readManifest = cachedByMtime((file): unknown => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null; // a manifest being rewritten, say: no hints this time
  }
}, null);

/**
 * The preload tags of an app page: the shell's boot scripts (and its signed-in ones for a
 * signed-in visitor), and, when the visitor may see the page's screen, its remote's manifest from
 * the release the registry gave them with the shell's chunks that remote takes from the share
 * scope. A screen the guard would send elsewhere (signed out, another role) gets only the shell's.
 *
 * The remote's own scripts are not hinted: Chromium hands a preload that failed to the first
 * script element that asks for its URL, so a remote that was down when the page loaded would stay
 * down after it came back (its Retry would fail for the page's life; platform.spec.ts 'a stopped
 * remote'). A fetch preload has no such effect, and the shell's files fail with the page itself.
 */
export function appPagePreloads(deps: AppPagePreloadsDeps) {
  return (path: string, boot: ShellBoot, hint: PreloadHint = 'preload'): string => {
    const shell = readShellBootScripts(deps.shellDist);
    const scripts = [...shell.scripts, ...(boot.user ? shell.signedIn : [])];
    const fetches: string[] = [];
    const route = findRoute(path);
    if (route && 'remote' in route.owner && decideAccess(route.access, boot.user, { isDevBuild: false, path }).kind === 'allow') {
      // Only a manifest this server serves (a path): one on another host is that host's to hint.
      const manifestUrl = boot.registry.remotes[route.owner.remote].entry;
      const file = manifestUrl.startsWith('/') && !manifestUrl.startsWith('//') ? deps.localFile(manifestUrl) : null;
      if (file) {
        fetches.push(manifestUrl);
        for (const name of sharedModulesOf(readManifest(file))) scripts.push(...(shell.shared[name] ?? []));
      }
    }
    return preloadTags([...new Set(scripts)], fetches, hint);
  };
}
