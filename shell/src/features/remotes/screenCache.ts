import { lazy, type ComponentType } from 'react';
import { loadRemoteComponent, type RemoteLoader } from './remoteLoader';

/**
 * The screens already loaded, per loader (one per page load): a screen met again, or prefetched
 * after sign-in, renders at once instead of through a new React.lazy. A new lazy suspends on its
 * first render, and React keeps a Suspense fallback up for at least 300 ms once shown
 * (FALLBACK_THROTTLE_MS), which made every area switch take 300 ms or more, even a warm one.
 * Only successes are kept: a failed load is retried by a fresh lazy (RemoteArea's Retry).
 */
const loaded = new WeakMap<RemoteLoader, Map<string, ComponentType<never>>>();
const inFlight = new WeakMap<RemoteLoader, Map<string, Promise<{ default: ComponentType<never> }>>>();

function cacheOf<T>(maps: WeakMap<RemoteLoader, Map<string, T>>, loader: RemoteLoader): Map<string, T> {
  let map = maps.get(loader);
  if (!map) {
    map = new Map();
    maps.set(loader, map);
  }
  return map;
}

/** Loads a screen once (concurrent callers share the request) and remembers it on success. */
export function loadScreen<P>(loader: RemoteLoader, id: string): Promise<{ default: ComponentType<P> }> {
  const pending = cacheOf(inFlight, loader);
  let promise = pending.get(id);
  if (!promise) {
    promise = loadRemoteComponent<never>(loader, id).then(
      (module) => {
        cacheOf(loaded, loader).set(id, module.default);
        pending.delete(id);
        return module;
      },
      (error: unknown) => {
        pending.delete(id);
        throw error;
      },
    );
    pending.set(id, promise);
  }
  return promise as unknown as Promise<{ default: ComponentType<P> }>;
}

/** Whether `id` can render without suspending. */
export function isScreenLoaded(loader: RemoteLoader, id: string): boolean {
  return cacheOf(loaded, loader).has(id);
}

/**
 * The component to render for `id`: the loaded one when there is one (and this is not a Retry,
 * which must really load again), otherwise a lazy that loads it.
 */
export function screenFor<P>(loader: RemoteLoader, id: string, attempt: number): ComponentType<P> {
  const ready = attempt === 0 ? cacheOf(loaded, loader).get(id) : undefined;
  if (ready) return ready as unknown as ComponentType<P>;
  if (attempt > 0) cacheOf(inFlight, loader).delete(id);
  return lazy(() => loadScreen<P>(loader, id)) as unknown as ComponentType<P>;
}
