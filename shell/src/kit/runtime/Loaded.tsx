import type { ReactElement, ReactNode } from 'react';
import { TOASTS, failureText } from '@housesit/shared-contracts';
import { ErrorBox } from '../primitives/ErrorBox';
import { Spinner } from '../primitives/Spinner';
import { BusyWhileShown } from './screenWork';

/** What Loaded reads of a query: useApiQuery's result fits, and so does any hook shaped like it. */
export interface LoadedQuery<T> {
  data?: T;
  error?: Error;
  isLoading?: boolean;
  mutate?: () => unknown;
}

export interface LoadedProps<T> {
  query: LoadedQuery<T>;
  /** The loading state: a Spinner's label, or an element of its own (then counted busy too). */
  loading: string | ReactElement;
  /** Shown instead of the content when `isEmpty(data)`. */
  empty?: ReactNode;
  /** Whether the answer is empty; by default, whether its `items` (or itself, a list) has none. */
  isEmpty?: (data: T) => boolean;
  /** The error's title; null for none. Defaults to the catalogue's "could not load". */
  errorTitle?: string | null;
  /** The error's words; defaults to the server's message for its code (failureText). */
  errorText?: (error: Error) => string;
  /** What Retry does; defaults to refetching the query. */
  onRetry?: () => void;
  children: (data: T) => ReactNode;
}

function hasNoItems(data: unknown): boolean {
  if (Array.isArray(data)) return data.length === 0;
  if (data !== null && typeof data === 'object' && 'items' in data && Array.isArray(data.items)) return data.items.length === 0;
  return false;
}

/**
 * The three states of a screen's data: loading, failed (with Retry), answered (empty or not).
 * A first load and a refetch after an error both show the loading state, so the page counts as
 * busy until the answer or the error it will keep is on screen (screenWork). An error outranks
 * an older answer: what is shown is never silently out of date.
 */
export function Loaded<T>({
  query,
  loading,
  empty,
  isEmpty = hasNoItems,
  errorTitle = TOASTS.loadFailed.title,
  errorText = failureText,
  onRetry,
  children,
}: LoadedProps<T>) {
  const { data, error } = query;
  const waiting = data === undefined && (query.isLoading === true || error === undefined);
  if (waiting) {
    return typeof loading === 'string' ? (
      <Spinner label={loading} />
    ) : (
      <>
        <BusyWhileShown />
        {loading}
      </>
    );
  }
  if (error) {
    const retry = onRetry ?? (query.mutate ? () => void query.mutate?.() : undefined);
    return <ErrorBox title={errorTitle ?? undefined} message={errorText(error)} onRetry={retry} />;
  }
  if (data === undefined) return null;
  if (empty !== undefined && isEmpty(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}
