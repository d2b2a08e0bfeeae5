import { EmptyState, Loaded, PageHeader } from '@housesit/shell/kit';
import { CardList, Page, PlainList } from '../layout';
import { MarkAllNotificationsRead } from './MarkAllNotificationsRead';
import { NotificationItems } from './NotificationCard';
import { useMarkNotificationRead } from './useMarkNotificationRead';
import { useNotifications } from './useNotifications';

export interface NotificationsPageProps {
  /** Under 'No notifications yet': what this role is told about here. */
  emptyText: string;
  /** Cards in a grid (the office's wide screens) or one under another. */
  layout?: 'cards' | 'rows';
}

const unreadText = (n: number) => (n === 1 ? '1 unread notification' : `${n} unread notifications`);

/** A role's notifications page: stored notifications newest first, the unread count, mark one or all read. */
export function NotificationsPage({ emptyText, layout = 'rows' }: NotificationsPageProps) {
  const notifications = useNotifications();
  const { markRead, pendingId } = useMarkNotificationRead(notifications.mutate);
  const List = layout === 'cards' ? CardList : PlainList;
  return (
    <Page>
      <PageHeader
        title="Notifications"
        subtitle={notifications.data ? unreadText(notifications.data.unread) : undefined}
        actions={<MarkAllNotificationsRead unread={notifications.data?.unread} />}
      />
      <Loaded
        query={notifications}
        loading="Loading notifications..."
        empty={<EmptyState title="No notifications yet" description={emptyText} />}
      >
        {({ items }) => (
          <List aria-label="Notifications">
            <NotificationItems items={items} pendingId={pendingId} onMarkRead={(id) => void markRead(id)} />
          </List>
        )}
      </Loaded>
    </Page>
  );
}
