import { Suspense, lazy, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { loadRemoteComponent, useRemoteLoader } from '../remoteLoader';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

interface RemoteAreaProps<P extends object> {
  /** 'mf_admin/Dashboard' */
  id: string;
  props: P;
  loading: ReactNode;
  fallback: (retry: () => void) => ReactNode;
}

/**
 * Renders one remote module in its own Suspense and error boundary. Retry makes a NEW
 * React.lazy (a lazy component caches its rejected promise forever) and a new boundary, so
 * the federation runtime really fetches the manifest and entry again.
 */
export function RemoteArea<P extends object>({ id, props, loading, fallback }: RemoteAreaProps<P>) {
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  const Screen = useMemo(
    // `attempt` is what makes a retry create a fresh lazy component.
    () => lazy(() => loadRemoteComponent<P>(loader, id)) as unknown as ComponentType<P>,
    [loader, id, attempt], // eslint-disable-line react-hooks/exhaustive-deps
  );
  return (
    <RemoteErrorBoundary key={attempt} id={id} fallback={fallback} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={loading}>
        <Screen {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
