import { queryKeys, type AttentionReport } from '@housesit/shared-contracts';
import { useApiQuery } from '@housesit/shell/kit';

/** GET /api/admin/attention: what needs the office now; asked fresh on every visit to the dashboard. */
export function useAttention() {
  return useApiQuery<AttentionReport>(queryKeys.admin.attention(), (api) => api.admin.attention(), { freshMs: 0 });
}
