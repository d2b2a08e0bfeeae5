import type { AppNotification } from '@housesit/shared-contracts';
import { Badge, Button, ButtonLink, Card, formatDate, formatTime, theme } from '@housesit/shell/kit';
import styled from 'styled-components';
import { Muted } from '../../../shared/layout';

const Item = styled(Card)<{ $unread: boolean }>`
  display: grid;
  gap: ${theme.space[2]}px;
  border-left: 4px solid ${({ $unread }) => ($unread ? theme.colors.primary : theme.colors.border)};
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;

  h2 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

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
  const unread = notification.readAt === null;
  const { title, text, link } = describe(notification);
  const titleId = `notification-${notification.id}-title`;
  return (
    <Item as="article" $unread={unread} aria-labelledby={titleId}>
      <Top>
        <h2 id={titleId}>{title}</h2>
        {unread ? <Badge tone="info">Unread</Badge> : <Badge tone="neutral">Read</Badge>}
      </Top>
      <Muted>{text}</Muted>
      <Muted>
        <time dateTime={notification.createdAt}>{`${formatDate(notification.createdAt)} at ${formatTime(notification.createdAt)}`}</time>
      </Muted>
      <Actions>
        {(notification.visitId !== null || notification.type === 'subscriptionRenewalFailed') && (
          <ButtonLink size="sm" variant="secondary" to={link.to} aria-describedby={titleId}>
            {link.label}
          </ButtonLink>
        )}
        {unread && (
          <Button size="sm" variant="ghost" disabled={pending} onClick={() => onMarkRead(notification.id)} aria-describedby={titleId}>
            {pending ? 'Marking...' : 'Mark as read'}
          </Button>
        )}
      </Actions>
    </Item>
  );
}
