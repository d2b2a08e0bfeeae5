import type { ReactNode } from 'react';
import { TOASTS, failureText } from '@housesit/shared-contracts';
import { ErrorBox, Spinner, type ApiQueryResult } from '@housesit/shell/kit';

export interface PageItemsProps<T> {
  /** One page asked of the API (a list of `{ items }`, e.g. VisitPage or LocationRequestPage). */
  page: ApiQueryResult<{ items: T[] }>;
  /** Said while the page loads. */
  loadingLabel: string;
  children: (item: T) => ReactNode;
}

/**
 * The items of one page inside a list that grows page by page ("Show more ..."): each page
 * loads, fails and retries on its own, as a list item, without hiding the pages before it.
 */
export function PageItems<T>({ page, loadingLabel, children }: PageItemsProps<T>) {
  if (page.error) {
    return (
      <li>
        <ErrorBox title={TOASTS.loadFailed.title} message={failureText(page.error)} onRetry={() => void page.mutate()} />
      </li>
    );
  }
  if (!page.data) {
    return (
      <li>
        <Spinner label={loadingLabel} />
      </li>
    );
  }
  return <>{page.data.items.map(children)}</>;
}
