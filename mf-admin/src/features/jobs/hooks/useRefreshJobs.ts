import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/** Keys of every cached admin figure a job change can move: job pages, stats, homeowner summaries, revenue. */
export function isJobDataKey(key: unknown): boolean {
  if (!Array.isArray(key)) return false;
  return key[0] === 'visits' || (key[0] === 'admin' && key[1] !== 'users');
}

/**
 * platform.md §4: after a status or photo change the admin jobs list is refetched; the stats
 * and the derived users and revenue figures move with it, so they are refetched too.
 */
export function useRefreshJobs(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(isJobDataKey), [mutate]);
}
