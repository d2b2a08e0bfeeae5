import { queryKeys } from '@housesit/shared-contracts';
import { useApiQuery, useSession } from '@housesit/shell/kit';

/** The stored conversation of one visit (GET /api/visits/{id}/messages), oldest first. */
export function useMessageThread(visitId: number) {
  const { user } = useSession();
  const result = useApiQuery(
    user ? queryKeys.messages.thread(user.id, visitId) : null,
    (api) => api.messages.list(visitId),
    // Live messages are appended to the cache; reopening a conversation still asks again.
    { freshMs: 0 },
  );
  return { ...result, messages: result.data?.items };
}
