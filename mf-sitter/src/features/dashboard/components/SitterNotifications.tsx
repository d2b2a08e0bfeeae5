import { TOASTS, failureText } from '@housesit/shared-contracts';
import { EmptyState, ErrorBox, Spinner } from '@housesit/shell/kit';
import {
  Muted,
  NotificationItems,
  PlainList,
  Section,
  SectionTitle,
  useMarkNotificationRead,
  useNotifications,
} from '@housesit/shell/kit/areas';

/** The dashboard lists this many, newest first. */
const SHOWN = 5;

/**
 * The sitter's stored notifications on their dashboard: a visit given to them, moved, cancelled
 * or taken off their schedule, so a visit never just vanishes from their jobs unexplained.
 */
export function SitterNotifications() {
  const notifications = useNotifications();
  const { markRead, pendingId } = useMarkNotificationRead(notifications.mutate);
  const unread = notifications.data?.unread ?? 0;
  return (
    <Section aria-labelledby="sitter-notifications-title">
      <SectionTitle id="sitter-notifications-title">Notifications</SectionTitle>
      {notifications.error ? (
        <ErrorBox title={TOASTS.loadFailed.title} message={failureText(notifications.error)} onRetry={() => void notifications.mutate()} />
      ) : !notifications.data ? (
        <Spinner label="Loading notifications..." />
      ) : notifications.data.items.length === 0 ? (
        <EmptyState
          title="No notifications yet"
          description="You are told here when a visit is assigned to you, moved, cancelled or taken off your schedule."
        />
      ) : (
        <>
          <Muted>{unread === 1 ? '1 unread notification' : `${unread} unread notifications`}</Muted>
          <PlainList aria-label="Notifications">
            <NotificationItems
              items={notifications.data.items.slice(0, SHOWN)}
              pendingId={pendingId}
              onMarkRead={(id) => void markRead(id)}
              headingLevel={3}
            />
          </PlainList>
        </>
      )}
    </Section>
  );
}
