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
import { findRoute, REMOTE_NAMES, type RemoteName, type RuntimeRegistry, type User } from '@housesit/shared-contracts';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import { join } from 'node:path';
import type { ShellBoot } from './contract/shellBoot.js';
import { pageAnswerKey } from './contract/pageAnswerKey.js';
import { pageDirs, type PageDirs } from './dirs.js';
import { bootScript, composeDocument, documentParts, PAGE_MANIFEST_FILE, readPageManifest, scriptTags, type AppStart } from './document.js';
import { firstRequestsOf } from './firstRequests.js';
import { scriptHash } from './pageBoot.js';
import { onIntentScript, PUBLIC_PAGE_PATHS, publicPages } from './publicPages.js';
import { fillRegisterEcho, openRegisterEcho, REGISTER_ECHO_COOKIE } from './registerEcho.js';
import { serverRendering, type RenderFailure } from './serverRendering.js';
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
  /** A release whose server rendering of a signed-in screen failed (it counts against the release). */
  serverRenderFailed?(failure: RenderFailure): void;
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
    // A refused no-script sign-up comes back with what was typed (registerEcho.ts): that page is
    // this visitor's alone, so it is private and never stored, and the values are used once.
    const echo =
      c.req.path === '/login' && c.req.query('tab') === 'register'
        ? openRegisterEcho(getCookie(c, REGISTER_ECHO_COOKIE), deps.now())
        : null;
    if (echo) {
      deleteCookie(c, REGISTER_ECHO_COOKIE, { path: '/login' });
      return c.html(fillRegisterEcho(page.html, echo), 200, { ...headers, 'Cache-Control': 'private, no-store' });
    }
    return c.html(page.html, 200, headers);
  });

  routes.use('*', serveDirectory(dirs.shellDist));

  // Every other page is the app's: the shell's page with the visitor's registry answer and
  // session in it, so the shell renders without asking for them first. It holds the user:
  // private, and never stored. A signed-in visitor's first screen comes as HTML with their data
  // (serverRendering.ts): the page's head is sent at once, so the browser fetches the app's
  // scripts while the server asks for the data and renders; the rest follows.
  const appPage = appPages(deps, dirs, userOf);
  routes.on(['GET', 'HEAD'], '*', async (c) => {
    const manifest = readPageManifest(join(dirs.shellDist, PAGE_MANIFEST_FILE));
    if (looksLikeFile(c.req.path) || !manifest) {
      return c.text(manifest ? 'Not found' : 'The shell is not built: run npm run build.', 404, { 'Cache-Control': REVALIDATE });
    }
    const page = await appPage(c);
    const slots = { start: { kind: 'eager' } as const, noscript: true, preloads: page.preloads };
    if (!page.boot) return c.html(composeDocument(manifest.data, { ...slots, boot: null }), 200, { 'Cache-Control': REVALIDATE });
    const headers: Record<string, string> = { 'Cache-Control': 'private, no-store', Vary: 'Cookie' };
    const { firstScreen, boot: shellBoot } = page;
    if (!firstScreen) return c.html(composeDocument(manifest.data, { ...slots, boot: shellBoot }), 200, headers);
    // A screen the visitor's release renders here is readable at once, so the app starts on the
    // visitor's first intent, as on a public page (pageBoot.ts): a phone's main thread is the
    // visitor's while the page paints. Should its rendering fail after all, the app's scripts are
    // written after it and start as usual.
    const onIntent = firstScreen.rendersHere ? onIntentScript(dirs.shellDist) : undefined;
    const start: AppStart = onIntent ? { kind: 'on-intent', script: onIntent } : { kind: 'eager' };
    if (start.kind === 'on-intent') headers['Content-Security-Policy'] = deps.contentSecurityPolicy([scriptHash(start.script)]);
    // The boot data goes last: it carries the first answers, which are asked while the head is on its way.
    const { before, after } = documentParts(manifest.data, { ...slots, start, boot: null });
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode(before));
        // Whatever fails here, the page is finished: without answers the shell asks for them.
        const { boot, html } = await firstScreen.render().catch(() => ({ boot: shellBoot, html: '' }));
        const scripts = start.kind === 'on-intent' && html === '' ? scriptTags(manifest.data, { kind: 'eager' }) : '';
        controller.enqueue(encoder.encode(html + scripts + bootScript(boot) + after));
        controller.close();
      },
    });
    return c.body(body, 200, { ...headers, 'Content-Type': 'text/html; charset=UTF-8' });
  });

  return routes;
}

interface AppPage {
  boot: ShellBoot | null;
  preloads?: string;
  /** A signed-in GET of a screen with first answers: asked for after the head is sent. */
  firstScreen?: {
    /** Whether the visitor's release renders the screen here (serverRendering.ts). */
    rendersHere: boolean;
    /** Its first answers (in the boot data) and its HTML ('' when not rendered here). */
    render(): Promise<{ boot: ShellBoot; html: string }>;
  };
}

/** The boot data and preload hints of an app page; no boot when the registry cannot answer. */
function appPages(deps: PageServerDeps, dirs: PageDirs, userOf: (c: Context) => Promise<User | null>) {
  // What the page will load first, hinted so the browser fetches it beside main.js (startupPreloads.ts).
  const preloadsFor = appPagePreloads({ shellDist: dirs.shellDist, localFile: (path) => localFileOf(path, dirs) });
  const rendering = serverRendering({ dirs, ...(deps.serverRenderFailed ? { onFailure: deps.serverRenderFailed } : {}) });
  return async (c: Context): Promise<AppPage> => {
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
    const { firstAnswers } = deps;
    if (!user || !firstAnswers || c.req.method !== 'GET') return { boot, preloads: preloadsFor(c.req.path, boot) };
    const url = new URL(c.req.url);
    const urls = firstRequestsOf({ path: url.pathname, search: url.search, user }, registry, deps.now());
    if (urls.length === 0) return { boot, preloads: preloadsFor(c.req.path, boot) };
    const route = findRoute(url.pathname);
    const remote = route && 'remote' in route.owner ? route.owner.remote : null;
    const render = async () => {
      const answers = await firstAnswers(c, urls);
      const keyed = [...answers].flatMap(([asked, body]) => {
        const key = pageAnswerKey(asked);
        return key === null ? [] : [[key, body] as const];
      });
      if (keyed.length === 0) return { boot, html: '' };
      const pageAnswers = Object.fromEntries(keyed);
      const withAnswers: ShellBoot = { ...boot, answers: pageAnswers };
      if (!remote) return { boot: withAnswers, html: '' };
      const html = await rendering.render({
        path: url.pathname,
        user,
        registry,
        remote,
        answers: pageAnswers,
        pageUrl: url.href,
        now: deps.now(),
      });
      return { boot: withAnswers, html: html ?? '' };
    };
    const rendersHere = remote !== null && (await rendering.renders({ path: url.pathname, registry, remote }));
    // Rendered here, the app starts on intent: its code is fetched while the network is idle.
    const preloads = preloadsFor(c.req.path, boot, rendersHere ? 'prefetch' : 'preload');
    const firstScreen = { rendersHere, render };
    return { boot, preloads, firstScreen };
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
