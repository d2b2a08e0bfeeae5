import { useEffect } from 'react';
import { SITTER_ROLE, normalizeRole } from '@housesit/shared-contracts';
import { useScreenReady, useSession, whenIdle } from '@housesit/shell/kit';
import { useRegistryState } from '../registry';

const loadWorker = () => import(/* webpackChunkName: "offline-worker" */ './offlineWorker');

/**
 * Keeps the phone's offline copy in step with who is signed in: a sitter gets the service worker
 * once their first screen is done and the browser is idle (public pages never load it); anyone else, or nobody, on a
 * page the worker controls has the sitter's page and answers removed.
 */
export function OfflineSupport() {
  const { user } = useSession();
  const registry = useRegistryState();
  const role = user ? normalizeRole(user.role) : null;
  const sitterEntry = registry?.status === 'ready' ? (registry.registry.remotes.mf_sitter?.entry ?? null) : null;
  // The worker's code waits for the first screen to be done, as prefetching does: it must not
  // compete with what the sitter opened.
  const screenReady = useScreenReady();

  useEffect(() => {
    if (role === SITTER_ROLE) {
      if (!screenReady) return undefined;
      return whenIdle(
        () =>
          void loadWorker()
            .then((worker) => worker.startSitterOffline(sitterEntry))
            .catch(warn),
        { timeoutMs: 3_000 },
      );
    }
    if (!('serviceWorker' in navigator) || !navigator.serviceWorker.controller) return undefined;
    void loadWorker()
      .then((worker) => worker.clearSitterData({ otherRoleSignedIn: role !== null }))
      .catch(warn);
    return undefined;
  }, [role, sitterEntry, screenReady]);

  return null;
}

function warn(error: unknown): void {
  console.warn('[shell] offline copy:', error);
}
