/**
 * Production serving of the built front ends from the API's port:
 *   WEB_ROOT/shell/dist        at /
 *   WEB_ROOT/mf-<name>/dist    at /remotes/mf_<name>/
 *   RELEASES_DIR/mf_<name>/    at /releases/mf_<name>/ (published releases, docs/decisions/007)
 * Cache rules: files with an 8-hex-digit content hash in their name never change (immutable
 * for a year); everything else, in particular index.html, mf-manifest.json, mf-stats.json and
 * remoteEntry.js, is revalidated on every use, so a deploy is seen at once.
 * Client routes (/dashboard, /housesitter/jobs, ...) answer the shell's index.html; the public
 * pages a build rendered to HTML (/, /terms, /privacy, /support, /login) answer it with that
 * page inserted, from the visitor's release (publicPages.ts, decision 020).
 */
import { serveStatic } from '@hono/node-server/serve-static';
import { REMOTE_NAMES, type RemoteName, type RuntimeRegistry, type ShellBoot, type User } from '@housesit/shared-contracts';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { existsSync } from 'node:fs';
import { readFile, realpath } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { contentSecurityPolicy, type Directives } from '../http/contentSecurity.js';
import type { AppEnv } from '../http/types.js';
import { insertShellBoot } from './pageBoot.js';
import { appPagePreloads } from './startupPreloads.js';
import { PUBLIC_PAGE_PATHS, publicPages, type PublicPagesDeps } from './publicPages.js';
import { isInside } from '../releases/ownFiles.js';
import { isRemoteName } from '../releases/store.js';
import { visitorOptIns } from '../releases/visitor.js';
import { remoteFolder } from './registry.js';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
const HASHED_NAME = /\.[0-9a-f]{8}\./;

export function cacheControlFor(filePath: string): string {
  // A precompressed copy (main.1a2b3c4d.js.gz) is cached as the file it is a copy of.
  const name = basename(filePath).replace(/\.(gz|br|zst)$/, '');
  if (name === 'index.html' || name === 'mf-manifest.json' || name === 'mf-stats.json' || name === 'remoteEntry.js') {
    return REVALIDATE;
  }
  return HASHED_NAME.test(name) ? IMMUTABLE : REVALIDATE;
}

/**
 * Serves files under `root`, with the request path's `prefix` removed, adding Cache-Control
 * (`cacheControl` for every file, else by name).
 */
function serveDirectory(root: string, prefix = '', cacheControl?: string): MiddlewareHandler {
  const found = new WeakMap<Context, string>();
  let serve: MiddlewareHandler | null = null;
  return async (c, next) => {
    // Made on first use, so a folder built after the server started is still served.
    if (!serve) {
      if (!existsSync(root)) return next();
      serve = serveStatic({
        root,
        // The build's gzip copy of a file (shell/federation/index.cjs precompressPlugins), when the
        // browser accepts gzip: the compress middleware leaves an encoded response alone.
        precompressed: true,
        rewriteRequestPath: prefix ? (path) => path.slice(prefix.length) || '/' : undefined,
        onFound: (path, c) => {
          found.set(c, path);
        },
      });
    }
    // An object, not a local boolean: the callback sets it, out of the type checker's sight.
    const outcome = { passed: false };
    const response = await serve(c, async () => {
      outcome.passed = true;
    });
    const filePath = found.get(c);
    if (outcome.passed || !(response instanceof Response) || !filePath) return next();
    // A symbolic link planted in the folder is never followed out of it: the file must really be there.
    if (!(await isServedFrom(root, filePath))) {
      await response.body?.cancel();
      return next();
    }
    response.headers.set('Cache-Control', cacheControl ?? cacheControlFor(filePath));
    return response;
  };
}

/** The file's real path (links resolved) is inside the real `root`. */
async function isServedFrom(root: string, filePath: string): Promise<boolean> {
  try {
    return isInside(await realpath(filePath), await realpath(root));
  } catch {
    return false; // gone meanwhile, or a dangling link
  }
}

/**
 * Source maps show the code as written (every area's TypeScript): only a signed-in admin gets them,
 * to read a production error; anyone else gets 404. The bundles name no map (hidden-source-map,
 * shell/federation), so other visitors' browsers never ask. Never kept by a shared cache.
 */
function sourceMapsForAdmins(session: MiddlewareHandler<AppEnv> | undefined): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.req.path.endsWith('.map')) return next();
    if (session) await session(c, async () => {});
    if (c.get('user')?.role !== 'admin') return c.text('Not found', 404, { 'Cache-Control': REVALIDATE, Vary: 'Cookie' });
    await next();
    c.res.headers.set('Cache-Control', 'private, no-cache');
    c.res.headers.set('Vary', 'Cookie');
  };
}

/** A path whose last segment has an extension asks for a file, not for a client route. */
function looksLikeFile(path: string): boolean {
  const last = path.split('/').pop() ?? '';
  return /\.[A-Za-z0-9]+$/.test(last) && !last.endsWith('.html');
}

export interface StaticPagesDeps extends Pick<PublicPagesDeps, 'registry' | 'site'> {
  /**
   * The API's session middleware (http/session.ts loadSession): a percentage rollout places a
   * signed-in visitor's public page by their user id, as GET /api/registry does. One indexed
   * lookup, and only when the request carries the session cookie.
   */
  session?: MiddlewareHandler<AppEnv>;
  /** The site's Content-Security-Policy, to which a composed page adds its inline boot script. */
  contentSecurity: Directives;
  /** GET /api/registry's answer for a visitor (registry.ts), written into the app's other pages. */
  registryAnswer?: (c: Context<AppEnv>) => Promise<RuntimeRegistry>;
  /** The signed-in screen's first GETs answered by the app (firstAnswers.ts), written into its page. */
  firstAnswers?: (c: Context<AppEnv>, user: User) => Promise<Record<string, unknown> | undefined>;
}

export function staticRoutes(webRoot: string, releasesDir: string, pages: StaticPagesDeps) {
  const routes = new Hono<AppEnv>();
  const shellDist = join(webRoot, 'shell', 'dist');
  const shellIndex = join(shellDist, 'index.html');

  routes.use('*', sourceMapsForAdmins(pages.session));
  for (const name of REMOTE_NAMES) {
    const prefix = `/remotes/${name}`;
    routes.use(`${prefix}/*`, serveDirectory(join(webRoot, remoteFolder(name), 'dist'), prefix));
  }
  routes.all('/remotes/*', (c) => c.text('Not found', 404, { 'Cache-Control': REVALIDATE }));

  // A published release folder never changes (a new build is a new release id), manifest and
  // entry included: everything under it is immutable. Only the remotes' folders are served,
  // not the channel files beside them.
  for (const name of REMOTE_NAMES) {
    const prefix = `/releases/${name}`;
    routes.use(`${prefix}/*`, serveDirectory(join(releasesDir, name), prefix, IMMUTABLE));
  }
  routes.all('/releases/*', (c) => c.text('Not found', 404, { 'Cache-Control': REVALIDATE }));

  // The public pages as HTML: the shell's page with the visitor's release's prerendered page in it.
  // It differs by channel (the opt-in query and cookie, the rollout cookie, the session), and it
  // starts the app at once or on intent by the session (pageBoot.ts), hence Vary: Cookie.
  const composePage = publicPages({ webRoot, releasesDir, registry: pages.registry, site: pages.site });
  const publicPaths = [...PUBLIC_PAGE_PATHS];
  if (pages.session) routes.on(['GET', 'HEAD'], publicPaths, pages.session);
  routes.on(['GET', 'HEAD'], publicPaths, async (c, next) => {
    const page = await composePage(c);
    if (page === null) return next();
    const headers: Record<string, string> = { 'Cache-Control': REVALIDATE, Vary: 'Cookie' };
    if (page.scriptHashes.length > 0) headers['Content-Security-Policy'] = contentSecurityPolicy(pages.contentSecurity, page.scriptHashes);
    return c.html(page.html, 200, headers);
  });

  routes.use('*', serveDirectory(shellDist));

  // Every other page is the app's (its signed-in screens, /reset-password, the 404 page): the
  // shell's index.html with the visitor's registry answer and session in it, so the shell renders
  // without asking for them first. It holds the user: private, and never stored.
  const shellBoot = pages.registryAnswer ? shellBootFor(pages.registryAnswer, pages.firstAnswers) : null;
  // What the page will load first, hinted so the browser fetches it beside main.js (startupPreloads.ts).
  const preloadsFor = appPagePreloads({ shellDist, localFile: (path) => localFileOf(path, webRoot, releasesDir) });
  if (pages.session && shellBoot)
    routes.on(['GET', 'HEAD'], '*', async (c, next) => (looksLikeFile(c.req.path) ? next() : pages.session?.(c, next)));
  routes.on(['GET', 'HEAD'], '*', async (c) => {
    if (looksLikeFile(c.req.path) || !existsSync(shellIndex)) {
      return c.text(existsSync(shellIndex) ? 'Not found' : 'The shell is not built: run npm run build.', 404, {
        'Cache-Control': REVALIDATE,
      });
    }
    const html = await readFile(shellIndex, 'utf8');
    const boot = shellBoot ? await shellBoot(c) : null;
    if (!boot) return c.html(html, 200, { 'Cache-Control': REVALIDATE });
    return c.html(insertShellBoot(html, boot, preloadsFor(c.req.path, boot)), 200, {
      'Cache-Control': 'private, no-store',
      Vary: 'Cookie',
    });
  });

  return routes;
}

/** The ShellBoot of a request; null when the registry cannot answer (the shell then asks GET /api/registry itself). */
function shellBootFor(registryAnswer: (c: Context<AppEnv>) => Promise<RuntimeRegistry>, firstAnswers: StaticPagesDeps['firstAnswers']) {
  return async (c: Context<AppEnv>): Promise<ShellBoot | null> => {
    let registry: RuntimeRegistry;
    try {
      registry = await registryAnswer(c);
    } catch {
      // The database is unreachable, say: the page still loads, and the shell's own
      // GET /api/registry reports the failure (logged there) and shows its notice.
      return null;
    }
    const optIns = visitorOptIns(c);
    const stagingOptIns = REMOTE_NAMES.filter((name: RemoteName) => optIns[name] === 'staging');
    const user = c.get('user') ?? null;
    const boot: ShellBoot = { registry, stagingOptIns, user };
    // A HEAD has no body to carry them; a page without a session has no screen of data.
    const answers = user && firstAnswers && c.req.method === 'GET' ? await firstAnswers(c, user) : undefined;
    if (answers) boot.answers = answers;
    return boot;
  };
}

/** The file behind a URL path this server serves from a remote's build or a release; null for any other path. */
function localFileOf(urlPath: string, webRoot: string, releasesDir: string): string | null {
  const [, area, name, ...rest] = urlPath.split('/');
  if (!name || !isRemoteName(name) || rest.some((part) => part === '..' || part === '')) return null;
  if (area === 'remotes') return join(webRoot, remoteFolder(name), 'dist', ...rest);
  if (area === 'releases') return join(releasesDir, name, ...rest);
  return null;
}
