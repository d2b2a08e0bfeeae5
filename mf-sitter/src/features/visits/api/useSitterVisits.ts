import { useEffect, useMemo } from 'react';
import { VISITS_CACHE_MS, VISITS_RETRY_COUNT, queryKeys, type ApiClient, type ApiResult, type Visit } from '@housesit/shared-contracts';
import { useApiQuery, useSession } from '@housesit/shell/kit';
import { sharedOutbox, useOutbox, useOutboxRunner, withPending } from '../../offline';
import { fetchAllVisits } from './fetchAllVisits';

/** When the fetch that answered each visits list began. */
const fetchStartedAt = new WeakMap<Visit[], number>();

async function fetchDated(api: ApiClient): Promise<ApiResult<Visit[]>> {
  const startedAt = Date.now();
  const result = await fetchAllVisits(api);
  if (result.ok) fetchStartedAt.set(result.data, startedAt);
  return result;
}

/**
 * The signed-in sitter's assigned visits, cached like every visits list (30 s, 1 retry), with
 * the actions still on the phone (the outbox) laid over them. Also runs the outbox for the screen.
 */
export function useSitterVisits() {
  const { user } = useSession();
  useOutboxRunner();
  const { pending } = useOutbox();
  const result = useApiQuery<Visit[]>(user ? queryKeys.visits.assigned(user.id) : null, fetchDated, {
    freshMs: VISITS_CACHE_MS,
    retry: VISITS_RETRY_COUNT,
  });
  // Once a list is on screen (not merely fetched: SWR drops an answer overtaken by a newer fetch),
  // the actions applied before its fetch began are in it and need no overlay any more.
  useEffect(() => {
    const startedAt = result.data ? fetchStartedAt.get(result.data) : undefined;
    if (startedAt !== undefined) sharedOutbox().fetchedSince(startedAt);
  }, [result.data]);
  const data = useMemo(() => result.data?.map((visit) => withPending(visit, pending)), [result.data, pending]);
  // Without signal a refetch fails; the visits already on screen stay usable, with the outbox's changes.
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  const error = offline && data ? undefined : result.error;
  return { ...result, data, error };
}
