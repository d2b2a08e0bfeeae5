/**
 * The public pages as HTML (decision 020): GET of a page that a build rendered to HTML answers the
 * shell's page with that page in it, from the release the registry gives this visitor.
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
import {
  LOGIN_ERROR_PARAM,
  ROUTES,
  authFormRefusal,
  signedOutNoticePage,
  type RemoteName,
  type RuntimeRegistry,
} from '@housesit/shared-contracts';
import type { Context } from 'hono';
import { join } from 'node:path';
import { buildFileReader, isRecord } from './buildFiles.js';
import { composeDocument, PAGE_MANIFEST_FILE, readPageManifest } from './document.js';
import { scriptHash, type PageBoot } from './pageBoot.js';
import { escapeHtml, fillSupportContact, linkTags, sandboxPaymentsNotice, type DeploymentSite, type LinkPreview } from './site.js';
import type { PageDirs } from './dirs.js';

export const PRERENDER_FILE = 'prerender.json';
/** The element the shell takes over (src/features/server-page). */
export const SERVER_PAGE_ID = 'server-page';

export interface PageHead {
  title: string;
  description: string;
  ogTitle: string;
  ogDescription: string;
  ogType: string;
}
export interface PrerenderedPage {
  head: PageHead;
  css: string;
  html: string;
}
export interface Frame {
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
  dirs: PageDirs;
  /** The visitor's registry answer for a public page (the release of each remote it shows); throws: every remote on its build. */
  registry: (c: Context) => Promise<RuntimeRegistry>;
  /** Whether the visitor has a live session: their app starts at once. */
  signedIn: (c: Context) => Promise<boolean>;
  /** This deployment's address and support contact (site.ts). */
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

/** The paths whose GET may answer a composed page (a release without HTML for one answers the app's page). */
export const PUBLIC_PAGE_PATHS: readonly string[] = ROUTES.map((route) => route.path).filter((path) => ownerOf(path) !== null);

/**
 * The shell build's page for this request: /login's tab (Login, or Register with `?tab=register`)
 * with the refusal its form sent back (`?error=<code>`), or the sign-in with the notice of the
 * page the guard sent the visitor from (`?next=/purchase?plan=…`), or the path itself.
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

const readPrerender = buildFileReader(
  (json) => (isRecord(json) && isRecord(json.pages) ? (json as unknown as PrerenderFile) : null),
  (file, error) => console.warn(`[public-pages] ${file} could not be read: ${error.message}`),
);

/** The shell build's inline script that starts the app on intent (pageBoot.ts), if its build wrote one. */
export function onIntentScript(shellDist: string): string | undefined {
  return readPrerender(join(shellDist, PRERENDER_FILE))?.data.boot?.onIntent;
}

export function publicPages(deps: PublicPagesDeps) {
  const { dirs } = deps;
  const composed = new Map<string, ComposedPage>();
  const maxEntries = deps.maxEntries ?? 200;

  /** The visitor's release of `remote` (undefined: its build's dist) and channel. */
  async function releaseFor(c: Context, remote: RemoteName): Promise<{ release?: string; channel: string }> {
    try {
      const entry = (await deps.registry(c)).remotes[remote];
      return { release: entry.release, channel: entry.channel };
    } catch {
      return { channel: 'stable' }; // channels unreadable: every remote on its build (as the registry does)
    }
  }

  /** The composed page for this request, or null when no build rendered it. */
  return async function compose(c: Context): Promise<ComposedPage | null> {
    const path = c.req.path;
    const owner = ownerOf(path);
    if (!owner) return null;
    const shell = readPrerender(join(dirs.shellDist, PRERENDER_FILE));
    const manifest = readPageManifest(join(dirs.shellDist, PAGE_MANIFEST_FILE));
    if (!shell || !manifest) return null;
    const onIntent = shell.data.boot?.onIntent;
    const boot: PageBoot = onIntent && !(await deps.signedIn(c)) ? 'on-intent' : 'eager';

    let key: string;
    let page: PrerenderedPage | undefined;
    let frame: Frame | undefined;
    /** The page's own address (og:url, canonical). */
    let address = path;
    if (owner === 'shell') {
      const pageKey = shellPageKey(path, c);
      address = pageKey;
      key = `shell|${pageKey}|${boot}|${shell.stamp}|${manifest.stamp}`;
      page = shell.data.pages[pageKey];
    } else {
      const { release, channel } = await releaseFor(c, owner);
      const folder = release ? dirs.release(owner, release) : dirs.remoteDist(owner);
      const remote = folder ? readPrerender(join(folder, PRERENDER_FILE)) : null;
      if (!remote) return null;
      key = `${owner}|${release ?? 'dist'}|${channel}|${path}|${boot}|${remote.stamp}|${shell.stamp}|${manifest.stamp}`;
      page = remote.data.pages[path];
      frame = shell.data.frames[path] ?? shell.data.frames['*'];
      if (!frame) return null;
    }
    if (!page) return null;

    const cached = composed.get(key);
    if (cached !== undefined) return cached;
    const start = boot === 'on-intent' && onIntent ? ({ kind: 'on-intent', script: onIntent } as const) : ({ kind: 'eager' } as const);
    const { head } = page;
    // The build's support contact placeholders become this deployment's contact.
    const html = fillSupportContact(
      composeDocument(
        manifest.data,
        {
          title: head.title,
          description: head.description,
          headTags: [
            `<meta property="og:title" content="${escapeHtml(head.ogTitle)}">`,
            `<meta property="og:description" content="${escapeHtml(head.ogDescription)}">`,
            `<meta property="og:type" content="${escapeHtml(head.ogType)}">`,
            `<meta property="og:site_name" content="Housesit">`,
            // While the server's page is there the app renders hidden behind it (the shell removes it).
            `<style>#${SERVER_PAGE_ID} ~ #${manifest.data.rootId} { display: none; }</style>`,
            `<style data-server-page>${(frame?.css ?? '') + page.css}</style>`,
            ...linkTags(deps.site, address, shell.data.linkPreview),
          ],
          start,
          // This page works without scripts: the shell's 'needs JavaScript' notice is not true of it.
          noscript: false,
        },
        serverPage(path, page, frame, sandboxPaymentsNotice(deps.site)),
      ),
      deps.site.support,
    );
    const answer = { html, scriptHashes: start.kind === 'on-intent' ? [scriptHash(start.script)] : [] };
    if (composed.size >= maxEntries) composed.delete(composed.keys().next().value as string);
    composed.set(key, answer);
    return answer;
  };
}

/** The prerendered page in its frame, in the element the shell takes over, `notice` first. */
function serverPage(path: string, page: PrerenderedPage, frame: Frame | undefined, notice: string): string {
  const content = frame ? frame.before + page.html + frame.after : page.html;
  return `<div id="${SERVER_PAGE_ID}" data-path="${escapeHtml(path)}">${notice}${content}</div>`;
}
