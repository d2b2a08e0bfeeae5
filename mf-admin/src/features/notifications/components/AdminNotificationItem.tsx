import type { AppNotification } from '@housesit/shared-contracts';
import { NotificationCard } from '@housesit/shell/kit/areas';
import { jobDetailsLink } from '../../jobs';

/** What an admin is told for each stored kind; visitNeedsSitter is the one admins receive (decisions 017, 018). */
export function notificationText(notification: AppNotification): { title: string; text: string } {
  const visit = notification.visitId !== null ? `Visit #${notification.visitId}` : 'A visit';
  switch (notification.type) {
    case 'visitNeedsSitter':
      return {
        title: `${visit} needs a sitter`,
        text: 'Its sitter was unassigned: it moved onto a day the sitter already had full, or the sitter’s account was deactivated.',
      };
    case 'visitCancelled':
      return { title: `${visit} cancelled`, text: 'The visit will not take place.' };
    case 'visitRescheduled':
      return { title: `${visit} rescheduled`, text: 'The visit moved to another date.' };
    case 'visitCompleted':
      return { title: `${visit} completed`, text: 'The visit report is available.' };
    case 'subscriptionRenewalFailed':
      return { title: 'A plan’s renewal was declined', text: 'No visits were scheduled for the new period.' };
  }
}

interface Props {
  notification: AppNotification;
  pending: boolean;
  onMarkRead(id: number): void;
}

/** One notification: what happened, when (New York time), unread marker, Mark as read, and its job. */
export function AdminNotificationItem({ notification, pending, onMarkRead }: Props) {
  const { title, text } = notificationText(notification);
  const link =
    notification.visitId !== null ? { to: jobDetailsLink(notification.visitId), label: 'Open job details', marksRead: true } : undefined;
  return <NotificationCard notification={notification} title={title} text={text} link={link} pending={pending} onMarkRead={onMarkRead} />;
}
