import type { AppNotification } from '@housesit/shared-contracts';
import { NotificationCard } from '@housesit/shell/kit/areas';

/** The words and the place to go for each notification type the API stores. */
function describe(notification: AppNotification): { title: string; text: string; link: { to: string; label: string } } {
  const visit = notification.visitId !== null ? `Visit #${notification.visitId}` : 'Your visit';
  if (notification.type === 'subscriptionRenewalFailed') {
    return {
      title: 'Your plan’s renewal was declined',
      text: 'No visits were scheduled for the new period. Your plan is shown on Billing & Payment Info.',
      link: { to: '/homeowner/billing', label: 'View billing' },
    };
  }
  if (notification.type === 'visitCancelled') {
    return {
      title: `${visit} cancelled`,
      text: 'Any refund due is shown on Billing & Payment Info.',
      link: { to: '/homeowner/billing', label: 'View billing' },
    };
  }
  return { title: `${visit} completed`, text: 'The visit report is now available.', link: { to: '/reports', label: 'View report' } };
}

interface Props {
  notification: AppNotification;
  pending: boolean;
  onMarkRead(id: number): void;
}

/** One stored notification: what happened, when, an unread marker, and where to go. */
export function NotificationItem({ notification, pending, onMarkRead }: Props) {
  const { title, text, link } = describe(notification);
  const leads = notification.visitId !== null || notification.type === 'subscriptionRenewalFailed';
  return (
    <NotificationCard
      notification={notification}
      title={title}
      text={text}
      link={leads ? link : undefined}
      pending={pending}
      onMarkRead={onMarkRead}
    />
  );
}
