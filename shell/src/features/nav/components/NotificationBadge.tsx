import styled from 'styled-components';
import { CountBadge, useNotificationUnread } from '@housesit/shell/kit';

const Spaced = styled(CountBadge)`
  margin-left: 6px;
`;

/** '1 unread notification', '3 unread notifications': what screen readers hear for the badge. */
export function unreadNotificationsLabel(count: number): string {
  return count === 1 ? '1 unread notification' : `${count} unread notifications`;
}

/**
 * The unread-notification count beside the Notifications entry and on the account menu's
 * avatar, nothing when all is read. Screen readers hear '3 unread notifications'.
 */
export function NotificationBadge({ className }: { className?: string }) {
  const count = useNotificationUnread() ?? 0;
  return (
    <Spaced {...(className ? { className } : {})} count={count} label={unreadNotificationsLabel(count)} data-testid="notification-badge" />
  );
}
