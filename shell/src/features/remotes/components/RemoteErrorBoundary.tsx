import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Which module this boundary guards, for the log line. */
  id: string;
  fallback: (retry: () => void) => ReactNode;
  onRetry(): void;
  /** Told once per caught error (the shell reports it to the API). */
  onError?(error: Error): void;
  children?: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Catches a remote that fails to load (manifest, entry or chunk) or throws while rendering,
 * so only its area shows the fallback: the nav, the session and the rest keep working.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn(`[shell] ${this.props.id} is unavailable:`, error, info.componentStack ?? '');
    this.props.onError?.(error);
  }

  override render() {
    if (this.state.error) return this.props.fallback(this.props.onRetry);
    return this.props.children;
  }
}
