import { useApi, useToast } from '@housesit/shell/kit';
import { useCallback, useState } from 'react';
import { runAction } from '../../../shared/runAction';

/** PATCH /api/notifications/{id}/read, then the list refetches (its unread count too). */
export function useMarkRead(refetch: () => Promise<unknown>) {
  const api = useApi();
  const { toast } = useToast();
  const [pendingId, setPendingId] = useState<number | null>(null);

  const markRead = useCallback(
    async (id: number) => {
      setPendingId(id);
      const outcome = await runAction(() => api.homeowner.markNotificationRead(id));
      if (!outcome.ok) {
        toast({
          title: 'Could not mark as read',
          description: outcome.message ?? 'Please try again.',
          variant: 'destructive',
        });
      }
      await refetch();
      setPendingId(null);
    },
    [api, toast, refetch],
  );

  return { markRead, pendingId };
}
