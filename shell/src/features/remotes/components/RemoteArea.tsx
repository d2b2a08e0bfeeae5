import { Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useApi } from '@housesit/shell/kit';
import { useRegistryState } from '../../registry';
import { reportRemoteFailure } from '../api/reportFailure';
import { reportRemoteLoad } from '../api/reportLoad';
import { screenFor } from '../screenCache';
import { useRemoteLoader } from '../remoteLoader';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

interface RemoteAreaProps<P extends object> {
  /** 'mf_admin/Dashboard' */
  id: string;
  props: P;
  loading: ReactNode;
  fallback: (retry: () => void) => ReactNode;
  /** Called when the module or the fallback is committed, before the browser paints it. */
  onShown?: () => void;
}

/** Tells `onShown` in the commit that shows it (a layout effect: before that frame paints). */
function Shown({ onShown }: { onShown?: () => void }) {
  useLayoutEffect(() => onShown?.(), [onShown]);
  return null;
}

/**
 * Counts the screen as shown once it committed: a screen that throws at render never commits
 * this sibling (its boundary shows the fallback instead), so only real successes are counted.
 */
function Loaded({ onLoaded }: { onLoaded: () => void }) {
  useEffect(() => onLoaded(), [onLoaded]);
  return null;
}

/**
 * Renders one remote module in its own Suspense and error boundary. Retry makes a NEW
 * React.lazy (a lazy component caches its rejected promise forever) and a new boundary, so
 * the federation runtime really fetches the manifest and entry again.
 */
export function RemoteArea<P extends object>({ id, props, loading, fallback, onShown }: RemoteAreaProps<P>) {
  const loader = useRemoteLoader();
  const api = useApi();
  const registry = useRegistryState();
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const onLoaded = useCallback(() => reportRemoteLoad(api, id, registry), [api, id, registry]);
  const Screen = useMemo(
    // A loaded (or prefetched) screen renders at once; `attempt` makes a retry create a fresh lazy.
    () => screenFor<P>(loader, id, attempt),
    [loader, id, attempt],
  );
  return (
    <RemoteErrorBoundary
      key={attempt}
      id={id}
      fallback={(retry) => (
        <>
          {fallback(retry)}
          <Shown onShown={onShown} />
        </>
      )}
      onRetry={() => setAttempt((n) => n + 1)}
      onError={(error) => reportRemoteFailure(api, id, error, registry, pathname)}
    >
      <Suspense fallback={loading}>
        <Screen {...props} />
        <Shown onShown={onShown} />
        <Loaded onLoaded={onLoaded} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
