import { useCallback, useState } from 'react';
import { queryKeys } from '@housesit/shared-contracts';
import { useSession, useToast } from '@housesit/shell/kit';
import { problemToast, useApiAction } from '../actions';
import { useQueryCache } from '../queryCache';

const NOT_MARKED = { title: 'Could not mark as read', description: 'Please try again.' } as const;

/**
 * PATCH /api/notifications/{id}/read, then the list refetches (its unread count too) and so does
 * the account menu's badge.
 */
export function useMarkNotificationRead(refetch: () => Promise<unknown>) {
  const run = useApiAction();
  const { toast } = useToast();
  const { user } = useSession();
  const { invalidate } = useQueryCache();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const userId = user?.id ?? null;

  const markRead = useCallback(
    async (id: number) => {
      setPendingId(id);
      const outcome = await run((api) => api.notifications.markRead(id));
      if (outcome.kind !== 'ok') toast(problemToast(outcome, NOT_MARKED));
      await Promise.all([refetch(), userId === null ? null : invalidate(queryKeys.notificationsUnread(userId))]);
      setPendingId(null);
    },
    [run, toast, refetch, invalidate, userId],
  );

  return { markRead, pendingId };
}

/**
 * POST /api/notifications/read-all (the signed-in user's own only), then everything under the
 * user's notifications refetches: the list, its unread count and the account menu's badge.
 */
export function useMarkAllNotificationsRead() {
  const run = useApiAction();
  const { toast } = useToast();
  const { user } = useSession();
  const { invalidate } = useQueryCache();
  const [pending, setPending] = useState(false);
  const userId = user?.id ?? null;

  const markAllRead = useCallback(async () => {
    setPending(true);
    const outcome = await run((api) => api.notifications.markAllRead());
    if (outcome.kind !== 'ok') toast(problemToast(outcome, NOT_MARKED));
    if (userId !== null) await invalidate(queryKeys.notifications(userId));
    setPending(false);
  }, [run, toast, invalidate, userId]);

  return { markAllRead, pending };
}
