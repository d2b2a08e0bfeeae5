/**
 * The sitter's service worker (docs/decisions/026): the shell's files, the sitter area's current
 * release, the last sitter page and the sitter screens' GET answers, so a reload without signal
 * shows the sitter's screen with its last data. Answers and pages are network first (fresh when
 * there is signal); code is cache first only where its URL names one build (hashed or a release).
 * Built on its own (webpack.config.cjs), served at /sw.js so its scope is the whole site.
 */
import { clientsClaim } from 'workbox-core';
import { Router, Route } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  cacheRuleFor,
  documentAudience,
  SHELL_CACHE,
  SITTER_API_CACHE,
  SITTER_MARK_CACHE,
  SITTER_MARK_URL,
  SITTER_PAGE_CACHE,
} from './cacheRules';

interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'fetch', listener: (event: FetchLike) => void): void;
  addEventListener(type: 'message', listener: (event: MessageLike) => void): void;
}
interface FetchLike {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface MessageLike {
  data: unknown;
  ports: readonly MessagePort[];
  waitUntil(promise: Promise<unknown>): void;
}
const scope = self as unknown as WorkerScope;

/** Personal answers are kept only while a sitter is signed in here (the page keeps the mark). */
async function sitterSignedIn(): Promise<boolean> {
  return Boolean(await caches.match(SITTER_MARK_URL, { cacheName: SITTER_MARK_CACHE }));
}

/**
 * Code (the shell's files, the area's release) is kept only while a sitter is signed in here:
 * once the mark is gone, a page still controlled by this worker (another role just signed in,
 * the worker unregistered but alive until the page goes) must not put back the caches the page
 * has just dropped.
 */
const whileSitterSignedIn = {
  cacheWillUpdate: async ({ response }: { response: Response }) => (response.status === 200 && (await sitterSignedIn()) ? response : null),
};

/** An answer is stored and given back only while the sitter is signed in, and only a 200. */
const sitterOnly = {
  cacheWillUpdate: whileSitterSignedIn.cacheWillUpdate,
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) =>
    cachedResponse && (await sitterSignedIn()) ? cachedResponse : null,
};

/**
 * A page the server made for someone else (another role signed in on this phone, or nobody)
 * ends the sitter's copy before that page's first request: no other role's answer is ever kept.
 */
async function forgetUnlessSitter(response: Response): Promise<boolean> {
  if (!(await sitterSignedIn())) return false;
  const type = response.headers.get('Content-Type') ?? '';
  if (response.status !== 200 || !type.startsWith('text/html')) return true;
  const audience = documentAudience(await response.clone().text());
  if (audience !== 'other') return audience === 'sitter';
  await Promise.all([SITTER_MARK_CACHE, SITTER_API_CACHE, SITTER_PAGE_CACHE].map((name) => caches.delete(name)));
  return false;
}

/** Only a page made for a signed-in sitter is kept: it carries their session and nobody else's. */
const sitterPageOnly = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    response.status === 200 && (await forgetUnlessSitter(response)) ? response : null,
  cachedResponseWillBeUsed: sitterOnly.cachedResponseWillBeUsed,
  // Offline on a sitter path never visited: any sitter page starts the app, which routes by the address.
  handlerDidError: async () => ((await sitterSignedIn()) ? ((await anyCached(SITTER_PAGE_CACHE)) ?? undefined) : undefined),
};

async function anyCached(cacheName: string): Promise<Response | undefined> {
  const cache = await caches.open(cacheName);
  const [first] = await cache.keys();
  return first ? cache.match(first) : undefined;
}

const shellHashed = new CacheFirst({ cacheName: SHELL_CACHE, plugins: [whileSitterSignedIn] });
const shellOther = new NetworkFirst({ cacheName: SHELL_CACHE, plugins: [whileSitterSignedIn] });
// The server answers these with Vary: Cookie; a worker's requests never show the cookie, so it is ignored.
const personal = { ignoreVary: true };
const sitterApi = new NetworkFirst({ cacheName: SITTER_API_CACHE, plugins: [sitterOnly], matchOptions: personal });
const sitterPage = new NetworkFirst({ cacheName: SITTER_PAGE_CACHE, plugins: [sitterPageOnly], matchOptions: personal });
const areaStrategies = new Map<string, CacheFirst | NetworkFirst>();

function areaStrategy(cacheName: string, immutable: boolean): CacheFirst | NetworkFirst {
  const key = `${immutable ? 'first' : 'network'}|${cacheName}`;
  let strategy = areaStrategies.get(key);
  if (!strategy) {
    strategy = immutable
      ? new CacheFirst({ cacheName, plugins: [whileSitterSignedIn] })
      : new NetworkFirst({ cacheName, plugins: [whileSitterSignedIn] });
    areaStrategies.set(key, strategy);
  }
  return strategy;
}

/** The strategy that keeps a GET of `url`, or null: not kept at all (cacheRules.ts). */
function strategyFor(url: URL): CacheFirst | NetworkFirst | null {
  const rule = cacheRuleFor(url, scope.location.origin);
  if (rule === null) return null;
  if (rule.kind === 'shell') return rule.hashed ? shellHashed : shellOther;
  if (rule.kind === 'area') return areaStrategy(rule.cacheName, rule.immutable);
  return rule.kind === 'sitterApi' ? sitterApi : sitterPage;
}

const router = new Router();
router.registerRoute(
  new Route(
    ({ url, request }) => request.method === 'GET' && strategyFor(url) !== null,
    (options) => strategyFor(options.url)?.handle(options) ?? fetch(options.request),
  ),
);
// Every other page load passes through untouched, except that it is read for who it was made for.
router.registerRoute(
  new Route(
    ({ url, request }) => request.mode === 'navigate' && url.origin === scope.location.origin,
    async ({ request }) => {
      const response = await fetch(request);
      await forgetUnlessSitter(response);
      return response;
    },
  ),
);
/**
 * The page sends what it loaded before this worker controlled it (CACHE_URLS, as workbox-window
 * names it), kept through the same strategies. The answer goes back once every response is stored,
 * not when it arrives (as workbox-routing's own listener does): a streamed page is read whole
 * before it is kept, and the page says it is ready offline only after that.
 */
scope.addEventListener('message', (event) => {
  const message = event.data as { type?: unknown; payload?: { urlsToCache?: unknown } } | null;
  if (message?.type !== 'CACHE_URLS' || !Array.isArray(message.payload?.urlsToCache)) return;
  const kept = Promise.all(
    message.payload.urlsToCache.map(async (href: unknown) => {
      if (typeof href !== 'string') return;
      const request = new Request(href);
      const strategy = strategyFor(new URL(request.url));
      if (!strategy) return;
      const [response, done] = strategy.handleAll({ request, event: event as never });
      // One URL that cannot be fetched (a connection lost meanwhile) does not stop the others.
      await Promise.allSettled([response, done]);
    }),
  );
  event.waitUntil(kept);
  void kept.then(() => event.ports[0]?.postMessage(true));
});

scope.addEventListener('fetch', (event) => {
  const response = router.handleRequest({ request: event.request, event: event as never });
  if (response) event.respondWith(response);
});

// A new worker takes over at once: its routes are network first wherever a file can change.
void scope.skipWaiting();
clientsClaim();
