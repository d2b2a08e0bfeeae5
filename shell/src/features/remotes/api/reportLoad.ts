import { REMOTE_NAMES, type ApiClient, type PageLoadReport, type RemoteName } from '@housesit/shared-contracts';
import type { RegistryState } from '../../registry';

/** How long the first shown area waits for the others of the same page load: one request for all. */
export const LOAD_BATCH_MS = 2000;

type LoadEntry = PageLoadReport['loads'][number];

/** The areas already counted in this page load: a page load counts once per area, however many screens it shows. */
const counted = new Set<RemoteName>();
let pending: LoadEntry[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;

/**
 * Counts one page load of the area whose screen was just shown (decision 007 'Release health'),
 * with the release and channel this page got from the registry: batched into one beacon per page
 * load. Fire and forget, like failure reports: a lost beacon only makes a count a little low.
 */
export function reportRemoteLoad(api: ApiClient, id: string, registry: RegistryState | null): void {
  const remote = id.split('/')[0] ?? '';
  if (!isRemoteName(remote) || counted.has(remote) || registry?.status !== 'ready') return;
  const info = registry.registry.remotes[remote];
  if (!info) return;
  counted.add(remote);
  pending.push({ remote, release: info.release ?? null, channel: info.channel });
  timer ??= setTimeout(() => flush(api), LOAD_BATCH_MS);
}

function flush(api: ApiClient): void {
  const loads = pending;
  pending = [];
  timer = null;
  if (loads.length > 0) api.releases.reportLoads({ loads }).catch(() => {});
}

/** Tests start each case as a new page load. */
export function forgetLoadReports(): void {
  counted.clear();
  pending = [];
  if (timer) clearTimeout(timer);
  timer = null;
}

function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}
