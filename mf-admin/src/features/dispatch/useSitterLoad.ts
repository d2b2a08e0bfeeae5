import { queryKeys, type SitterLoadReport } from '@housesit/shared-contracts';
import { useApiQuery } from '@housesit/shell/kit';

/**
 * Every active sitter's visits per day and window and their days off, from `from` to `to`
 * (service-area days). Cached under the visit lists, so an assignment or a live change refetches it.
 */
export function useSitterLoad(from: string, to: string) {
  return useApiQuery<SitterLoadReport>(from && to ? queryKeys.visits.sitterLoad(from, to) : null, (api) => api.dispatch.load({ from, to }));
}
