/**
 * The public pages as HTML (decision 020): GET of a page that a build rendered to HTML answers the
 * shell's index.html with that page inserted, from the release the registry gives this visitor.
 *
 * - A remote's page (`/`, `/terms`, …: the route table's public paths of that remote) comes from
 *   the `prerender.json` of the visitor's release of the remote (staging by opt-in or rollout,
 *   else stable; its build's dist when no release is set), wrapped in the shell's frame (its
 *   Layout around a slot, from the shell build's `prerender.json`).
 * - The shell's own pages (`/login`, `/login?tab=register`, `/login?error=<code>`) come from the shell build.
 * The composed page is the same for everyone on that release and channel: it is kept in memory
 * per (remote, release, channel, page, boot, shell build). Boot: a signed-out visitor's page starts
 * the app on intent, a signed-in visitor's at once (pageBoot.ts).
 */
import { LOGIN_ERROR_PARAM, ROUTES, authFormRefusal, signedOutNoticePage, type RemoteName } from '@housesit/shared-contracts';
import type { Context } from 'hono';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ChannelStore } from '../releases/channels.js';
import type { AppEnv } from '../http/types.js';
import { resolveRegistry } from '../releases/resolve.js';
import { ReleaseStore } from '../releases/store.js';
import { bootOnIntent, type PageBoot } from './pageBoot.js';
import { anonymousRolloutId, rolloutKeyFor, visitorOptIns } from '../releases/visitor.js';
import { escapeHtml, sandboxPaymentsNotice, withDeployment, type DeploymentSite, type LinkPreview } from './publicPages/site.js';
import { remoteFolder, type RegistryConfig } from './registry.js';

export const PRERENDER_FILE = 'prerender.json';
/** The element the shell takes over (shell/src/features/server-page). */
export const SERVER_PAGE_ID = 'server-page';

export interface PageHead {
  title: string;
  description: string;
  ogTitle: string;
  ogDescription: string;
  ogType: string;
}
interface PrerenderedPage {
  head: PageHead;
  css: string;
  html: string;
}
interface Frame {
  css: string;
  before: string;
  after: string;
}
interface PrerenderFile {
  pages: Record<string, PrerenderedPage | undefined>;
  frames: Record<string, Frame | undefined>;
  /** The shell build's og:image. */
  linkPreview?: LinkPreview;
  /** The shell's: the inline script that starts the app on intent (pageBoot.ts). */
  boot?: { onIntent?: string };
}

export interface ComposedPage {
  html: string;
  /** CSP sources of the page's inline scripts. */
  scriptHashes: string[];
}

export interface PublicPagesDeps {
  webRoot: string;
  releasesDir: string;
  /** The registry and its channels: the same answer GET /api/registry gives this visitor. */
  registry?: { config: RegistryConfig; channels: ChannelStore };
  /** This deployment's address and support contact (publicPages/site.ts). */
  site: DeploymentSite;
  /** Composed pages kept (oldest dropped first). */
  maxEntries?: number;
}

/** Which build renders each public path: the route table's public screens, and the shell's sign-in. */
function ownerOf(path: string): RemoteName | 'shell' | null {
  const route = ROUTES.find((entry) => entry.path === path && entry.access.kind === 'public');
  if (!route) return null;
  if ('remote' in route.owner) return route.owner.remote;
  return route.owner.shell === 'login' ? 'shell' : null;
}

/** The paths whose GET may answer a composed page (a release without HTML for one answers index.html). */
export const PUBLIC_PAGE_PATHS: readonly string[] = ROUTES.map((route) => route.path).filter((path) => ownerOf(path) !== null);

/**
 * The shell build's page for this request: /login's tab (Login, or Register with `?tab=register`)
 * with the refusal its form sent back (`?error=<code>`, routes/formSignIn.ts), or the sign-in with
 * the notice of the page the guard sent the visitor from (`?next=/purchase?plan=…`), or the path itself.
 */
function shellPageKey(path: string, c: Context): string {
  if (path !== '/login') return path;
  const tab = c.req.query('tab') === 'register' ? 'register' : 'login';
  const refusal = authFormRefusal(tab, c.req.query(LOGIN_ERROR_PARAM));
  if (tab === 'register') return refusal ? `/login?tab=register&${LOGIN_ERROR_PARAM}=${refusal.code}` : '/login?tab=register';
  if (refusal) return `/login?${LOGIN_ERROR_PARAM}=${refusal.code}`;
  const noticePage = signedOutNoticePage(c.req.query('next'));
  return noticePage ? `/login?next=${noticePage}` : path;
}

/** A build's prerender.json, re-read when the file changes (a dist rebuilt under a running server). */
class PrerenderFiles {
  private readonly files = new Map<string, { stamp: string; data: PrerenderFile | null }>();

  /** The file's content and a stamp that changes with it; null when the build has none. */
  read(file: string): { stamp: string; data: PrerenderFile } | null {
    let stamp: string;
    try {
      const stat = statSync(file);
      stamp = `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
    } catch {
      return null;
    }
    let entry = this.files.get(file);
    if (entry?.stamp !== stamp) {
      let data: PrerenderFile | null = null;
      try {
        data = JSON.parse(readFileSync(file, 'utf8')) as PrerenderFile;
      } catch (error) {
        console.warn(`[public-pages] ${file} could not be read: ${(error as Error).message}`);
      }
      entry = { stamp, data };
      this.files.set(file, entry);
    }
    return entry.data ? { stamp, data: entry.data } : null;
  }
}

export function publicPages(deps: PublicPagesDeps) {
  const shellDist = join(deps.webRoot, 'shell', 'dist');
  const store = new ReleaseStore(deps.releasesDir);
  const files = new PrerenderFiles();
  const composed = new Map<string, ComposedPage>();
  const maxEntries = deps.maxEntries ?? 200;

  /** The visitor's release of `remote` (undefined: its build's dist) and channel. */
  async function releaseFor(c: Context<AppEnv>, remote: RemoteName): Promise<{ release?: string; channel: string }> {
    if (!deps.registry) return { channel: 'stable' };
    const { config, channels } = deps.registry;
    let state;
    try {
      state = await channels.read();
    } catch {
      return { channel: 'stable' }; // a broken channel file: every remote on its build (as the registry does)
    }
    // As GET /api/registry: the user's id when the session (static.ts runs its middleware) is
    // live, else the anonymous cookie; the mirrored opt-ins, under the query's.
    const rolloutKey = rolloutKeyFor(c.get('user')?.id ?? null, anonymousRolloutId(c));
    const resolved = resolveRegistry(config.registry, state, store, { optIns: visitorOptIns(c), rolloutKey }, config.releasesUrl);
    const entry = resolved.remotes[remote];
    return { release: entry.release, channel: entry.channel };
  }

  /** The composed page for this request, or null when no build rendered it. */
  return async function compose(c: Context<AppEnv>): Promise<ComposedPage | null> {
    const path = c.req.path;
    const owner = ownerOf(path);
    if (!owner) return null;
    const shell = files.read(join(shellDist, PRERENDER_FILE));
    const indexFile = join(shellDist, 'index.html');
    let indexStamp: string;
    try {
      const stat = statSync(indexFile);
      indexStamp = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      return null;
    }
    if (!shell) return null;
    const onIntent = shell.data.boot?.onIntent;
    // static.ts runs the session middleware first: a signed-in visitor gets the app at once.
    const boot: PageBoot = onIntent && !c.get('user') ? 'on-intent' : 'eager';

    let key: string;
    let page: PrerenderedPage | undefined;
    let frame: Frame | undefined;
    /** The page's own address (og:url, canonical). */
    let address = path;
    if (owner === 'shell') {
      const pageKey = shellPageKey(path, c);
      address = pageKey;
      key = `shell|${pageKey}|${boot}|${shell.stamp}|${indexStamp}`;
      page = shell.data.pages[pageKey];
    } else {
      const { release, channel } = await releaseFor(c, owner);
      const folder = release ? store.folder(owner, release) : join(deps.webRoot, remoteFolder(owner), 'dist');
      const remote = files.read(join(folder, PRERENDER_FILE));
      if (!remote) return null;
      key = `${owner}|${release ?? 'dist'}|${channel}|${path}|${boot}|${remote.stamp}|${shell.stamp}|${indexStamp}`;
      page = remote.data.pages[path];
      frame = shell.data.frames[path] ?? shell.data.frames['*'];
      if (!frame) return null;
    }
    if (!page) return null;

    const cached = composed.get(key);
    if (cached !== undefined) return cached;
    const built = readFileSync(indexFile, 'utf8');
    const { index, scriptHashes } = boot === 'on-intent' && onIntent ? bootOnIntent(built, onIntent) : { index: built, scriptHashes: [] };
    const inserted = insertPage(index, path, page, frame, sandboxPaymentsNotice(deps.site));
    const answer = { html: withDeployment(inserted, deps.site, address, shell.data.linkPreview), scriptHashes };
    if (composed.size >= maxEntries) composed.delete(composed.keys().next().value as string);
    composed.set(key, answer);
    return answer;
  };
}

/** The app's element in index.html, quoted or not (the build minifies it to `<div id=root>`). */
const ROOT_ELEMENT = /<div id=("?)root\1>/;

/** The shell's notice to visitors without scripts: not true of a page that works without them (decision 020). */
const NOSCRIPT_NOTICE = /<noscript>[\s\S]*?<\/noscript>\s*/;

/** The shell's index.html with the page's head tags, styles and HTML (see the module comment), `notice` first in the page. */
export function insertPage(index: string, path: string, page: PrerenderedPage, frame?: Frame, notice = ''): string {
  const { head } = page;
  const headTags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:title" content="${escapeHtml(head.ogTitle)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.ogDescription)}" />`,
    `<meta property="og:type" content="${escapeHtml(head.ogType)}" />`,
    `<meta property="og:site_name" content="Housesit" />`,
    // While the server's page is there the app renders hidden behind it (the shell removes it).
    `<style>#${SERVER_PAGE_ID} ~ #root { display: none; }</style>`,
    `<style data-server-page>${(frame?.css ?? '') + page.css}</style>`,
  ].join('\n    ');
  const body = `<div id="${SERVER_PAGE_ID}" data-path="${escapeHtml(path)}">${notice}${frame ? frame.before + page.html + frame.after : page.html}</div>`;
  // Functions, not strings, as replacements: the page's text may contain `$&` and the like.
  return (
    index
      .replace(/<title>[\s\S]*?<\/title>/, () => '')
      .replace(/<meta name=("?)description\1[^>]*>\s*/, () => '')
      .replace('</head>', () => `  ${headTags}\n  </head>`)
      // This page works without scripts: the shell's 'needs JavaScript' notice is not true of it.
      .replace(NOSCRIPT_NOTICE, () => '')
      .replace(ROOT_ELEMENT, (root) => `${body}\n    ${root}`)
  );
}
