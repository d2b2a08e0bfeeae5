import { queryKeys, type SitterRatings } from '@housesit/shared-contracts';
import { useApiQuery, useSession } from '@housesit/shell/kit';

/** GET /api/sitter/ratings: how customers rated the sitter's visits. */
export function useMyRatings() {
  const { user } = useSession();
  return useApiQuery<SitterRatings>(user ? queryKeys.team.myRatings(user.id) : null, (api) => api.team.myRatings());
}
