import { useCallback, useEffect, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { API_ERRORS, isUnderKey, type ApiClient, type ApiResult, type QueryKey } from '@housesit/shared-contracts';
import { ApiAuthError, useApi, useBusyWhile, useDeferredFirstAnswer, useSessionActions } from '@housesit/shell/kit';

/** A paged list on screen: its first page's key, and how to refetch its pages. */
interface PagedList {
  firstKey: QueryKey;
  revalidate(): Promise<unknown>;
}

/**
 * The paged lists (useApiPages) on screen, per SWR cache: SWR's filter form of `mutate` skips
 * useSWRInfinite's keys, so `invalidate` refetches these itself.
 */
const pagedLists = new WeakMap<object, Set<PagedList>>();

function pagedListsOf(cache: object): Set<PagedList> {
  let lists = pagedLists.get(cache);
  if (!lists) {
    lists = new Set();
    pagedLists.set(cache, lists);
  }
  return lists;
}

/**
 * The areas' hold on the query cache (the kit wraps SWR; no area imports it): refetch every
 * query under some key prefixes (paged lists included), or change one cached answer in place.
 */
export function useQueryCache() {
  const { mutate, cache } = useSWRConfig();
  const invalidate = useCallback(
    (...prefixes: readonly QueryKey[]) => {
      const under = (key: unknown) => prefixes.some((prefix) => isUnderKey(key, prefix));
      const paged = [...pagedListsOf(cache)].filter((list) => under(list.firstKey)).map((list) => list.revalidate());
      return Promise.all([mutate(under), ...paged]).then(([plain]) => plain);
    },
    [mutate, cache],
  );
  const update = useCallback(
    <T>(key: QueryKey, change: (current: T | undefined) => T | undefined) => mutate<T>(key, change, { revalidate: false }),
    [mutate],
  );
  return useMemo(() => ({ invalidate, update }), [invalidate, update]);
}

/** What a page of a paged list says about the next one. */
interface Page<Item> {
  items: Item[];
  nextOffset: number | null;
}

/**
 * A list loaded a page at a time (load more at the end): `keyOf(offset)` names each page's
 * cache key (null: not yet) and must end with the offset (the `queryKeys` page factories do),
 * `load(api, offset)` asks for it. Pages are refetched by `retry`;
 * a 401 makes the shell re-check the session like every query.
 */
export function useApiPages<Item, P extends Page<Item>>(
  keyOf: (offset: number) => QueryKey | null,
  load: (api: ApiClient, offset: number) => Promise<ApiResult<P>>,
) {
  const api = useApi();
  const { recheck } = useSessionActions();
  const { cache } = useSWRConfig();
  const { data, size, setSize, error, isLoading, mutate } = useSWRInfinite<P, Error>(
    (index: number, previous: P | null) => {
      if (index === 0) return keyOf(0);
      if (!previous || previous.nextOffset === null) return null;
      return keyOf(previous.nextOffset);
    },
    async (key: QueryKey) => {
      const offset = key[key.length - 1] as number;
      const result = await load(api, offset);
      if (result.ok) return result.data;
      if (result.status === 401) void recheck();
      throw new ApiAuthError(
        result.status,
        result.data?.message ?? (result.status === 401 ? API_ERRORS.notSignedIn : API_ERRORS.forbidden),
        result.data,
      );
    },
    // Loading page n must not refetch page 1 as well.
    { revalidateFirstPage: false },
  );
  // Registered while on screen, so that useQueryCache().invalidate reaches its pages.
  const firstKey = keyOf(0);
  const firstKeyText = firstKey === null ? null : JSON.stringify(firstKey);
  useEffect(() => {
    if (firstKeyText === null) return undefined;
    const list: PagedList = { firstKey: JSON.parse(firstKeyText) as QueryKey, revalidate: () => mutate() };
    const lists = pagedListsOf(cache);
    lists.add(list);
    return () => {
      lists.delete(list);
    };
  }, [cache, firstKeyText, mutate]);
  // The first page renders in slices, as useApiQuery's first answer.
  const first = useDeferredFirstAnswer(data);
  // Busy until the first page (or its error) is on screen, as useApiQuery; loading more is the
  // reader's own doing and shows its own spinner.
  useBusyWhile(firstKey !== null && first.data === undefined && error === undefined);
  const pages = first.data ?? [];
  const lastPage = pages[pages.length - 1];
  return {
    items: pages.flatMap((page) => page.items),
    error,
    isLoading: isLoading || first.pending,
    isLoadingMore: !isLoading && size > pages.length && !error,
    hasMore: lastPage ? lastPage.nextOffset !== null : false,
    loadMore: () => setSize(size + 1),
    retry: () => mutate(),
  };
}
