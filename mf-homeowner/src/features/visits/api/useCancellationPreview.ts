import { queryKeys, type CancellationPreview } from '@housesit/shared-contracts';
import { useApiQuery, useSession } from '@housesit/shell/kit';

/**
 * GET /api/visit/{id}/cancellation: what cancelling this visit would refund now, asked when the
 * confirmation opens (never cached: another visit of the booking may have been cancelled since).
 */
export function useCancellationPreview(visitId: number | null) {
  const { user } = useSession();
  return useApiQuery<CancellationPreview>(
    user && visitId !== null ? queryKeys.cancellation(user.id, visitId) : null,
    (api) => api.homeowner.cancellation(visitId ?? 0),
    { freshMs: 0 },
  );
}
