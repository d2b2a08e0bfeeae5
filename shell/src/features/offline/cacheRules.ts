/**
 * What the sitter's service worker keeps on the phone, and where (docs/decisions/026). Pure
 * functions of a URL, shared by the worker (serviceWorker.ts) and the page (offlineWorker.ts), so both name
 * the same caches and the rules are tested without a browser.
 */
import { normalizeRole, SITTER_ROLE } from '@housesit/shared-contracts';
import { SHELL_BOOT_ELEMENT_ID } from '../../../server/contract/shellBoot';

/** The shell's own files (main.js, its chunks, the manifest and icons). Code, never personal. */
export const SHELL_CACHE = 'housesit-shell';
/** The last page document of a sitter's screen: it carries the session and first answers. */
export const SITTER_PAGE_CACHE = 'housesit-sitter-page';
/** The sitter screens' GET answers (their visits, the badge). Cleared on sign-out. */
export const SITTER_API_CACHE = 'housesit-sitter-api';
/**
 * Present while a sitter is signed in on this phone (the page writes it, sign-out deletes it).
 * The worker outlives a single-page sign-out, so it checks this before keeping anything personal.
 */
export const SITTER_MARK_CACHE = 'housesit-signed-in-sitter';
export const SITTER_MARK_URL = '/__housesit/signed-in-sitter';
/** One cache per release of the sitter area: `housesit-area:/releases/mf_sitter/<id>/`. */
export const AREA_CACHE_PREFIX = 'housesit-area:';

const SITTER_AREA = 'mf_sitter';
/** The sitter's screens (docs/product/platform.md §2: the sitter bar's paths). */
const SITTER_PAGE = /^\/(?:housesitter|sitter)(?:\/|$)/;
/**
 * The GETs the sitter's screens make (mf-sitter's area.json firstRequests and api hooks). An allow-list:
 * another role's answers and anything under an access path (revealed codes) never match.
 */
const SITTER_API_PATHS = new Set(['/api/visits', '/api/notifications/unread', '/api/sitter/earnings', '/api/auth/me', '/api/registry']);
/** Content-hashed file names never change (server/staticFiles.ts). */
const HASHED_NAME = /\.[0-9a-f]{8}\./;

export type CacheRule =
  | { kind: 'shell'; hashed: boolean }
  | { kind: 'area'; cacheName: string; immutable: boolean }
  | { kind: 'sitterPage' }
  | { kind: 'sitterApi' };

function looksLikeFile(path: string): boolean {
  const last = path.split('/').pop() ?? '';
  return /\.[A-Za-z0-9]+$/.test(last) && !last.endsWith('.html');
}

/** The folder a sitter-area file belongs to: its release (or its build), which names its cache. */
export function areaBaseOf(path: string): string | null {
  const release = new RegExp(`^/releases/${SITTER_AREA}/[^/]+/`).exec(path);
  if (release) return release[0];
  const build = `/remotes/${SITTER_AREA}/`;
  return path.startsWith(build) ? build : null;
}

export function areaCacheName(base: string): string {
  return `${AREA_CACHE_PREFIX}${base}`;
}

/** How a GET of `url` is kept, or null: not kept at all (other areas, other roles, access details). */
export function cacheRuleFor(url: URL, origin: string): CacheRule | null {
  if (url.origin !== origin) return null;
  const path = url.pathname;
  if (path.split('/').includes('access')) return null;
  if (path.startsWith('/api/')) return SITTER_API_PATHS.has(path) ? { kind: 'sitterApi' } : null;
  const base = areaBaseOf(path);
  if (base) return { kind: 'area', cacheName: areaCacheName(base), immutable: base.startsWith('/releases/') || HASHED_NAME.test(path) };
  if (path.startsWith('/releases/') || path.startsWith('/remotes/') || path === '/sw.js') return null;
  if (looksLikeFile(path)) return { kind: 'shell', hashed: HASHED_NAME.test(path) };
  return SITTER_PAGE.test(path) ? { kind: 'sitterPage' } : null;
}

const BOOT_BLOCK = new RegExp(`<script type="application/json" id="${SHELL_BOOT_ELEMENT_ID}">(.*?)</script>`, 's');

/**
 * Who a page document was made for, by its ShellBoot (server/document.ts): 'sitter',
 * 'other' (another role, or signed out), or 'unknown' (a public page, which carries no session).
 */
export function documentAudience(html: string): 'sitter' | 'other' | 'unknown' {
  const block = BOOT_BLOCK.exec(html)?.[1];
  if (block === undefined) return 'unknown';
  try {
    const boot = JSON.parse(block) as { user?: { role?: unknown } | null };
    return normalizeRole(boot.user?.role) === SITTER_ROLE ? 'sitter' : 'other';
  } catch {
    return 'other';
  }
}
