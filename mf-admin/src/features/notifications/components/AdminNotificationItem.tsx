import type { AppNotification } from '@housesit/shared-contracts';
import { Badge, Button, ButtonLink, Card, formatDate, formatTime, theme } from '@housesit/shell/kit';
import styled from 'styled-components';
import { jobDetailsLink } from '../../jobs';

const Item = styled(Card)<{ $unread: boolean }>`
  display: grid;
  gap: ${theme.space[2]}px;
  border-left: 4px solid ${({ $unread }) => ($unread ? theme.colors.primary : theme.colors.border)};
  h2 { margin: 0; font-size: 1rem; }
  p { margin: 0; overflow-wrap: anywhere; }
`;
const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

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
  const unread = notification.readAt === null;
  const { title, text } = notificationText(notification);
  return (
    <Item $unread={unread}>
      <Top>
        <h2>{title}</h2>
        {unread ? <Badge tone="info">Unread</Badge> : null}
      </Top>
      <p>{text}</p>
      <p>
        <time dateTime={notification.createdAt}>
          {formatDate(notification.createdAt)}, {formatTime(notification.createdAt)}
        </time>
      </p>
      <Actions>
        {notification.visitId !== null ? (
          <ButtonLink to={jobDetailsLink(notification.visitId)} size="sm" onClick={unread ? () => onMarkRead(notification.id) : undefined}>
            Open job details
          </ButtonLink>
        ) : null}
        {unread ? (
          <Button size="sm" variant="secondary" disabled={pending} aria-busy={pending || undefined} onClick={() => onMarkRead(notification.id)}>
            {pending ? 'Marking...' : 'Mark as read'}
          </Button>
        ) : null}
      </Actions>
    </Item>
  );
}
