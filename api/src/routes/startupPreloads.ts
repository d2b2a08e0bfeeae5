/**
 * Preload hints for a signed-in page's startup scripts. The browser otherwise discovers them in a
 * chain: main.js, then the shell's boot chunks and shared modules, then the screen's remote
 * manifest, its remoteEntry.js and the screen's chunks. Listed in the page's head, they are fetched
 * in parallel with main.js. Each href must be the very URL the app requests (same string after
 * resolution, same CORS mode), or the browser fetches the file twice.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Written by the shell's production build (shell/federation/bootScripts.cjs). */
export const BOOT_SCRIPTS_FILE = 'boot-scripts.json';

const bootScriptsCache = new Map<string, { mtimeMs: number; scripts: string[] }>();

/**
 * The scripts the shell loads at start before any remote, main.js excepted, as hrefs (the shell
 * is served at `/`). None when the build wrote no list or an unreadable one: preloading is an
 * optimisation, never a reason to fail a page. Re-read when the file changes (a rebuild).
 */
export function readShellBootScripts(shellDist: string): string[] {
  const file = join(shellDist, BOOT_SCRIPTS_FILE);
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const cached = bootScriptsCache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.scripts;
  const scripts = parseBootScripts(file).map((name) => `/${name}`);
  bootScriptsCache.set(file, { mtimeMs, scripts });
  return scripts;
}

function parseBootScripts(file: string): string[] {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    const scripts = isRecord(parsed) ? parsed.scripts : undefined;
    return Array.isArray(scripts) ? scripts.filter((name): name is string => typeof name === 'string' && name !== '') : [];
  } catch {
    return [];
  }
}

export interface RemoteScreenPreloads {
  /** The remote's remoteEntry.js, then the chunks the screen needs. */
  scripts: string[];
  /** The manifest itself, which the federation runtime fetches first. */
  manifest: string;
}

/**
 * What the shell fetches to show `exposedModule` ('./Dashboard') of the remote whose manifest is
 * at `manifestUrl`: the files are found as the federation runtime finds them (@module-federation/
 * sdk generateSnapshotFromManifest, getResourceUrl): the manifest's publicPath followed by the
 * file's name, where publicPath "auto" (our builds) or "" is the manifest URL's folder. A manifest
 * of another shape, a publicPath given as code (getPublicPath) or relative, or no such screen:
 * no scripts.
 */
export function remoteScreenPreloads(manifestUrl: string, manifest: unknown, exposedModule: string): RemoteScreenPreloads {
  const none = { scripts: [], manifest: manifestUrl };
  if (!isRecord(manifest) || !isRecord(manifest.metaData) || !Array.isArray(manifest.exposes)) return none;
  const publicPath = publicPathOf(manifestUrl, manifest.metaData.publicPath);
  const entry = remoteEntryFile(manifest.metaData.remoteEntry);
  const name = exposedModule.replace(/^\.\//, '');
  const expose: unknown = manifest.exposes.find((candidate) => isRecord(candidate) && candidate.name === name);
  const files = isRecord(expose) && isRecord(expose.assets) && isRecord(expose.assets.js) ? expose.assets.js.sync : undefined;
  if (
    publicPath === null ||
    entry === null ||
    !Array.isArray(files) ||
    !files.every((file: unknown): file is string => typeof file === 'string')
  ) {
    return none;
  }
  return { scripts: [entry, ...files].map((file) => `${publicPath}${file}`), manifest: manifestUrl };
}

/** The runtime's publicPath, or null where it would have to run code or resolve a relative one. */
function publicPathOf(manifestUrl: string, publicPath: unknown): string | null {
  if (publicPath === 'auto' || publicPath === '') {
    // sdk inferAutoPublicPath: drop the hash, the query and the file name.
    return manifestUrl
      .replace(/#.*$/, '')
      .replace(/\?.*$/, '')
      .replace(/\/[^/]+$/, '/');
  }
  if (typeof publicPath === 'string' && /^(https?:)?\/\//.test(publicPath)) return publicPath;
  if (typeof publicPath === 'string' && publicPath.startsWith('/')) return publicPath;
  return null;
}

/** sdk simpleJoinRemoteEntry: `remoteEntry.path` (without a leading './' or '/') joined to its name. */
function remoteEntryFile(remoteEntry: unknown): string | null {
  if (!isRecord(remoteEntry) || typeof remoteEntry.name !== 'string' || remoteEntry.name === '') return null;
  const { name } = remoteEntry;
  const raw = typeof remoteEntry.path === 'string' ? remoteEntry.path : '';
  let path = raw;
  if (raw === '.') path = '';
  else if (raw.startsWith('./')) path = raw.slice(2);
  else if (raw.startsWith('/')) path = raw.slice(1).replace(/\/$/, '');
  if (!path) return name;
  return path.endsWith('/') ? `${path}${name}` : `${path}/${name}`;
}

/**
 * `<link rel="preload">` tags for the head. Scripts: as the app loads them, with plain script
 * tags (no crossorigin attribute: neither webpack's chunk loading, output.crossOriginLoading
 * unset, nor the federation runtime's remoteEntry loader sets one). Fetches: the federation
 * runtime reads the manifest with `fetch(url, {})`, i.e. CORS mode with credentials
 * 'same-origin', which is what a bare `crossorigin` (anonymous) preload matches.
 */
export function preloadTags(scripts: string[], fetches: string[]): string {
  return [
    ...scripts.map((href) => `<link rel="preload" as="script" href="${escapeAttribute(href)}">`),
    ...fetches.map((href) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(href)}">`),
  ].join('');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
