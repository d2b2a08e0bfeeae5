import { useEffect } from 'react';
import { useScreenReady, useSession, whenIdle } from '@housesit/shell/kit';
import { isScreenLoaded, loadScreen, useRemoteLoader, type RemoteLoader } from '../../remotes';
import { useRouteTable } from '../../routes';
import { screensForRole } from '../prefetchPlan';

/** After the current screen is done: a margin for what it starts on its first paint. */
export const PREFETCH_DELAY_MS = 500;

/** One screen after the other, so prefetching never competes with itself; failures are left to the screen's own Retry. */
async function prefetchAll(loader: RemoteLoader, ids: string[], cancelled: () => boolean): Promise<void> {
  for (const id of ids) {
    if (cancelled()) return;
    if (isScreenLoaded(loader, id)) continue;
    await loadScreen(loader, id).catch(() => undefined);
  }
}

/**
 * Switching areas renders at once (≤ 300 ms cold): once a user is signed in and the screen they
 * opened is done (no first answer or chunk outstanding), the code of their role's other screens is
 * loaded in idle time. Waiting for the screen, not a fixed delay, keeps prefetching out of the
 * first screen's way on a slow device, where another screen's chunks (a chart library) would
 * otherwise compete with it; a screen that turns busy again pauses the prefetch.
 */
export function usePrefetchScreens(): void {
  const { user } = useSession();
  const loader = useRemoteLoader();
  const { routes } = useRouteTable();
  const role = user?.role ?? null;
  const screenReady = useScreenReady();
  useEffect(() => {
    if (!role || !screenReady) return;
    let cancelled = false;
    const cancelTimer = whenIdle(() => void prefetchAll(loader, screensForRole(role, routes), () => cancelled), {
      delayMs: PREFETCH_DELAY_MS,
    });
    return () => {
      cancelled = true;
      cancelTimer();
    };
  }, [loader, role, routes, screenReady]);
}
