/**
 * The shell's page server (decision 020): every page of the site and the built front ends' files.
 * The API process mounts it (one port for `npm start`) and hands it what only the API knows, as
 * functions: the visitor's registry answer, their session, the answers of the API's own handlers
 * and the site's Content-Security-Policy. It composes pages from the slots the shell's build wrote
 * (document.ts), so the markup is the shell's business alone.
 *
 * - The public pages a build rendered to HTML (/, /terms, /privacy, /support, /login): the
 *   visitor's release's page in the shell's (publicPages.ts).
 * - Every other page (the signed-in screens, /reset-password, the 404 page): the app's page with
 *   the visitor's registry answer and session in it (ShellBoot), preload hints for what it loads
 *   first (startupPreloads.ts) and its screen's first answers (firstRequests.ts).
 */
import { REMOTE_NAMES, type RemoteName, type RuntimeRegistry, type User } from '@housesit/shared-contracts';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { join } from 'node:path';
import type { ShellBoot } from './contract/shellBoot.js';
import { pageAnswerKey } from './contract/pageAnswerKey.js';
import { pageDirs, type PageDirs } from './dirs.js';
import { composeDocument, PAGE_MANIFEST_FILE, readPageManifest } from './document.js';
import { firstRequestsOf } from './firstRequests.js';
import { PUBLIC_PAGE_PATHS, publicPages } from './publicPages.js';
import type { DeploymentSite } from './site.js';
import { appPagePreloads } from './startupPreloads.js';
import { IMMUTABLE, looksLikeFile, REVALIDATE, serveDirectory } from './staticFiles.js';

export interface PageServerDeps {
  /** Where the builds are: WEB_ROOT (shell/dist, mf-<name>/dist) and RELEASES_DIR. */
  webRoot: string;
  releasesDir: string;
  /** This deployment's address and support contact (site.ts). */
  site: DeploymentSite;
  /** The signed-in user of the request (a live session), else null. Called at most once per page. */
  user(c: Context): Promise<User | null>;
  /**
   * GET /api/registry's answer for this visitor (their opt-ins and rollout bucket), written into
   * the app's pages; throws when it cannot be given (the shell then asks for it and shows why).
   */
  registryAnswer(c: Context): Promise<RuntimeRegistry>;
  /**
   * The releases a public page is composed from: the same placement as registryAnswer, but never
   * giving the visitor a rollout cookie (a public page is shared by everyone on its release).
   */
  publicRegistry(c: Context): Promise<RuntimeRegistry>;
  /** The remotes the visitor opted into staging (query and cookie). */
  stagingOptIns(c: Context): RemoteName[];
  /**
   * The API's answers to these GETs, asked as the page's own request would ask them (its cookie,
   * its address); only 200 answers, by URL. Absent: no first answers in pages.
   */
  firstAnswers?(c: Context, urls: string[]): Promise<Map<string, unknown>>;
  /** The site's Content-Security-Policy with these extra script sources (a public page's inline boot). */
  contentSecurityPolicy(extraScriptSources: string[]): string;
  /** "Now", for what a screen computes as it opens (today's service day). */
  now(): Date;
}

/** The page server as a Hono app, mounted at `/` by the API after its own routes. */
export function createPageServer(deps: PageServerDeps) {
  const dirs = pageDirs(deps.webRoot, deps.releasesDir);
  const routes = new Hono();
  // One session lookup per request, whoever asks (source maps, public page, app page).
  const users = new WeakMap<Context, Promise<User | null>>();
  const userOf = (c: Context): Promise<User | null> => {
    let user = users.get(c);
    if (!user) {
      user = deps.user(c);
      users.set(c, user);
    }
    return user;
  };

  routes.use('*', sourceMapsForAdmins(userOf));
  for (const name of REMOTE_NAMES) {
    const prefix = `/remotes/${name}`;
    routes.use(`${prefix}/*`, serveDirectory(dirs.remoteDist(name), prefix));
  }
  routes.all('/remotes/*', (c) => c.text('Not found', 404, { 'Cache-Control': REVALIDATE }));

  // A published release folder never changes (a new build is a new release id), manifest and
  // entry included: everything under it is immutable. Only the remotes' folders are served,
  // not the channel files beside them.
  for (const name of REMOTE_NAMES) {
    const prefix = `/releases/${name}`;
    routes.use(`${prefix}/*`, serveDirectory(join(dirs.releasesDir, name), prefix, IMMUTABLE));
  }
  routes.all('/releases/*', (c) => c.text('Not found', 404, { 'Cache-Control': REVALIDATE }));

  // The public pages as HTML: the shell's page with the visitor's release's prerendered page in it.
  // It differs by channel (the opt-in query and cookie, the rollout cookie, the session), and it
  // starts the app at once or on intent by the session (pageBoot.ts), hence Vary: Cookie.
  const composePublicPage = publicPages({
    dirs,
    registry: deps.publicRegistry,
    signedIn: async (c) => (await userOf(c)) !== null,
    site: deps.site,
  });
  routes.on(['GET', 'HEAD'], [...PUBLIC_PAGE_PATHS], async (c, next) => {
    const page = await composePublicPage(c);
    if (page === null) return next();
    const headers: Record<string, string> = { 'Cache-Control': REVALIDATE, Vary: 'Cookie' };
    if (page.scriptHashes.length > 0) headers['Content-Security-Policy'] = deps.contentSecurityPolicy(page.scriptHashes);
    return c.html(page.html, 200, headers);
  });

  routes.use('*', serveDirectory(dirs.shellDist));

  // Every other page is the app's: the shell's page with the visitor's registry answer and
  // session in it, so the shell renders without asking for them first. It holds the user:
  // private, and never stored.
  const appPage = appPages(deps, dirs, userOf);
  routes.on(['GET', 'HEAD'], '*', async (c) => {
    const manifest = readPageManifest(join(dirs.shellDist, PAGE_MANIFEST_FILE));
    if (looksLikeFile(c.req.path) || !manifest) {
      return c.text(manifest ? 'Not found' : 'The shell is not built: run npm run build.', 404, { 'Cache-Control': REVALIDATE });
    }
    const page = await appPage(c);
    const html = composeDocument(manifest.data, { start: { kind: 'eager' }, noscript: true, ...page });
    if (!page.boot) return c.html(html, 200, { 'Cache-Control': REVALIDATE });
    return c.html(html, 200, { 'Cache-Control': 'private, no-store', Vary: 'Cookie' });
  });

  return routes;
}

/** The boot data and preload hints of an app page; no boot when the registry cannot answer. */
function appPages(deps: PageServerDeps, dirs: PageDirs, userOf: (c: Context) => Promise<User | null>) {
  // What the page will load first, hinted so the browser fetches it beside main.js (startupPreloads.ts).
  const preloadsFor = appPagePreloads({ shellDist: dirs.shellDist, localFile: (path) => localFileOf(path, dirs) });
  return async (c: Context): Promise<{ boot: ShellBoot | null; preloads?: string }> => {
    let registry: RuntimeRegistry;
    try {
      registry = await deps.registryAnswer(c);
    } catch {
      // The database is unreachable, say: the page still loads, and the shell's own
      // GET /api/registry reports the failure (logged there) and shows its notice.
      return { boot: null };
    }
    const user = await userOf(c);
    const boot: ShellBoot = { registry, stagingOptIns: deps.stagingOptIns(c), user };
    // A HEAD has no body to carry them; a page without a session has no screen of data.
    if (user && deps.firstAnswers && c.req.method === 'GET') {
      const url = new URL(c.req.url);
      const urls = firstRequestsOf({ path: url.pathname, search: url.search, user }, registry, deps.now());
      const answers = urls.length > 0 ? await deps.firstAnswers(c, urls) : new Map<string, unknown>();
      const keyed = [...answers].flatMap(([asked, body]) => {
        const key = pageAnswerKey(asked);
        return key === null ? [] : [[key, body] as const];
      });
      if (keyed.length > 0) boot.answers = Object.fromEntries(keyed);
    }
    return { boot, preloads: preloadsFor(c.req.path, boot) };
  };
}

/**
 * Source maps show the code as written (every area's TypeScript): only a signed-in admin gets them,
 * to read a production error; anyone else gets 404. The bundles name no map (hidden-source-map,
 * federation/), so other visitors' browsers never ask. Never kept by a shared cache.
 */
function sourceMapsForAdmins(userOf: (c: Context) => Promise<User | null>): MiddlewareHandler {
  return async (c, next) => {
    if (!c.req.path.endsWith('.map')) return next();
    if ((await userOf(c))?.role !== 'admin') return c.text('Not found', 404, { 'Cache-Control': REVALIDATE, Vary: 'Cookie' });
    await next();
    c.res.headers.set('Cache-Control', 'private, no-cache');
    c.res.headers.set('Vary', 'Cookie');
  };
}

/** The file behind a URL path this server serves from a remote's build or a release; null for any other path. */
function localFileOf(urlPath: string, dirs: PageDirs): string | null {
  const [, area, name, ...rest] = urlPath.split('/');
  if (!name || !isRemoteName(name) || rest.some((part) => part === '..' || part === '')) return null;
  if (area === 'remotes') return join(dirs.remoteDist(name), ...rest);
  if (area === 'releases') return join(dirs.releasesDir, name, ...rest);
  return null;
}

function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}
