import { VISITS_CACHE_MS, VISITS_RETRY_COUNT, type Visit } from '@housesit/shared-contracts';
import { useApiQuery } from '@housesit/shell/kit';
import { fetchAllJobs } from './fetchAllJobs';

/** All jobs, cached like every visits list (platform.md §9: 30 s, 1 retry). */
export function useAllJobs() {
  return useApiQuery<Visit[]>(['admin', 'jobs', 'all'], fetchAllJobs, {
    freshMs: VISITS_CACHE_MS,
    retry: VISITS_RETRY_COUNT,
  });
}
