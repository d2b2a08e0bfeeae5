import { TOASTS, failureText, type RemoteScreenProps } from '@housesit/shared-contracts';
import { EmptyState, ErrorBox, PageHeader, Spinner } from '@housesit/shell/kit';
import {
  CardList,
  MarkAllNotificationsRead,
  NotificationItems,
  Page,
  useMarkNotificationRead,
  useNotifications,
} from '@housesit/shell/kit/areas';

const unreadText = (n: number) => (n === 1 ? '1 unread notification' : `${n} unread notifications`);

/**
 * /admin/notifications: what the API stored for this admin (a visit that lost its sitter), newest
 * first, with the unread count; each leads to its job's details, where a sitter is assigned.
 */
export function AdminNotificationsScreen(_props: RemoteScreenProps) {
  const notifications = useNotifications();
  const { markRead, pendingId } = useMarkNotificationRead(notifications.mutate);
  const items = notifications.data?.items ?? [];
  return (
    <Page>
      <PageHeader
        title="Notifications"
        subtitle={notifications.data ? unreadText(notifications.data.unread) : undefined}
        actions={<MarkAllNotificationsRead unread={notifications.data?.unread} />}
      />
      {notifications.error ? (
        <ErrorBox title={TOASTS.loadFailed.title} message={failureText(notifications.error)} onRetry={() => void notifications.mutate()} />
      ) : !notifications.data ? (
        <Spinner label="Loading notifications..." />
      ) : items.length === 0 ? (
        <EmptyState
          title="No notifications yet"
          description="You are told here when a visit loses its sitter (a move onto a full day, or a deactivated sitter)."
        />
      ) : (
        <CardList aria-label="Notifications">
          <NotificationItems items={items} pendingId={pendingId} onMarkRead={(id) => void markRead(id)} />
        </CardList>
      )}
    </Page>
  );
}
