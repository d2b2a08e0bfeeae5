import { TOASTS, failureText } from '@housesit/shared-contracts';
import { EmptyState, ErrorBox, PageHeader, Spinner } from '@housesit/shell/kit';
import { MarkAllNotificationsRead, NotificationItems, useMarkNotificationRead, useNotifications } from '@housesit/shell/kit/areas';
import { Page, PlainList } from '../../../shared/layout';

/** /homeowner/notifications (DECISIONS.md dropdown paths): stored notifications in the catalogue's words, unread marked. */
export function NotificationsScreen() {
  const notifications = useNotifications();
  const { markRead, pendingId } = useMarkNotificationRead(notifications.mutate);
  const items = notifications.data?.items ?? [];
  const unread = notifications.data?.unread ?? 0;

  return (
    <Page>
      <PageHeader
        title="Notifications"
        subtitle={notifications.data ? (unread === 1 ? '1 unread notification' : `${unread} unread notifications`) : undefined}
        actions={<MarkAllNotificationsRead unread={notifications.data?.unread} />}
      />
      {notifications.isLoading || (!notifications.data && !notifications.error) ? (
        <Spinner label="Loading notifications..." />
      ) : notifications.error ? (
        <ErrorBox title={TOASTS.loadFailed.title} message={failureText(notifications.error)} onRetry={() => void notifications.mutate()} />
      ) : items.length === 0 ? (
        <EmptyState
          title="No notifications yet"
          description="We will let you know here when a visit is moved, cancelled, given a sitter or completed, and when your plan changes."
        />
      ) : (
        <PlainList aria-label="Notifications">
          <NotificationItems items={items} pendingId={pendingId} onMarkRead={(id) => void markRead(id)} />
        </PlainList>
      )}
    </Page>
  );
}
