import { useEffect } from 'react';
import { useSession, whenIdle } from '@housesit/shell/kit';
import { isScreenLoaded, loadScreen, useRemoteLoader, type RemoteLoader } from '../../remotes';
import { useRouteTable } from '../../routes';
import { screensForRole } from '../prefetchPlan';

/** After the current screen is up: long enough for its own code and data to go first. */
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
 * Issue 10 (area switch ≤ 300 ms cold): once a user is signed in, the code of their role's
 * screens is loaded in idle time, so the first visit to each renders without waiting for it.
 */
export function usePrefetchScreens(): void {
  const { user } = useSession();
  const loader = useRemoteLoader();
  const { routes } = useRouteTable();
  const role = user?.role ?? null;
  useEffect(() => {
    if (!role) return;
    let cancelled = false;
    const cancelTimer = whenIdle(() => void prefetchAll(loader, screensForRole(role, routes), () => cancelled), {
      delayMs: PREFETCH_DELAY_MS,
    });
    return () => {
      cancelled = true;
      cancelTimer();
    };
  }, [loader, role, routes]);
}
