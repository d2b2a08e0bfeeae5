import { queryKeys, type RegistryAdminView, type ReleaseHealthView } from '@housesit/shared-contracts';
import { useApiQuery } from '@housesit/shell/kit';

export interface ReleasesData {
  channels: RegistryAdminView;
  health: ReleaseHealthView;
}

/** GET /api/registry/releases and /health together: the channels and each release's counts. */
export function useReleases() {
  return useApiQuery<ReleasesData>(queryKeys.admin.releases(), async (api) => {
    const [channels, health] = await Promise.all([api.registry.releases(), api.releases.health()]);
    if (!channels.ok) return channels;
    if (!health.ok) return health;
    return { ok: true, status: 200, data: { channels: channels.data, health: health.data } };
  });
}
