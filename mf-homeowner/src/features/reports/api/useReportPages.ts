import { REPORTS_PAGE_SIZE, type VisitPage } from '@housesit/shared-contracts';
import { ApiAuthError, SESSION_KEY, useApi, useSession } from '@housesit/shell/kit';
import { useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { dataOrThrow } from '../../../shared/apiResult';

type PageKey = readonly ['reports', userId: number, archived: boolean, offset: number];

/**
 * Past visits for the Reports page, REPORTS_PAGE_SIZE at a time (customer.md §9: 10, plus 10
 * each time the end is reached). The API pages and says where the next page starts.
 */
export function useReportPages(archived: boolean) {
  const api = useApi();
  const { user } = useSession();
  const { mutate: mutateCache } = useSWRConfig();
  const userId = user?.id ?? null;

  const { data, size, setSize, error, isLoading, mutate } = useSWRInfinite<VisitPage, Error>(
    // The user id is part of the key: the logout cache clear does not reach infinite lists, and
    // the next user must never see the previous one's visits.
    (index: number, previous: VisitPage | null): PageKey | null => {
      if (userId === null) return null;
      if (index === 0) return ['reports', userId, archived, 0];
      if (!previous || previous.nextOffset === null) return null;
      return ['reports', userId, archived, previous.nextOffset];
    },
    async ([, , isArchived, offset]: PageKey) => {
      try {
        return dataOrThrow(
          await api.visits.list({ when: 'past', archived: isArchived, limit: REPORTS_PAGE_SIZE, offset }),
        );
      } catch (e) {
        // Same as the kit's queries: a 401 makes the shell notice an expired session.
        if (e instanceof ApiAuthError && e.status === 401) void mutateCache(SESSION_KEY);
        throw e;
      }
    },
    // Loading page n must not refetch page 1 as well.
    { revalidateFirstPage: false },
  );

  const pages = data ?? [];
  const lastPage = pages[pages.length - 1];
  return {
    visits: pages.flatMap((p) => p.items),
    error,
    isLoading: userId === null || isLoading,
    isLoadingMore: !isLoading && size > pages.length && !error,
    hasMore: lastPage ? lastPage.nextOffset !== null : false,
    loadMore: () => setSize(size + 1),
    retry: () => mutate(),
  };
}
