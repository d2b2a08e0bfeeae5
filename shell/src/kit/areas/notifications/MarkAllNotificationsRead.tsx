import { Button } from '@housesit/shell/kit';
import { useMarkAllNotificationsRead } from './useMarkNotificationRead';

export interface MarkAllNotificationsReadProps {
  /** The list's unread count; undefined while it loads. Nothing unread: the button is disabled. */
  unread: number | undefined;
}

/**
 * 'Mark all as read' for a notifications screen's header: marks the signed-in user's own unread
 * notifications read, then the list, its count and the account menu's badge refetch.
 */
export function MarkAllNotificationsRead({ unread }: MarkAllNotificationsReadProps) {
  const { markAllRead, pending } = useMarkAllNotificationsRead();
  return (
    <Button variant="secondary" size="sm" disabled={pending || !unread} aria-busy={pending || undefined} onClick={() => void markAllRead()}>
      Mark all as read
    </Button>
  );
}
