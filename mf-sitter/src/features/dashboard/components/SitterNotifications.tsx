import { EmptyState, Loaded } from '@housesit/shell/kit';
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
  return (
    <Section aria-labelledby="sitter-notifications-title">
      <SectionTitle id="sitter-notifications-title">Notifications</SectionTitle>
      <Loaded
        query={notifications}
        loading="Loading notifications..."
        empty={
          <EmptyState
            title="No notifications yet"
            description="You are told here when a visit is assigned to you, moved, cancelled or taken off your schedule."
          />
        }
      >
        {(data) => (
          <>
            <Muted>{data.unread === 1 ? '1 unread notification' : `${data.unread} unread notifications`}</Muted>
            <PlainList aria-label="Notifications">
              <NotificationItems
                items={data.items.slice(0, SHOWN)}
                pendingId={pendingId}
                onMarkRead={(id) => void markRead(id)}
                headingLevel={3}
              />
            </PlainList>
          </>
        )}
      </Loaded>
    </Section>
  );
}
