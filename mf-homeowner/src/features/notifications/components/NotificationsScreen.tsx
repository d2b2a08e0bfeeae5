import { TOASTS, failureText } from '@housesit/shared-contracts';
import { EmptyState, ErrorBox, PageHeader, Spinner } from '@housesit/shell/kit';
import { useMarkNotificationRead, useNotifications } from '@housesit/shell/kit/areas';
import { Page, PlainList } from '../../../shared/layout';
import { NotificationItem } from './NotificationItem';

/** /homeowner/notifications (DECISIONS.md dropdown paths): stored notifications, unread marked. */
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
      />
      {notifications.isLoading || (!notifications.data && !notifications.error) ? (
        <Spinner label="Loading notifications..." />
      ) : notifications.error ? (
        <ErrorBox
          title={TOASTS.loadFailed.title}
          message={failureText(notifications.error)}
          onRetry={() => void notifications.mutate()}
        />
      ) : items.length === 0 ? (
        <EmptyState title="No notifications yet" description="We will let you know here when a visit is completed." />
      ) : (
        <PlainList aria-label="Notifications">
          {items.map((notification) => (
            <li key={notification.id}>
              <NotificationItem notification={notification} pending={pendingId === notification.id} onMarkRead={(id) => void markRead(id)} />
            </li>
          ))}
        </PlainList>
      )}
    </Page>
  );
}
