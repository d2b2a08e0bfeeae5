import { useCallback, useState } from 'react';
import { useToast } from '@housesit/shell/kit';
import { problemToast, useApiAction } from '../actions';

/** PATCH /api/notifications/{id}/read, then the list refetches (its unread count too). */
export function useMarkNotificationRead(refetch: () => Promise<unknown>) {
  const run = useApiAction();
  const { toast } = useToast();
  const [pendingId, setPendingId] = useState<number | null>(null);

  const markRead = useCallback(
    async (id: number) => {
      setPendingId(id);
      const outcome = await run((api) => api.notifications.markRead(id));
      if (outcome.kind !== 'ok') toast(problemToast(outcome, { title: 'Could not mark as read', description: 'Please try again.' }));
      await refetch();
      setPendingId(null);
    },
    [run, toast, refetch],
  );

  return { markRead, pendingId };
}
