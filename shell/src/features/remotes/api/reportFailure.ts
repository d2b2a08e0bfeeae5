import { REMOTE_NAMES, type ApiClient, type RemoteName } from '@housesit/shared-contracts';
import type { RegistryState } from '../../registry';
import { RemoteRefusedError } from '../federationLoader';

/** What was already reported in this page load: one report per module and message is enough. */
const reported = new Set<string>();

/**
 * Tells the API that a remote failed in this browser (POST /api/registry/client-errors), so
 * operators see a broken release. Fire and forget: a report that fails (offline, rate limited)
 * must never disturb the page, which already shows the fallback.
 */
export function reportRemoteFailure(api: ApiClient, id: string, error: Error, registry: RegistryState | null, page: string): void {
  const remote = id.split('/')[0] ?? '';
  if (!isRemoteName(remote)) return;
  const message = (error.message || error.name).slice(0, 2000);
  const key = `${id}\n${message}`;
  if (reported.has(key)) return;
  reported.add(key);
  const info = registry?.status === 'ready' ? registry.registry.remotes[remote] : undefined;
  const release = info?.release ?? null;
  api.registry
    .reportClientError({
      remote,
      module: id.slice(0, 100),
      release,
      message,
      page: page.slice(0, 500),
      refused: error instanceof RemoteRefusedError,
      // The failure counts against this release on this channel (the automatic unstage, decision 007).
      ...(info ? { channel: info.channel } : {}),
    })
    .catch(() => {
      reported.delete(key);
    });
}

function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}
