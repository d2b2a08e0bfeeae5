/**
 * The page's side of the sitter's service worker (docs/decisions/026), loaded as its own chunk
 * after the app has started, so no public page carries it.
 */
import { Workbox } from 'workbox-window';
import {
  AREA_CACHE_PREFIX,
  areaBaseOf,
  areaCacheName,
  SITTER_API_CACHE,
  SITTER_MARK_CACHE,
  SITTER_MARK_URL,
  SITTER_PAGE_CACHE,
} from './cacheRules';

/** Set on <html> once this page's files and answers are on the phone (for tests and support). */
export const OFFLINE_READY_ATTRIBUTE = 'data-offline-ready';

/**
 * For a signed-in sitter: marks the phone as theirs, registers the worker and hands it what this
 * page loaded before the worker controlled it (the page itself, the shell's files, the area's
 * release, the first answers), then drops the caches of the area's older releases: the page runs
 * `sitterEntry`'s release now, so a reload can never combine an old release with the new one.
 */
export async function startSitterOffline(sitterEntry: string | null): Promise<void> {
  if (!('serviceWorker' in navigator) || !('caches' in window)) return;
  const mark = await caches.open(SITTER_MARK_CACHE);
  await mark.put(SITTER_MARK_URL, new Response('1'));
  const worker = new Workbox('/sw.js', { scope: '/' });
  await worker.register({ immediate: true });
  await worker.active;
  const loaded = (await loadedResources()).filter((url) => new URL(url).origin === location.origin);
  await worker.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: [location.href, ...loaded] } });
  const current = sitterEntry ? areaBaseOf(new URL(sitterEntry, location.href).pathname) : null;
  if (current) await dropCachesExcept(AREA_CACHE_PREFIX, areaCacheName(current));
  document.documentElement.setAttribute(OFFLINE_READY_ATTRIBUTE, 'true');
}

/**
 * Signed out (or someone else signed in): the sitter's page and answers leave the phone, and the
 * worker stops keeping any (the mark is gone). Another role also loses the worker and its code.
 */
export async function clearSitterData({ otherRoleSignedIn }: { otherRoleSignedIn: boolean }): Promise<void> {
  document.documentElement.removeAttribute(OFFLINE_READY_ATTRIBUTE);
  if (!('caches' in window)) return;
  await Promise.all([SITTER_MARK_CACHE, SITTER_API_CACHE, SITTER_PAGE_CACHE].map((name) => caches.delete(name)));
  if (!otherRoleSignedIn || !('serviceWorker' in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
  await dropCachesExcept('housesit-', null);
}

/**
 * The URLs this page fetched so far (its scripts, the area's release, its answers). Read through a
 * buffered PerformanceObserver, which also sees entries a page-level `performance` stand-in (a
 * test's fake clock) would hide.
 */
function loadedResources(): Promise<string[]> {
  return new Promise((resolve) => {
    const fallback = () => performance.getEntriesByType('resource').map((entry) => entry.name);
    if (typeof PerformanceObserver === 'undefined') return resolve(fallback());
    const observer = new PerformanceObserver((list) => {
      observer.disconnect();
      resolve([...new Set([...list.getEntries().map((entry) => entry.name), ...fallback()])]);
    });
    observer.observe({ type: 'resource', buffered: true });
    // A buffer with nothing in it never calls back.
    window.setTimeout(() => {
      observer.disconnect();
      resolve(fallback());
    }, 2_000);
  });
}

async function dropCachesExcept(prefix: string, keep: string | null): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(prefix) && name !== keep).map((name) => caches.delete(name)));
}
